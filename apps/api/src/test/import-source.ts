// A `/core/v1` source for the importer's tests (decision 0069): a real HTTP server on a local port
// that answers from a tenant's app (the real API), unless a test's `intercept` answers first, to
// send a 429, an HTML page, a malformed record, or to die half-way, or to serve an image badly
// (`imageFaults`). The app sees the server's own address, so the URLs it builds lead back here.
// Writes (a forwarded referral, decision 0081) reach the app with their method, headers and body.
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
    const url = new URL(request.url ?? "/", `http://${request.headers.host ?? "localhost"}`);
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
    let body: string | Buffer = Buffer.from(await answer.arrayBuffer());
    if (typeof action === "function") {
      body = JSON.stringify(action(JSON.parse(body.toString("utf8"))));
    }
    const replayed = answer.headers.get(REPLAYED_HEADER);
    response.writeHead(answer.status, {
      "content-type": answer.headers.get("content-type") ?? "application/json",
      ...(replayed === null ? {} : { [REPLAYED_HEADER]: replayed }),
    });
    response.end(body);
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

/**
 * How an image is served badly: `too-big` streams a PNG without end (no length said), `html` is
 * a web page labelled `image/png`, `missing` a 404, `slow` never answers.
 */
type ImageFault = "too-big" | "html" | "missing" | "slow";

/** A chunk of the endless image. */
const CHUNK = Buffer.alloc(64 * 1024, 0x41);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Where the endless image gives up if the client never stops reading. */
const ENDLESS_LIMIT = 64 * 1024 * 1024;

async function streamEndlessly(response: ServerResponse, sent: { bytes: number }): Promise<void> {
  response.writeHead(200, { "content-type": "image/png" });
  response.write(PNG_SIGNATURE);
  while (!response.destroyed && sent.bytes < ENDLESS_LIMIT) {
    sent.bytes += CHUNK.length;
    if (!response.write(CHUNK)) {
      await new Promise<void>((resolve) => {
        const go = () => {
          response.off("drain", go);
          response.off("close", go);
          resolve();
        };
        response.on("drain", go);
        response.on("close", go);
      });
    }
  }
  response.end();
}

/**
 * An intercept serving the paths (by their ending) with their faults; `sent` counts the bytes of
 * the endless image written before the client stopped reading.
 */
export function imageFaults(faults: Record<string, ImageFault>): {
  intercept: Intercept;
  sent: { bytes: number };
} {
  const sent = { bytes: 0 };
  const intercept: Intercept = (url, response) => {
    const fault = Object.entries(faults).find(([ending]) => url.pathname.endsWith(ending))?.[1];
    switch (fault) {
      case undefined:
        return undefined;
      case "too-big":
        void streamEndlessly(response, sent);
        return "answered";
      case "html":
        response.writeHead(200, { "content-type": "image/png" });
        response.end("<!doctype html><html><body>Not found</body></html>");
        return "answered";
      case "missing":
        response.writeHead(404, { "content-type": "application/json" });
        response.end(JSON.stringify({ message: "Not found." }));
        return "answered";
      case "slow":
        // Nothing is sent: the client's timeout ends it, or the server's close does.
        return "answered";
    }
  };
  return { intercept, sent };
}
