// autocannon runs: fixed connections for a fixed time, with every response's latency kept so p95
// can be read (autocannon's own histogram reports p90 and p97.5, not p95).
import autocannon from "autocannon";

import { summariseLatencies } from "./stats.ts";
import type { LatencySummary } from "./stats.ts";

export type HttpFigures = LatencySummary & {
  requests: number;
  requestsPerSecond: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  /** Responses per HTTP status, to tell throttling (429), failures (5xx) and redirects apart. */
  statusCodes: Record<string, number>;
  /** Connection errors and timeouts by code (ECONNRESET…), when there were any. */
  errorKinds?: Record<string, number>;
};

/** What a browser sends when it follows a link: the site answers such requests as pages. */
export const BROWSER_PAGE_HEADERS = {
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-language": "en-GB,en;q=0.9",
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) hub-bench",
} as const;

/**
 * Paths on an origin; each connection cycles through them in order. `unique` makes every
 * request's address its own (a `_bench` counter the site ignores), so no cache of repeated
 * requests can answer: each one is measured doing its whole work. `asVisitors` names a
 * different visitor in each request's `X-Forwarded-For`, for a site that trusts the bench's
 * loopback address as its proxy: per-visitor limits then meet many residents, not one.
 */
export type HttpTarget = {
  origin: string;
  paths: readonly string[];
  unique?: boolean;
  asVisitors?: boolean;
};

/** Addresses in 198.18.0.0/15, the range set aside for benchmarks (RFC 2544), less its ends. */
const FORWARDED_VISITORS = 2 ** 17 - 2;

/**
 * The `index`th visitor named in `X-Forwarded-For` to a site that trusts loopback as its proxy
 * (the embedded shape measured without nginx): 198.18.0.1 upwards, never a loopback address.
 */
export function forwardedVisitor(index: number): string {
  const n = (index % FORWARDED_VISITORS) + 1;
  return `198.${18 + Math.floor(n / 65_536)}.${Math.floor(n / 256) % 256}.${n % 256}`;
}

export const UNIQUE_PARAMETER = "_bench";

/** The address of the `count`th request for a path, when requests must differ. */
export function uniquePath(path: string, count: number): string {
  return `${path}${path.includes("?") ? "&" : "?"}${UNIQUE_PARAMETER}=${count}`;
}

/** How long a run waiting for `until` may go on past its duration at most. */
export const UNTIL_LIMIT_SECONDS = 600;

/** What an error is called in `errorKinds`: its code (ECONNRESET), else its message. */
export function errorKind(error: unknown): string {
  if (typeof error === "object" && error !== null) {
    const { code, message } = error as { code?: unknown; message?: unknown };
    if (typeof code === "string" && code !== "") return code;
    if (typeof message === "string" && message !== "") return message;
  }
  return String(error);
}

/**
 * Runs every target at once, the connections shared out evenly between them (one autocannon
 * instance per origin, as autocannon sends one Host), and sums up the figures. `headers` replace
 * the browser's page headers; with `until`, the run lasts `durationSeconds` and then until that
 * settles (at most {@link UNTIL_LIMIT_SECONDS} more).
 */
export async function measureHttp(options: {
  targets: readonly HttpTarget[];
  connections: number;
  durationSeconds: number;
  headers?: Readonly<Record<string, string>>;
  until?: Promise<unknown>;
  /** Each connection closes and reopens after this many requests (autocannon's reconnectRate). */
  reconnectRate?: number;
  /** Stops after this many requests in all (each target its share) rather than after the duration. */
  amount?: number;
}): Promise<HttpFigures> {
  const latencies: number[] = [];
  const errorKinds: Record<string, number> = {};
  let sent = 0;
  const perTarget = Math.max(1, Math.round(options.connections / options.targets.length));
  const instances: autocannon.Instance[] = [];
  const runs = options.targets.map(
    (target) =>
      new Promise<autocannon.Result>((resolve, reject) => {
        const instance = autocannon(
          {
            url: target.origin,
            requests: target.paths.map((path) => ({
              method: "GET",
              path,
              ...((target.unique === true || target.asVisitors === true) && {
                setupRequest: (request: autocannon.Request) => {
                  sent += 1;
                  return {
                    ...request,
                    ...(target.unique === true && { path: uniquePath(path, sent) }),
                    ...(target.asVisitors === true && {
                      headers: { ...request.headers, "x-forwarded-for": forwardedVisitor(sent) },
                    }),
                  };
                },
              }),
            })),
            headers: { ...(options.headers ?? BROWSER_PAGE_HEADERS) },
            connections: perTarget,
            ...(options.reconnectRate !== undefined && { reconnectRate: options.reconnectRate }),
            ...(options.amount !== undefined && {
              amount: Math.ceil(options.amount / options.targets.length),
            }),
            duration:
              options.until === undefined
                ? options.durationSeconds
                : options.durationSeconds + UNTIL_LIMIT_SECONDS,
            setupClient: (client) => {
              client.on("response", (_status, _bytes, responseTime) => {
                latencies.push(responseTime);
              });
            },
          },
          (error: unknown, result: autocannon.Result) => {
            if (error) reject(error instanceof Error ? error : new Error(errorKind(error)));
            else resolve(result);
          },
        );
        instance.on("reqError", (error: unknown) => {
          const kind = errorKind(error);
          errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
        });
        instances.push(instance);
      }),
  );
  if (options.until !== undefined) {
    const elapsed = new Promise((resolve) => setTimeout(resolve, options.durationSeconds * 1000));
    void Promise.all([elapsed, options.until.catch(() => undefined)]).then(() => {
      for (const instance of instances) instance.stop();
    });
  }
  const results = await Promise.all(runs);
  const sum = (pick: (result: autocannon.Result) => number) =>
    results.reduce((total, result) => total + pick(result), 0);
  const statusCodes: Record<string, number> = {};
  for (const result of results) {
    for (const [code, { count = 0 }] of Object.entries(result.statusCodeStats ?? {})) {
      statusCodes[code] = (statusCodes[code] ?? 0) + count;
    }
  }
  return {
    requests: sum((result) => result.requests.total),
    requestsPerSecond: Math.round(sum((result) => result.requests.total / result.duration)),
    ...summariseLatencies(latencies),
    errors: sum((result) => result.errors),
    non2xx: sum((result) => result.non2xx),
    statusCodes,
    ...(Object.keys(errorKinds).length > 0 && { errorKinds }),
  };
}
