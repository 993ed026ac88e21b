// An HTTP proxy between a site under test and the suite's API that misbehaves on demand: slow,
// silent, failing, refusing connections or answering nonsense, on the paths a test picks, while
// every other path passes through. It records what it is asked and what the API answered, so
// specs can see the site's retry policy and how many submissions reached (and were stored by) the
// API.
import { createServer } from "node:http";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";

import { apiOrigin } from "./variants.ts";
import type { Variant } from "./variants.ts";

export type Fault =
  /** Forwarded, but the answer is held back this long. */
  | { kind: "latency"; ms: number }
  /** Never forwarded, never answered: the socket stays open until the fault is cleared. */
  | { kind: "hang" }
  /** Answered with this status and a JSON error body, plus `Retry-After` when given (seconds). */
  | { kind: "status"; status: number; retryAfterSeconds?: number }
  /** The connection is dropped without an answer. */
  | { kind: "reset" }
  /** A 200 whose body is not JSON at all. */
  | { kind: "malformed-json" }
  /** A 200 with valid JSON of the wrong shape (a schema change the site does not know). */
  | { kind: "wrong-shape" };

export type RequestMatch = {
  /** Tested against the path without the query string, e.g. `/sutton/core/v1/settings`. */
  path?: RegExp;
  method?: string;
};

export type ProxiedRequest = {
  method: string;
  /** Path and query, as the site asked. */
  url: string;
  path: string;
  /** The request body, as text. */
  body: string;
  /** What the API answered, when the request was forwarded and answered. */
  upstreamStatus?: number;
  /** The body of that answer, as text. */
  upstreamBody?: string;
};

export type FaultProxy = {
  origin: string;
  /** The `/core/v1` base of a variant's tenant through this proxy. */
  apiBase(variant: Variant): string;
  /** From now on, requests that match get this fault (the latest matching rule wins). */
  inject(fault: Fault, match?: RequestMatch): void;
  /** Every request passes through again; held (hanging) requests are dropped. */
  clear(): void;
  /** Stops listening, and drops open connections: the site's next request is refused. */
  refuseConnections(): Promise<void>;
  /** Listens again, on the same port (nothing when it is listening). */
  acceptConnections(): Promise<void>;
  /** The requests that reached the proxy and match, in order, since it started or last forgot. */
  requests(match?: RequestMatch): ProxiedRequest[];
  /** Forgets the requests so far (between tests sharing a proxy). */
  forgetRequests(): void;
  close(): Promise<void>;
};

const matches = (match: RequestMatch, method: string, path: string) =>
  (match.method === undefined || match.method === method) &&
  (match.path === undefined || match.path.test(path));

const FORWARDED_HEADERS = ["accept", "content-type"] as const;

/** Starts a proxy in front of the suite's API (`apps/api`, all tenants). */
export async function startFaultProxy(upstream = apiOrigin()): Promise<FaultProxy> {
  const rules: { fault: Fault; match: RequestMatch }[] = [];
  const log: ProxiedRequest[] = [];
  const sockets = new Set<Socket>();
  const held = new Set<ServerResponse>();

  async function forward(req: IncomingMessage, body: Buffer<ArrayBuffer>, entry: ProxiedRequest) {
    const headers = new Headers();
    for (const name of FORWARDED_HEADERS) {
      const value = req.headers[name];
      if (typeof value === "string") headers.set(name, value);
    }
    const answer = await fetch(`${upstream}${entry.url}`, {
      method: entry.method,
      headers,
      ...(body.length > 0 ? { body } : {}),
    });
    const answered = Buffer.from(await answer.arrayBuffer());
    entry.upstreamStatus = answer.status;
    entry.upstreamBody = answered.toString();
    return {
      status: answer.status,
      contentType: answer.headers.get("content-type") ?? "application/json",
      body: answered,
    };
  }

  async function handle(req: IncomingMessage, res: ServerResponse, body: Buffer<ArrayBuffer>) {
    const method = req.method ?? "GET";
    const url = req.url ?? "/";
    const path = url.split("?", 1)[0] ?? url;
    const entry: ProxiedRequest = { method, url, path, body: body.toString() };
    log.push(entry);
    const fault = rules.findLast((rule) => matches(rule.match, method, path))?.fault;
    const json = (status: number, payload: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { "content-type": "application/json", ...headers }).end(payload);
    };
    switch (fault?.kind) {
      case "hang":
        held.add(res);
        res.on("close", () => held.delete(res));
        return;
      case "reset":
        req.socket.destroy();
        return;
      case "status":
        json(
          fault.status,
          JSON.stringify({ message: `Injected ${fault.status}` }),
          fault.retryAfterSeconds === undefined
            ? {}
            : { "retry-after": String(fault.retryAfterSeconds) },
        );
        return;
      case "malformed-json":
        json(200, '{"data": {"id": "truncated');
        return;
      case "wrong-shape":
        json(200, JSON.stringify({ items: [{ title: 42 }], total: "many" }));
        return;
      case "latency":
      case undefined:
        break;
    }
    const answer = await forward(req, body, entry);
    if (fault?.kind === "latency") await new Promise((resolve) => setTimeout(resolve, fault.ms));
    res.writeHead(answer.status, { "content-type": answer.contentType }).end(answer.body);
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      handle(req, res, Buffer.concat(chunks)).catch(() => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });

  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      if (server.listening) {
        resolve();
        return;
      }
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        const address = server.address();
        if (address !== null && typeof address === "object") port = address.port;
        resolve();
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => {
      // Keep-alive connections would otherwise outlive `close()` and keep answering.
      for (const socket of sockets) socket.destroy();
      server.close(() => {
        resolve();
      });
    });
  await listen();
  const origin = `http://127.0.0.1:${port}`;

  return {
    origin,
    apiBase: (variant) => `${origin}/${variant.tenant}/core/v1`,
    inject(fault, match = {}) {
      rules.push({ fault, match });
    },
    clear() {
      rules.length = 0;
      for (const res of held) res.destroy();
    },
    refuseConnections: stopListening,
    acceptConnections: listen,
    requests: (match = {}) => log.filter((entry) => matches(match, entry.method, entry.path)),
    forgetRequests() {
      log.length = 0;
    },
    async close() {
      rules.length = 0;
      if (server.listening) await stopListening();
    },
  };
}
