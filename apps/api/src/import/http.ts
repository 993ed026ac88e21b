// The importers' HTTP client (decisions 0069, 0074), shared by the `/core/v1` and the ORUK
// sources: undici's Agent bounds the connections and times out a request that hangs, and its
// RetryAgent retries network errors, timeouts, 429 and 5xx with exponential back-off, honouring
// `Retry-After`. Every answer must be JSON; HTML (a web site's page where the API was expected)
// and a source that cannot be reached fail with one clear line. An image is read as it streams
// in and given up past its byte limit, so a huge one is never held (decision 0083). A POST (a
// forwarded visitor write, decision 0081) is sent once, with the same timeouts: the outbox
// retries it, and says when.
import { Agent, RetryAgent, fetch } from "undici";

/** A source that cannot be read: the command exits 3 with the message. */
export class SourceError extends Error {
  /** The HTTP status the source answered, when it answered one that is not a success. */
  readonly status: number | undefined;
  constructor(message: string, status?: number) {
    super(message);
    this.name = "SourceError";
    this.status = status;
  }
}

export type HttpOptions = {
  /** Connections to the source at once (default 4). */
  connections?: number;
  /** For the headers, and again for the body, of one request (default 30 s). */
  timeoutMs?: number;
  /** Retries of one request (default 5). */
  retries?: number;
  /** The first back-off (default 500 ms), doubled each time up to `maxRetryMs`. */
  minRetryMs?: number;
  /** The longest wait, `Retry-After` included (default 30 s). */
  maxRetryMs?: number;
};

/** An image's bytes, or why it could not be read (its status, a timeout, its size). */
export type ImageAnswer = { bytes: Uint8Array } | { refused: string };

/** A POST's answer: its status, its `Retry-After` as sent, and its body as JSON when it is. */
export type PostAnswer = { status: number; retryAfter: string | null; json: unknown };

export type Http = {
  getJson: (url: string) => Promise<unknown>;
  /** Reads at most `maxBytes`; a longer body is cut off and refused. */
  getImage: (url: string, maxBytes: number) => Promise<ImageAnswer>;
  /** Rejects only when there is no answer (refused, reset, timed out). */
  postJson: (url: string, body: unknown, headers: Record<string, string>) => Promise<PostAnswer>;
  close: () => Promise<void>;
};

const RETRIED_ERRORS = [
  "ECONNRESET",
  "ECONNREFUSED",
  "ENOTFOUND",
  "ENETDOWN",
  "ENETUNREACH",
  "EHOSTDOWN",
  "EHOSTUNREACH",
  "EPIPE",
  "UND_ERR_SOCKET",
  "UND_ERR_HEADERS_TIMEOUT",
  "UND_ERR_BODY_TIMEOUT",
  "UND_ERR_CONNECT_TIMEOUT",
];

function describe(error: unknown): string {
  let current: unknown = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  if (current instanceof Error) {
    const code = (current as { code?: unknown }).code;
    return typeof code === "string" ? `${code}: ${current.message}` : current.message;
  }
  return String(error);
}

/** `expectedBase`: what the source's base URL should be, said when it answers HTML. */
export function createHttp(options: HttpOptions, expectedBase: string): Http {
  const timeout = options.timeoutMs ?? 30_000;
  const agent = new Agent({
    connections: options.connections ?? 4,
    headersTimeout: timeout,
    bodyTimeout: timeout,
    connectTimeout: timeout,
  });
  const retrying = new RetryAgent(agent, {
    maxRetries: options.retries ?? 5,
    minTimeout: options.minRetryMs ?? 500,
    maxTimeout: options.maxRetryMs ?? 30_000,
    timeoutFactor: 2,
    retryAfter: true,
    methods: ["GET"],
    statusCodes: [429, 500, 502, 503, 504],
    errorCodes: RETRIED_ERRORS,
  });
  return {
    getJson: async (url) => {
      let response;
      let text;
      try {
        response = await fetch(url, {
          dispatcher: retrying,
          headers: { accept: "application/json" },
        });
        text = await response.text();
      } catch (error) {
        throw new SourceError(`${url} cannot be read: ${describe(error)}`);
      }
      const type = response.headers.get("content-type") ?? "";
      if (type.includes("html") || /^\s*</.test(text)) {
        throw new SourceError(`${url} answered HTML, not JSON: is the base URL ${expectedBase}?`);
      }
      if (!response.ok) {
        throw new SourceError(`${url} answered ${response.status}`, response.status);
      }
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new SourceError(`${url} did not answer JSON`);
      }
    },
    getImage: async (url, maxBytes) => {
      try {
        const response = await fetch(url, {
          dispatcher: retrying,
          headers: { accept: "image/png, image/jpeg, image/svg+xml" },
        });
        const body = response.body;
        if (!response.ok || body === null) {
          await body?.cancel();
          return { refused: `answered ${response.status}` };
        }
        const tooBig = { refused: `larger than ${maxBytes} bytes` };
        if (Number(response.headers.get("content-length") ?? 0) > maxBytes) {
          await body.cancel();
          return tooBig;
        }
        const chunks: Uint8Array[] = [];
        let length = 0;
        const reader = (body as ReadableStream<Uint8Array>).getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          length += value.byteLength;
          if (length > maxBytes) {
            await reader.cancel();
            return tooBig;
          }
          chunks.push(value);
        }
        return { bytes: Buffer.concat(chunks, length) };
      } catch (error) {
        return { refused: `cannot be read: ${describe(error)}` };
      }
    },
    postJson: async (url, body, headers) => {
      const response = await fetch(url, {
        method: "POST",
        dispatcher: agent,
        redirect: "manual",
        headers: { accept: "application/json", "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
      });
      const text = await response.text();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      return { status: response.status, retryAfter: response.headers.get("retry-after"), json };
    },
    // Closes the agent under it too.
    close: () => retrying.close(),
  };
}
