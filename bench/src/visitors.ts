// Requests as many different visitors: each request leaves from a loopback address of its own
// (127.0.0.0/8 is all this machine's) on a connection of its own, so the proxy in front of the
// sites names a different visitor each time (`X-Forwarded-For: $remote_addr`) and the sites'
// per-visitor search limit (60 a minute) is measured as production meets it: never, for one
// search a visitor. autocannon cannot choose its source address, hence this small loop.
import { request } from "node:http";

import { errorKind, uniquePath } from "./http-bench.ts";
import type { HttpFigures } from "./http-bench.ts";
import { summariseLatencies } from "./stats.ts";

/** Each answer is read whole; a request still unanswered after this counts as an error. */
export const VISIT_TIMEOUT_MS = 10_000;

/**
 * The `index`th visitor's address, from 127.1.1.1 upwards: never one of 127.0.0.0/16, where the
 * proxy's and the sites' own addresses are (scripts/cluster/nginx.ts), and never a .0 or .255
 * octet; 254³ addresses before they repeat.
 */
export function visitorAddress(index: number): string {
  const octet = (place: number) => (Math.floor(index / 254 ** place) % 254) + 1;
  return `127.${octet(2)}.${octet(1)}.${octet(0)}`;
}

/** Hands out visitor addresses in turn, each once (until 254³ have gone). */
export function visitorPool(): () => string {
  let next = 0;
  return () => visitorAddress(next++);
}

export type Visit = { status: number; ms: number };

/** One GET of `url` from `from`, on a new connection; resolves once the body has arrived. */
export function visit(
  url: string,
  from: string,
  headers: Readonly<Record<string, string>>,
): Promise<Visit> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const outgoing = request(
      url,
      { agent: false, localAddress: from, headers, timeout: VISIT_TIMEOUT_MS },
      (response) => {
        response.on("data", () => undefined);
        response.on("end", () => {
          resolve({ status: response.statusCode ?? 0, ms: performance.now() - started });
        });
        response.on("error", reject);
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error("request timed out")));
    outgoing.on("error", reject);
    outgoing.end();
  });
}

/**
 * `connections` loops, for `durationSeconds`, each request a different visitor and (with a
 * `_bench` counter) a different address, cycling through `paths`: the figures of
 * `measureHttp` for traffic autocannon cannot send.
 */
export async function measureAsVisitors(options: {
  origin: string;
  paths: readonly string[];
  connections: number;
  durationSeconds: number;
  headers: Readonly<Record<string, string>>;
  visitors: () => string;
  /** Stops after this many requests rather than after the duration. */
  amount?: number;
}): Promise<HttpFigures> {
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  const errorKinds: Record<string, number> = {};
  let sent = 0;
  let errors = 0;
  let non2xx = 0;
  const started = performance.now();
  const deadline = started + options.durationSeconds * 1000;
  const loop = async () => {
    const more = () =>
      options.amount === undefined ? performance.now() < deadline : sent < options.amount;
    while (more()) {
      const path = options.paths[sent % options.paths.length] ?? "/";
      sent += 1;
      try {
        const { status, ms } = await visit(
          `${options.origin}${uniquePath(path, sent)}`,
          options.visitors(),
          options.headers,
        );
        latencies.push(ms);
        statusCodes[status] = (statusCodes[status] ?? 0) + 1;
        if (status < 200 || status > 299) non2xx += 1;
      } catch (error) {
        errors += 1;
        const kind = errorKind(error);
        errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, loop));
  const seconds = (performance.now() - started) / 1000;
  return {
    requests: sent,
    requestsPerSecond: Math.round(sent / seconds),
    ...summariseLatencies(latencies),
    errors,
    non2xx,
    statusCodes,
    ...(Object.keys(errorKinds).length > 0 && { errorKinds }),
  };
}
