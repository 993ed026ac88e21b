import { createServer, get as httpGet } from "node:http";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { afterEach, describe, expect, it, vi } from "vitest";

import { INTERNAL_REQUEST_HEADER } from "../shell/headers.ts";
import {
  createErrorPages,
  ERROR_PAGE_TTL_MS,
  errorPagePath,
  withRequestedPath,
} from "./error-page.ts";
import { createPageCache, pageCacheKey } from "./page-cache.ts";
import {
  compressResponses,
  createNonce,
  EMPTY_ERROR_DOCUMENT_MARKER,
  secureRequestHandler,
} from "./site-server.ts";
import type { RequestHandler, SecureHandlerOptions } from "./site-server.ts";

const EMPTY_ERROR_DOCUMENT = `<!DOCTYPE html><html ${EMPTY_ERROR_DOCUMENT_MARKER}><head><script src="/c.js" async></script></head><body></body></html>`;
const ERROR_PAGE = '<html><body><h1>Error 500</h1><script src="/e.js"></script></body></html>';
const TOKEN = "internal-token";

let server: Server | undefined;
afterEach(async () => {
  const running = server;
  server = undefined;
  if (running === undefined) return;
  running.closeAllConnections();
  await new Promise((resolve) => running.close(resolve));
});

/** Serves `handle` behind the wrapper; answers its origin and the errors it reported. */
async function serve(handle: RequestHandler, options: Partial<SecureHandlerOptions> = {}) {
  const errors: unknown[] = [];
  server = createServer(
    secureRequestHandler(handle, {
      headers: (nonce) => ({ "content-security-policy": `script-src 'nonce-${nonce}'` }),
      errorPage: () => Promise.resolve(ERROR_PAGE),
      internalToken: TOKEN,
      onError: (error) => errors.push(error),
      ...options,
    }),
  );
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, errors };
}

function nonceOf(response: Response): string {
  return /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1] ?? "";
}

/** Next-like: headers set one by one, then the body streamed in chunks. */
function streams(status: number, type: string, chunks: string[], headers = {}): RequestHandler {
  return async (_request, response) => {
    response.statusCode = status;
    response.setHeader("content-type", type);
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, String(value));
    for (const chunk of chunks) {
      response.write(Buffer.from(chunk));
      await new Promise((resolve) => setImmediate(resolve));
    }
    response.end();
  };
}

