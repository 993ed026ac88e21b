// Whether an error says the database cannot answer just now (stopped, restarting, unreachable, out
// of connections) rather than that the request or the code is wrong. The app answers such a
// request 503 with Retry-After, and the pool opens fresh connections once the server is back, so
// nothing needs restarting (docs/decisions/0050).

/** What a client is told to wait, in seconds: a PostgreSQL restart took less (decision 0050). */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/** SQLSTATEs of a server shutting down, crashed, starting up, or with no connection slot left. */
const UNAVAILABLE_SQLSTATES: ReadonlySet<string> = new Set(["57P01", "57P02", "57P03", "53300"]);
/** SQLSTATE class 08: connection exception. */
const CONNECTION_EXCEPTION_CLASS = "08";
/** Socket errors of a server that went away mid-session. */
const LOST_SOCKET_CODES: ReadonlySet<string> = new Set(["ECONNRESET", "EPIPE", "ETIMEDOUT"]);
/** Calls whose failure, whatever its code, means no connection could be opened. */
const CONNECTING_CALLS: ReadonlySet<unknown> = new Set(["connect", "getaddrinfo"]);
/**
 * node-postgres's own errors, which carry no code (pg 8, pg-pool 3). unavailable.test.ts provokes
 * each against real sockets, so a changed wording fails there rather than turning 503s into 500s.
 */
export const DRIVER_MESSAGES: readonly string[] = [
  // The server closed the socket: killed, crashed, or it ended a session it had terminated.
  "Connection terminated unexpectedly",
  // A new connection's start-up got no answer in `connectionTimeoutMillis`.
  "Connection terminated due to connection timeout",
  // No pooled connection came free, or none could be opened, in `connectionTimeoutMillis`.
  "timeout exceeded when trying to connect",
  // A statement sent on a connection that had already failed.
  "Client has encountered a connection error and is not queryable",
  // The pool was closed because the process is shutting down.
  "Cannot use a pool after calling end on the pool",
];

/** How far down `cause` (and an AggregateError's `errors`) the reason is looked for. */
const MAX_DEPTH = 6;

/**
 * Why the database is unavailable, as a SQLSTATE, a socket error code or the driver's message
 * (safe to log: none of them holds request data); undefined for any other error. Drizzle wraps
 * the driver's error as `cause`, and a connection to a host with several addresses fails with an
 * AggregateError, so both are searched.
 */
export function whyDatabaseUnavailable(error: unknown, depth = 0): string | undefined {
  if (depth > MAX_DEPTH || typeof error !== "object" || error === null) return undefined;
  const { code, syscall, message, cause, errors } = error as {
    code?: unknown;
    syscall?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === "string") {
    if (UNAVAILABLE_SQLSTATES.has(code) || isConnectionException(code)) return code;
    if (CONNECTING_CALLS.has(syscall) || LOST_SOCKET_CODES.has(code)) return code;
  }
  if (typeof message === "string" && DRIVER_MESSAGES.includes(message)) return message;
  const nested = Array.isArray(errors) ? [cause, ...(errors as unknown[])] : [cause];
  for (const inner of nested) {
    const reason = whyDatabaseUnavailable(inner, depth + 1);
    if (reason !== undefined) return reason;
  }
  return undefined;
}

/** A five-character SQLSTATE of class 08 (not, say, a socket code that happens to start so). */
function isConnectionException(code: string): boolean {
  return /^[0-9A-Z]{5}$/.test(code) && code.startsWith(CONNECTION_EXCEPTION_CLASS);
}
