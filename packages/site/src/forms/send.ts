// Sending a form's answers to the API: at most a few times a minute per visitor (state/limits.ts),
// once per submission token whichever replica gets it (state/submissions.ts), with the token as
// the request's `Idempotency-Key` so an API that keeps keys dedupes it too.
import { isValidationError } from "@hub/api-client/client";
import { t } from "@hub/core/messages";
import type { ValidationErrors } from "@hub/api-client/schemas";

import { requestContext } from "../request-context.ts";
import type { Site } from "../site.ts";
import { visitorLimiter } from "../state/limits.ts";
import type { LimitName } from "../state/limits.ts";
import { submissionStore } from "../state/submissions.ts";

/** The header under which an API dedupes one submission sent twice. */
const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";

export type Sent<T> =
  | { ok: true; result: T }
  | { ok: false; problem: "limited"; retryAfterSeconds: number }
  | { ok: false; problem: "invalid"; errors: ValidationErrors }
  | { ok: false; problem: "unavailable" };

class Limited extends Error {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super("too many submissions");
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * Sends one submission of `form`. A replay of a token already sent gets the first outcome and is
 * not counted against the visitor's limit; a refused, invalid or failed one may be sent again.
 */
export async function sendOnce<T>(
  site: Site,
  form: LimitName,
  token: string,
  send: (headers: Record<string, string>) => Promise<T>,
): Promise<Sent<T>> {
  const store = submissionStore<T>(`${site.config.variant}:${form}`);
  try {
    const result = await store.run(token, async () => {
      const limit = await visitorLimiter(form, site.config.variant).consume(
        requestContext()?.visitor ?? "",
      );
      if (!limit.allowed) throw new Limited(limit.retryAfterSeconds);
      return send({ [IDEMPOTENCY_KEY_HEADER]: token });
    });
    return { ok: true, result };
  } catch (error) {
    if (error instanceof Limited) {
      return { ok: false, problem: "limited", retryAfterSeconds: error.retryAfterSeconds };
    }
    if (isValidationError(error)) return { ok: false, problem: "invalid", errors: error.errors };
    return { ok: false, problem: "unavailable" };
  }
}

/**
 * What to tell someone whose submission was not sent, and how long they must wait before trying
 * again (only when they sent too many).
 */
export function notSentMessage(
  sent: Extract<Sent<unknown>, { problem: "limited" | "unavailable" }>,
): {
  message: string;
  retryAfterSeconds: number | undefined;
} {
  return sent.problem === "limited"
    ? {
        message: t("forms.tooMany", { seconds: String(sent.retryAfterSeconds) }),
        retryAfterSeconds: sent.retryAfterSeconds,
      }
    : { message: t("forms.apiDown"), retryAfterSeconds: undefined };
}