describe("secureRequestHandler", () => {
  it("answers a page Next served from its cache from its own copy, with a fresh nonce", async () => {
    let rendered = 0;
    const cache = createPageCache();
    const { origin } = await serve(
      async (request, response) => {
        rendered += 1;
        if (request.method === "POST") {
          response.writeHead(200, { "content-type": "application/json" });
          response.end("{}");
          return;
        }
        await streams(200, "text/html", ["<p>Hi</p><script>1</script>"], {
          "x-nextjs-cache": "HIT",
        })(request, response);
      },
      { pageCache: { cache, keyOf: (request) => pageCacheKey(request, true) } },
    );
    const get = () => fetch(`${origin}/about`, { headers: { accept: "text/html" } });
    const [first, second] = [await get(), await get()];
    expect(rendered).toBe(1);
    expect(await second.text()).toBe(`<p>Hi</p><script nonce="${nonceOf(second)}">1</script>`);
    expect(nonceOf(second)).not.toBe(nonceOf(first));
    expect(second.headers.get("x-nextjs-cache")).toBe("HIT");

    await fetch(`${origin}/api/revalidate`, { method: "POST" });
    await get();
    expect(rendered).toBe(3);
  });

  it.each([
    { accept: "br, gzip", encoding: "br" },
    { accept: "gzip", encoding: "gzip" },
    { accept: "identity", encoding: null },
    { accept: undefined, encoding: null },
  ])(
    "compresses pages, kept or not, as the browser accepts: $accept",
    async ({ accept, encoding }) => {
      const html = `<p>${"Café ".repeat(400)}</p><script>1</script>`;
      const { origin } = await serve(
        streams(200, "text/html; charset=utf-8", [html], { "x-nextjs-cache": "HIT" }),
        {
          compress: compressResponses(),
          pageCache: {
            cache: createPageCache(),
            keyOf: (request) => pageCacheKey(request, true),
          },
        },
      );
      const get = () =>
        new Promise<{ encoding: string | undefined; body: string }>((resolve, reject) => {
          // node:http, which leaves the body as it came (fetch would decode it).
          httpGet(
            `${origin}/about`,
            {
              headers: {
                accept: "text/html",
                ...(accept === undefined ? {} : { "accept-encoding": accept }),
              },
            },
            (response) => {
              const chunks: Buffer[] = [];
              response.on("data", (chunk: Buffer) => chunks.push(chunk));
              response.on("end", () => {
                const raw = Buffer.concat(chunks);
                const header = response.headers["content-encoding"];
                const body =
                  header === "br"
                    ? brotliDecompressSync(raw)
                    : header === "gzip"
                      ? gunzipSync(raw)
                      : raw;
                resolve({ encoding: header, body: body.toString() });
              });
            },
          ).on("error", reject);
        });
      for (const response of [await get(), await get()]) {
        expect(response.encoding).toBe(encoding ?? undefined);
        expect(response.body).toMatch(/^<p>(Café ){400}<\/p><script nonce="[^"]+">1<\/script>$/);
      }
    },
  );

  it("drops a kept page when its fresh copy fails, so the next visitor gets the failure", async () => {
    let clock = 0;
    let status = 200;
    let rendered = 0;
    const cache = createPageCache({ ttlMs: 1000, now: () => clock });
    const { origin } = await serve(
      async (request, response) => {
        rendered += 1;
        await streams(status, "text/html", [`<p>${status}</p>`], { "x-nextjs-cache": "HIT" })(
          request,
          response,
        );
      },
      { pageCache: { cache, keyOf: (request) => pageCacheKey(request, true) } },
    );
    const get = () => fetch(`${origin}/about`, { headers: { accept: "text/html" } });
    expect((await get()).status).toBe(200);
    status = 503;
    clock = 1000;
    expect((await get()).status).toBe(503);
    expect((await get()).status).toBe(503);
    expect(rendered).toBe(3);
  });

  it("keeps a search the proxy marked keepable, and never shows the mark", async () => {
    let rendered = 0;
    const { origin } = await serve(
      async (request, response) => {
        rendered += 1;
        await streams(200, "text/html", ["<p>Results</p>"], { "x-hub-keepable": "1" })(
          request,
          response,
        );
      },
      { pageCache: { cache: createPageCache(), keyOf: (request) => pageCacheKey(request, true) } },
    );
    const get = () => fetch(`${origin}/results?query=a`, { headers: { accept: "text/html" } });
    const [first, second] = [await get(), await get()];
    expect(rendered).toBe(1);
    expect(await second.text()).toBe("<p>Results</p>");
    for (const response of [first, second]) {
      expect(response.headers.get("x-hub-keepable")).toBeNull();
      expect(response.headers.get("x-nextjs-cache")).toBeNull();
    }
  });

  it("gives every script of a streamed page this response's nonce, cut anywhere", async () => {
    const { origin } = await serve(
      streams(200, "text/html; charset=utf-8", [
        "<p>Hi</p><scr",
        "ipt src=/a.js></script><",
        "script>1</script>",
      ]),
    );
    const [first, second] = [await fetch(origin), await fetch(origin)];
    const [a, b] = [nonceOf(first), nonceOf(second)];
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(b).not.toBe(a);
    expect(await first.text()).toBe(
      `<p>Hi</p><script nonce="${a}" src=/a.js></script><script nonce="${a}">1</script>`,
    );
  });

  it("drops the length and validator of rewritten HTML and keeps it out of shared caches", async () => {
    const html = "<script></script>";
    const { origin } = await serve((_request, response) => {
      response.writeHead(200, {
        "content-type": "text/html",
        "content-length": String(html.length),
        etag: '"abc"',
        "cache-control": "s-maxage=300, stale-while-revalidate=31535700",
      });
      response.end(html);
      return Promise.resolve();
    });
    const response = await fetch(origin);
    expect(response.headers.get("etag")).toBeNull();
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
    expect(response.headers.get("content-length")).toBeNull();
    expect(await response.text()).toBe(`<script nonce="${nonceOf(response)}"></script>`);
  });

  it.each([
    { type: "application/javascript", body: "x='<script>'" },
    { type: "text/x-component", body: '0:["<script>"]' },
  ])("leaves $type alone but still sends the headers", async ({ type, body }) => {
    const { origin } = await serve(streams(200, type, [body], { etag: '"e"' }));
    const response = await fetch(origin);
    expect(await response.text()).toBe(body);
    expect(response.headers.get("etag")).toBe('"e"');
    expect(nonceOf(response)).not.toBe("");
  });

  it("puts the server-rendered page in place of Next's empty 500 document", async () => {
    const errorPage = vi.fn((_status: number, _path: string) => Promise.resolve(ERROR_PAGE));
    const { origin } = await serve(
      streams(500, "text/html; charset=utf-8", [
        EMPTY_ERROR_DOCUMENT.slice(0, 20),
        EMPTY_ERROR_DOCUMENT.slice(20),
      ]),
      { errorPage },
    );
    const response = await fetch(origin);
    expect(response.status).toBe(500);
    expect(errorPage).toHaveBeenCalledWith(500, expect.stringMatching(/^\//));
    expect(await response.text()).toBe(
      `<html><body><h1>Error 500</h1><script nonce="${nonceOf(response)}" src="/e.js"></script></body></html>`,
    );
  });

  it("keeps the empty document when the error page cannot be had", async () => {
    const { origin } = await serve(streams(503, "text/html", [EMPTY_ERROR_DOCUMENT]), {
      errorPage: () => Promise.resolve(null),
    });
    const response = await fetch(origin);
    expect(response.status).toBe(503);
    expect(await response.text()).toContain(EMPTY_ERROR_DOCUMENT_MARKER);
  });

  it("leaves a 5xx page that has content (the proxy's outage page) as it is", async () => {
    const page = "<h1>Error 503</h1><script></script>";
    const { origin } = await serve(streams(503, "text/html", [page]));
    const response = await fetch(origin);
    expect(response.status).toBe(503);
    expect(await response.text()).toBe(
      `<h1>Error 503</h1><script nonce="${nonceOf(response)}"></script>`,
    );
  });

  it("passes the server's own requests through untouched", async () => {
    const { origin } = await serve(streams(200, "text/html", ["<script></script>"]));
    const response = await fetch(origin, { headers: { [INTERNAL_REQUEST_HEADER]: TOKEN } });
    expect(await response.text()).toBe("<script></script>");
    const guessed = await fetch(origin, { headers: { [INTERNAL_REQUEST_HEADER]: "guess" } });
    expect(await guessed.text()).toContain("nonce=");
  });

  it("never lets a client choose the nonce Next renders", async () => {
    let seen: string | string[] | undefined = "unset";
    const { origin } = await serve((request, response) => {
      seen = request.headers["content-security-policy"];
      response.end();
      return Promise.resolve();
    });
    await fetch(origin, { headers: { "content-security-policy": "script-src 'nonce-mine'" } });
    expect(seen).toBeUndefined();
  });

  it.each([
    {
      name: "a handler that rejects",
      handle: () => Promise.reject(new Error("boom")),
    },
    {
      name: "a handler that throws",
      handle: () => {
        throw new Error("boom");
      },
    },
  ])("answers a plain 500 for $name, and keeps serving", async ({ handle }) => {
    const { origin, errors } = await serve(handle);
    for (const attempt of [1, 2]) {
      const response = await fetch(origin);
      expect(response.status, `attempt ${attempt}`).toBe(500);
      expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(await response.text()).toBe("Internal Server Error");
    }
    expect(errors).toHaveLength(2);
  });
});

describe("createNonce", () => {
  it("gives 128 random bits in base64, never the same twice, across many draws", () => {
    const nonces = Array.from({ length: 2000 }, createNonce);
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});

describe("createErrorPages", () => {
  it.each([
    [500, "/service-unavailable?status=500"],
    [502, "/service-unavailable?status=500"],
    [503, "/service-unavailable"],
    [404, "/_hub/not-found"],
  ])("asks for status %i at %s", (status, path) => {
    expect(errorPagePath(status)).toBe(path);
  });

  it.each([
    ["/services/gone", "/services/_unavailable"],
    ["/services/gone/old", "/services/_unavailable"],
    ["/events/gone", "/_hub/not-found"],
  ])("a 404 at %s stands in %s", (requestPath, path) => {
    expect(errorPagePath(404, requestPath)).toBe(path);
  });

  it.each([
    ["/nope?x=1", "/nope"],
    ["/a/b%20c", "/a/b%20c"],
    ['/"><script>alert(1)</script>', "/%22%3E%3Cscript%3Ealert(1)%3C/script%3E"],
    ["/it's&more\\", "/it%27s%26more%5C"],
  ])("writes the path of %s into the not-found page as %s", (url, path) => {
    const page = '<p>Page not found: {path}</p><script>push("Page not found: {path}")</script>';
    expect(withRequestedPath(page, url)).toBe(
      `<p>Page not found: ${path}</p><script>push("Page not found: ${path}")</script>`,
    );
  });

  it("fetches the page as an internal request and reuses it for a few seconds", async () => {
    let now = 0;
    const fetchPage = vi.fn((_url: URL, _init?: RequestInit) =>
      Promise.resolve(new Response(`page ${fetchPage.mock.calls.length}`)),
    );
    const errorPage = createErrorPages({
      origin: () => "http://127.0.0.1:3000",
      token: TOKEN,
      now: () => now,
      fetch: fetchPage,
    });
    expect(await errorPage(500)).toBe("page 1");
    now = ERROR_PAGE_TTL_MS - 1;
    expect(await errorPage(500)).toBe("page 1");
    expect(await errorPage(503)).toBe("page 2");
    now = ERROR_PAGE_TTL_MS;
    expect(await errorPage(500)).toBe("page 3");
    const [url, init] = fetchPage.mock.calls[0] ?? [];
    expect(url?.href).toBe("http://127.0.0.1:3000/service-unavailable?status=500");
    expect(new Headers(init?.headers).get(INTERNAL_REQUEST_HEADER)).toBe(TOKEN);
  });

  it.each([
    {
      name: "an error status",
      fetchPage: () => Promise.resolve(new Response("x", { status: 500 })),
    },
    { name: "a network failure", fetchPage: () => Promise.reject(new TypeError("fetch failed")) },
  ])("answers null on $name", async ({ fetchPage }) => {
    const errorPage = createErrorPages({
      origin: () => "http://127.0.0.1:3000",
      token: TOKEN,
      fetch: fetchPage,
    });
    expect(await errorPage(500)).toBeNull();
  });
});
