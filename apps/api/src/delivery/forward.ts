// The `forward` channel's sender (docs/decisions/0081): POSTs a visitor write to the `/core/v1`
// source the tenant was imported from, with the write's idempotency key, through the importer's
// HTTP client. A 2xx is delivered (the source answers a repeat with the first answer); 408, 429
// and 5xx are tried again, no sooner than a `Retry-After`; any other answer is refused for good,
// recorded with the status and the names of the fields refused, never their messages or values.
import { createHttp } from "../import/http.ts";
import type { Http, HttpOptions } from "../import/http.ts";
import { failureCode } from "./worker.ts";
import type { Forward } from "./worker.ts";

/** Bounds one request, well inside the worker's lease, so a hung source never holds a row. */
const TIMEOUT_MS = 30_000;

/** A field name of a Laravel validation answer, as it may be recorded (`service_id`, `user.email`). */
const FIELD = /^[A-Za-z_][A-Za-z0-9_]{0,40}$/;
/** Fields named in a refusal's code: the code stays within what the worker records. */
const MAX_FIELDS = 2;

/** A failed forward, carrying only what may be stored and logged. */
export class ForwardError extends Error {
  override name = "ForwardError";
  /** What the worker records: `forward 503`, `forward 422 service_id`, `forward ECONNREFUSED`. */
  readonly failureCode: string;
  /** A refusal that sending again cannot change: the row fails at once. */
  readonly permanent: boolean;
  /** The source's `Retry-After`, in milliseconds. */
  readonly retryAfterMs: number | undefined;

  constructor(code: string, options: { permanent?: boolean; retryAfterMs?: number } = {}) {
    super(code);
    this.failureCode = code;
    this.permanent = options.permanent ?? false;
    this.retryAfterMs = options.retryAfterMs;
  }
}

/** `Retry-After` as seconds or an HTTP date, in milliseconds from `now`. */
export function retryAfterMs(value: string | null, now: Date): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now.getTime());
}

/** The refused fields' names, first segment only (`user.email` → `user`), as they may be stored. */
function refusedFields(json: unknown): string[] {
  const errors =
    typeof json === "object" && json !== null ? (json as { errors?: unknown }).errors : undefined;
  if (typeof errors !== "object" || errors === null) return [];
  const names = Object.keys(errors).map((key) => key.split(".")[0] ?? "");
  return [...new Set(names.filter((name) => FIELD.test(name)))].slice(0, MAX_FIELDS);
}

/** What became of an answer: nothing when the source took the write. */
export function answerError(
  answer: { status: number; retryAfter: string | null; json: unknown },
  now: Date,
): ForwardError | undefined {
  const { status } = answer;
  if (status >= 200 && status < 300) {
    // A web page answering 200 to a POST has not taken anything.
    return answer.json === undefined
      ? new ForwardError(`forward ${status} not_json`, { permanent: true })
      : undefined;
  }
  const wait = retryAfterMs(answer.retryAfter, now);
  if (status === 408 || status === 429 || status >= 500) {
    return new ForwardError(`forward ${status}`, wait === undefined ? {} : { retryAfterMs: wait });
  }
  // Other refusals, and a redirect (never followed: it would turn the POST into a GET).
  return new ForwardError(["forward", String(status), ...refusedFields(answer.json)].join(" "), {
    permanent: true,
  });
}

export type Forwarder = {
  forward: Forward;
  close: () => Promise<void>;
};

export function createForwarder(
  options: Pick<HttpOptions, "timeoutMs" | "connections"> = {},
): Forwarder {
  const http: Http = createHttp(
    { timeoutMs: options.timeoutMs ?? TIMEOUT_MS, connections: options.connections ?? 4 },
    "the source's /core/v1",
  );
  return {
    forward: async (request) => {
      let answer;
      try {
        answer = await http.postJson(`${request.source}${request.path}`, request.body, {
          "Idempotency-Key": request.key,
        });
      } catch (error) {
        // No answer: refused, reset or timed out; the cause says which.
        const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
        throw new ForwardError(`forward ${failureCode(cause)}`);
      }
      const refused = answerError(answer, new Date());
      if (refused !== undefined) throw refused;
    },
    close: () => http.close(),
  };
}
