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
 * requests can answer: each one is measured doing its whole work.
 */
export type HttpTarget = { origin: string; paths: readonly string[]; unique?: boolean };

export const UNIQUE_PARAMETER = "_bench";

/** The address of the `count`th request for a path, when requests must differ. */
export function uniquePath(path: string, count: number): string {
  return `${path}${path.includes("?") ? "&" : "?"}${UNIQUE_PARAMETER}=${count}`;
}

/**
 * Runs every target at once, the connections shared out evenly between them (one autocannon
 * instance per origin, as autocannon sends one Host), and sums up the figures.
 */
export async function measureHttp(options: {
  targets: readonly HttpTarget[];
  connections: number;
  durationSeconds: number;
}): Promise<HttpFigures> {
  const latencies: number[] = [];
  let sent = 0;
  const perTarget = Math.max(1, Math.round(options.connections / options.targets.length));
  const results = await Promise.all(
    options.targets.map((target) =>
      autocannon({
        url: target.origin,
        requests: target.paths.map((path) => ({
          method: "GET",
          path,
          ...(target.unique === true && {
            setupRequest: (request: autocannon.Request) => ({
              ...request,
              path: uniquePath(path, (sent += 1)),
            }),
          }),
        })),
        headers: BROWSER_PAGE_HEADERS,
        connections: perTarget,
        duration: options.durationSeconds,
        setupClient: (client) => {
          client.on("response", (_status, _bytes, responseTime) => {
            latencies.push(responseTime);
          });
        },
      }),
    ),
  );
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
  };
}
