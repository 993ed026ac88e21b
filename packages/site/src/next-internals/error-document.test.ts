// error-document.ts against the Next installed: Next's own compression middleware and its own
// writer of rendered documents to a response, on a real Node server. If Next moves or changes
// either, or stops marking its empty error document, these tests fail (UPGRADING.md step 3).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer, request as httpRequest } from "node:http";
import type { IncomingMessage, ServerResponse } from "node:http";
import { gunzipSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { EMPTY_ERROR_DOCUMENT, replaceEmptyErrorDocument } from "./error-document.ts";
import type { Replacement } from "./error-document.ts";
import { closeServer, listenOnLoopback } from "../test/loopback.ts";

const require = createRequire(import.meta.url);
type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
const compression = require("next/dist/compiled/compression") as () => Middleware;
const { pipeToNodeResponse } = require("next/dist/server/pipe-readable") as {
  pipeToNodeResponse: (readable: ReadableStream<Uint8Array>, res: ServerResponse) => Promise<void>;
};

/** What Next sends for a render that failed before anything streamed (the start of it). */
const EMPTY_DOCUMENT = `<!DOCTYPE html><html ${EMPTY_ERROR_DOCUMENT}><head><script src="/_next/a.js"></script></head><body></body></html>`;
const PAGE: Replacement = {
  status: 503,
  headers: {
    "content-type": "text/html; charset=utf-8",
    "retry-after": "60",
    "content-security-policy": "script-src 'nonce-abc'",
  },
  html: "<!DOCTYPE html><html><body><h1>Sorry, there is a problem with the service</h1></body></html>",
};

type Answer = { status: number; type: string; body: string; contentType: string; html?: string };

/** How each test's server answers: Next's status, content type and document. */
let next: { status: number; contentType: string; body: string } = {
  status: 500,
  contentType: "text/html; charset=utf-8",
  body: EMPTY_DOCUMENT,
};
let replacement: () => Promise<Replacement | null> = () => Promise.resolve(PAGE);
let replacementsAsked = 0;

const compress = compression();
const server = createServer((req, res) => {
  // As request-context.ts does on `http.server.request.start`: before Next's handler runs.
  replaceEmptyErrorDocument(res, () => {
    replacementsAsked += 1;
    return replacement();
  });
  // As Next's router server does, then its render's answer through its own writer.
  compress(req, res, () => undefined);
  res.statusCode = next.status;
  res.setHeader("content-type", next.contentType);
  res.setHeader("cache-control", "private, no-cache, no-store, max-age=0, must-revalidate");
  res.setHeader("x-frame-options", "DENY");
  const encoded = new TextEncoder().encode(next.body);
  const readable = new ReadableStream<Uint8Array>({
    start(controller) {
      // In two chunks, as a stream arrives.
      controller.enqueue(encoded.slice(0, 20));
      controller.enqueue(encoded.slice(20));
      controller.close();
    },
  });
  void pipeToNodeResponse(readable, res);
});
let origin = "";

beforeAll(async () => {
  origin = await listenOnLoopback(server);
});
afterAll(() => closeServer(server));

async function ask(encoding: "gzip" | "identity"): Promise<Answer & { headers: Headers }> {
  const response = await fetch(origin, { headers: { "accept-encoding": encoding } });
  // fetch decodes gzip itself; the raw bytes are read again below to check the coding.
  const body = await response.text();
  return {
    status: response.status,
    type: response.headers.get("content-encoding") ?? "identity",
    body,
    contentType: response.headers.get("content-type") ?? "",
    headers: response.headers,
  };
}

describe("replaceEmptyErrorDocument, under Next's compression and writer", () => {
  it.each(["gzip", "identity"] as const)(
    "answers the replacement for Next's empty error document (%s)",
    async (encoding) => {
      next = { status: 500, contentType: "text/html; charset=utf-8", body: EMPTY_DOCUMENT };
      replacement = () => Promise.resolve(PAGE);
      const answer = await ask(encoding);
      expect(answer.status).toBe(503);
      expect(answer.type).toBe(encoding);
      expect(answer.body).toBe(PAGE.html);
      expect(answer.headers.get("retry-after")).toBe("60");
      expect(answer.headers.get("content-security-policy")).toBe("script-src 'nonce-abc'");
      // What the proxy set stays; what described Next's document goes.
      expect(answer.headers.get("x-frame-options")).toBe("DENY");
      expect(answer.headers.get("cache-control")).toBeNull();
    },
  );

  it.each<[string, typeof next]>([
    ["a page", { status: 200, contentType: "text/html; charset=utf-8", body: "<h1>Page</h1>" }],
    ["a 500 with content", { status: 500, contentType: "text/html", body: "<h1>Error</h1>" }],
    ["a 503 that is not HTML", { status: 503, contentType: "application/json", body: "{}" }],
    [
      "a 404 (notFound's document)",
      { status: 404, contentType: "text/html", body: EMPTY_DOCUMENT },
    ],
  ])("leaves %s as it was", async (_name, answer) => {
    next = answer;
    replacementsAsked = 0;
    for (const encoding of ["gzip", "identity"] as const) {
      const got = await ask(encoding);
      expect(got.status).toBe(answer.status);
      expect(got.body).toBe(answer.body);
      expect(got.contentType).toBe(answer.contentType);
    }
    // Only a 5xx HTML answer is looked at, and only the empty document replaced.
    expect(replacementsAsked).toBe(0);
  });

  it.each<[string, () => Promise<Replacement | null>]>([
    ["no replacement", () => Promise.resolve(null)],
    ["a replacement that fails", () => Promise.reject(new Error("the page did not render"))],
  ])("sends Next's document after all with %s", async (_name, replace) => {
    next = { status: 500, contentType: "text/html; charset=utf-8", body: EMPTY_DOCUMENT };
    replacement = replace;
    for (const encoding of ["gzip", "identity"] as const) {
      const answer = await ask(encoding);
      expect(answer.status).toBe(500);
      expect(answer.type).toBe(encoding);
      expect(answer.body).toBe(EMPTY_DOCUMENT);
      expect(answer.headers.get("cache-control")).toContain("no-store");
    }
  });

  it("sends the replacement compressed as Next would have", async () => {
    next = { status: 500, contentType: "text/html; charset=utf-8", body: EMPTY_DOCUMENT };
    replacement = () => Promise.resolve(PAGE);
    const raw = await new Promise<Buffer>((resolve, reject) => {
      httpRequest(origin, { headers: { "accept-encoding": "gzip" } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          resolve(Buffer.concat(chunks));
        });
      })
        .on("error", reject)
        .end();
    });
    expect(gunzipSync(raw).toString("utf8")).toBe(PAGE.html);
  });
});

describe("Next's empty error document", () => {
  it.each([
    "next/dist/server/app-render/app-render.js",
    "next/dist/server/app-render/stream-ops.node.js",
  ])("is still marked with the id this module looks for, in %s", (file) => {
    const source = readFileSync(require.resolve(file), "utf8");
    const id = /id="([^"]+)"/.exec(EMPTY_ERROR_DOCUMENT)?.[1] ?? "";
    expect(
      source,
      `Next changed the mark of its empty error document; see UPGRADING.md step 3`,
    ).toMatch(new RegExp(`['"]${id}['"]|id="${id}"`));
  });
});
