// A `/core/v1` source for the importer's tests (decision 0069): a real HTTP server on a local port
// that answers from a tenant's app (the real API), unless a test's `intercept` answers first, to
// send a 429, an HTML page, a malformed record, or to die half-way. Writes (a forwarded referral,
// decision 0081) reach the app with their method, headers and body.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Hono } from "hono";
import type { AppEnv } from "../http/env.ts";
import { REPLAYED_HEADER } from "../http/idempotency.ts";

/** What an intercept does: answer itself, rewrite the app's JSON, or let the app answer. */
export type Intercept = (
  url: URL,
  response: ServerResponse,
) => "answered" | ((body: unknown) => unknown) | undefined;

export type FixtureSource = {
  /** The `/core/v1` base URL of the tenant `sutton`. */
  base: string;
  /** The same tenant's Open Referral UK feed. */
  orukBase: string;
  /** Paths (with query) requested so far. */
  requests: string[];
  intercept: Intercept | undefined;
  close: () => Promise<void>;
};

/** Headers of this connection, not of the request the app is given. */
const HOP_HEADERS = new Set(["host", "connection", "content-length", "transfer-encoding"]);

export async function startFixtureSource(app: Hono<AppEnv>): Promise<FixtureSource> {
  const source: FixtureSource = {
    base: "",
    orukBase: "",
    requests: [],
    intercept: undefined,
    close: () => Promise.resolve(),
  };
  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? "/", "http://localhost");
    source.requests.push(`${url.pathname}${url.search}`);
    const action = source.intercept?.(url, response);
    if (action === "answered") return;
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const bodiless = request.method === "GET" || request.method === "HEAD";
    const answer = await app.request(url.toString(), {
      method: request.method ?? "GET",
      headers: Object.entries(request.headers).flatMap(([name, value]) =>
        typeof value === "string" && !HOP_HEADERS.has(name)
          ? [[name, value] as [string, string]]
          : [],
      ),
      ...(bodiless ? {} : { body: Buffer.concat(chunks) }),
    });
    let text = await answer.text();
    if (typeof action === "function") text = JSON.stringify(action(JSON.parse(text)));
    const replayed = answer.headers.get(REPLAYED_HEADER);
    response.writeHead(answer.status, {
      "content-type": answer.headers.get("content-type") ?? "application/json",
      ...(replayed === null ? {} : { [REPLAYED_HEADER]: replayed }),
    });
    response.end(text);
  };
  const server: Server = createServer((request, response) => {
    void handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  source.base = `http://127.0.0.1:${port}/sutton/core/v1`;
  source.orukBase = `http://127.0.0.1:${port}/sutton/oruk`;
  source.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => {
        resolve();
      });
    });
  return source;
}
