// The site's production server: Next's request handler inside a plain Node HTTP server that adds
// the security headers to every response and a fresh CSP nonce to every HTML page, cached or
// not, and puts a server-rendered error page in place of Next's empty 500 document
// (docs/decisions/0003). A per-request nonce through Next's own proxy would make every page
// dynamic; here static and ISR pages stay cached.
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import compression from "compression";

import { runInRequestScope } from "../request-scope.ts";
import {
  INTERNAL_REQUEST_HEADER,
  INTERNAL_TOKEN_VARIABLE,
  KEEPABLE_PAGE_HEADER,
} from "../shell/headers.ts";
import type { Site } from "../site.ts";
import { addNonce, nonceTemplate, withNonces } from "./add-nonce.ts";
import type { NonceWriter } from "./add-nonce.ts";
import { createErrorPages, withRequestedPath } from "./error-page.ts";
import { createPageCache, isReusablePage, pageCacheKey, pageHeaders } from "./page-cache.ts";
import type { CachedPage, PageCache } from "./page-cache.ts";
import { securityHeadersFor } from "./security-headers.ts";
import { thirdPartyOrigins } from "./third-parties.ts";

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

export type SecureHandlerOptions = {
  /** Every response's headers, given its nonce. */
  headers: (nonce: string) => Record<string, string>;
  /** The server-rendered error page for a status, or null. */
  /** The server-rendered error page for a status at a request path, or null. */
  errorPage: (status: number, requestPath: string) => Promise<string | null>;
  /** Requests carrying this in `INTERNAL_REQUEST_HEADER` get their HTML untouched. */
  internalToken: string;
  onError: (error: unknown) => void;
  /** Pages from Next's cache kept briefly (page-cache.ts), with the key of a request, if any. */
  pageCache?: { cache: PageCache; keyOf: (request: IncomingMessage) => string | null };
  /**
   * Compresses what leaves, as the browser accepts (`compression`): it goes under the HTML
   * rewrite, which must see plain HTML, so Next's own compression is off (`compress: false`).
   */
  compress?: (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
};

/** Where `POST` purges Next's cache by tag; the kept pages go with it. */
const REVALIDATE_PATH = "/api/revalidate";

function serveCachedPage(response: ServerResponse, page: CachedPage, nonce: string): void {
  for (const [name, value] of Object.entries(page.headers)) {
    if (value !== undefined) response.setHeader(name, value);
  }
  // Only pages from Next's cache say so; a kept search carries no such header.
  if (page.headers["x-nextjs-cache"] !== undefined) response.setHeader("x-nextjs-cache", "HIT");
  // The kept page's own pieces go out around the nonce, gathered by one `writev`: a busy page
  // is not copied per response.
  const pieces = withNonces(page.html, nonce);
  response.setHeader(
    "content-length",
    pieces.reduce((length, piece) => length + piece.length, 0),
  );
  response.writeHead(page.status);
  response.cork();
  for (const piece of pieces) response.write(piece);
  response.end();
  response.uncork();
}

/** What Next sends, with a 500, when a page fails before streaming (docs/decisions/0002). */
export const EMPTY_ERROR_DOCUMENT_MARKER = 'id="__next_error__"';

const NONCE_BYTES = 16;
/** Random bytes for this many nonces are drawn at once: one draw per response is slow. */
const NONCES_PER_DRAW = 256;
let randomPool = Buffer.alloc(0);
let poolOffset = 0;

/** 128 bits from the CSPRNG, base64: each pooled byte is used once. */
export function createNonce(): string {
  if (poolOffset + NONCE_BYTES > randomPool.length) {
    randomPool = randomBytes(NONCE_BYTES * NONCES_PER_DRAW);
    poolOffset = 0;
  }
  const nonce = randomPool.toString("base64", poolOffset, poolOffset + NONCE_BYTES);
  poolOffset += NONCE_BYTES;
  return nonce;
}

type Chunk = string | Uint8Array;
type Callback = (error?: Error | null) => void;

function toBuffer(chunk: Chunk | undefined, encoding?: BufferEncoding): Buffer {
  if (chunk === undefined) return Buffer.alloc(0);
  return typeof chunk === "string" ? Buffer.from(chunk, encoding) : Buffer.from(chunk);
}

function setHeaders(response: ServerResponse, headers: OutgoingHttpHeaders | unknown[]): void {
  if (!Array.isArray(headers)) {
    for (const [name, value] of Object.entries(headers)) {
      if (value !== undefined) response.setHeader(name, value);
    }
    return;
  }
  // `[name, value, name, value]` or `[[name, value], …]`, as `writeHead` accepts.
  const pairs = headers.every(Array.isArray)
    ? (headers as [string, string][])
    : Array.from({ length: headers.length / 2 }, (_, index) => [
        headers[index * 2] as string,
        headers[index * 2 + 1] as string,
      ]);
  for (const [name, value] of pairs) if (name !== undefined) response.setHeader(name, value ?? "");
}

/**
 * Each response carries its own nonce, so no shared cache (CDN) may hand one to someone else;
 * the browser may keep it but must ask again. `no-store` (dynamic and error pages) stays.
 */
function htmlCacheControl(current: string): string {
  return current.includes("no-store") ? current : "private, no-cache";
}

/**
 * Wraps the response's `writeHead`, `write` and `end` (as `compression` does) to decide, when
 * the headers go out, whether the body is HTML; if it is, nonces are added as it streams, and a
 * 5xx body is held until its end to see whether it is Next's empty error document.
 */
function rewriteHtml(
  request: IncomingMessage,
  response: ServerResponse,
  nonce: string,
  options: Pick<SecureHandlerOptions, "errorPage" | "onError">,
  /** Keeps the page for the next requests, when it is one Next served from its cache. */
  remember: ((page: CachedPage) => void) | null,
): void {
  const writeHead = response.writeHead.bind(response);
  const write = response.write.bind(response) as (chunk: Chunk, callback?: Callback) => boolean;
  const end = response.end.bind(response) as (chunk?: Chunk, callback?: () => void) => void;
  let mode: "undecided" | "pass" | "stream" | "hold" = "undecided";
  let writer: NonceWriter = addNonce(nonce);
  const held: Buffer[] = [];
  // The HTML as Next sent it (no nonces), while it may still be worth remembering.
  let original: Buffer[] | null = remember === null ? null : [];

  function decide(): void {
    if (mode !== "undecided") return;
    // The proxy's note to this server, not for the visitor.
    const headers = response.getHeaders();
    response.removeHeader(KEEPABLE_PAGE_HEADER);
    const type = String(response.getHeader("content-type") ?? "");
    if (!type.startsWith("text/html") || request.method === "HEAD") {
      mode = "pass";
      return;
    }
    // The body changes, so Next's length and validator no longer describe it.
    response.removeHeader("content-length");
    response.removeHeader("etag");
    response.setHeader(
      "cache-control",
      htmlCacheControl(String(response.getHeader("cache-control") ?? "")),
    );
    writer = addNonce(nonce);
    const reusable = isReusablePage(response.statusCode, headers);
    // Error pages are held whole: an empty error document is swapped, a 404 gets its path.
    mode = response.statusCode >= 500 || response.statusCode === 404 ? "hold" : "stream";
    if (!reusable) original = null;
  }

  async function finishHeld(callback: (() => void) | undefined): Promise<void> {
    let body = Buffer.concat(held);
    if (body.includes(EMPTY_ERROR_DOCUMENT_MARKER)) {
      const requestPath = request.url ?? "/";
      const page = await options
        .errorPage(response.statusCode, requestPath)
        .catch((error: unknown) => {
          options.onError(error);
          return null;
        });
      if (page !== null) body = Buffer.from(page);
    }
    if (response.statusCode === 404) {
      body = Buffer.from(withRequestedPath(body.toString(), request.url ?? "/"));
    }
    end(Buffer.concat([writer.write(body), writer.end()]), callback);
  }

  response.writeHead = function patchedWriteHead(
    statusCode: number,
    ...rest: [(string | OutgoingHttpHeaders | unknown[])?, (OutgoingHttpHeaders | unknown[])?]
  ) {
    response.statusCode = statusCode;
    const reason = typeof rest[0] === "string" ? rest[0] : undefined;
    const headers = rest.find((arg) => typeof arg === "object");
    if (headers !== undefined) setHeaders(response, headers);
    decide();
    return reason === undefined ? writeHead(statusCode) : writeHead(statusCode, reason);
  };

  response.write = function patchedWrite(
    chunk: Chunk,
    encodingOrCallback?: BufferEncoding | Callback,
    maybeCallback?: Callback,
  ) {
    decide();
    const encoding = typeof encodingOrCallback === "string" ? encodingOrCallback : undefined;
    const callback = typeof encodingOrCallback === "function" ? encodingOrCallback : maybeCallback;
    if (mode === "pass") {
      return typeof chunk === "string" && encoding !== undefined
        ? write(Buffer.from(chunk, encoding), callback)
        : write(chunk, callback);
    }
    if (mode === "hold") {
      held.push(toBuffer(chunk, encoding));
      if (callback) process.nextTick(callback);
      return true;
    }
    const bytes = toBuffer(chunk, encoding);
    original?.push(bytes);
    return write(writer.write(bytes), callback);
  } as ServerResponse["write"];

  response.end = function patchedEnd(
    chunkOrCallback?: Chunk | (() => void),
    encodingOrCallback?: BufferEncoding | (() => void),
    maybeCallback?: () => void,
  ) {
    decide();
    const chunk = typeof chunkOrCallback === "function" ? undefined : chunkOrCallback;
    const encoding = typeof encodingOrCallback === "string" ? encodingOrCallback : undefined;
    const callback = [chunkOrCallback, encodingOrCallback, maybeCallback].find(
      (arg) => typeof arg === "function",
    );
    if (mode === "pass") {
      end(chunk === undefined ? undefined : toBuffer(chunk, encoding), callback);
    } else if (mode === "stream") {
      const bytes = toBuffer(chunk, encoding);
      end(Buffer.concat([writer.write(bytes), writer.end()]), callback);
      if (original !== null && remember !== null) {
        original.push(bytes);
        const headers = pageHeaders(response.getHeaders());
        const html = nonceTemplate(Buffer.concat(original));
        remember({ status: response.statusCode, headers, html });
      }
    } else {
      held.push(toBuffer(chunk, encoding));
      finishHeld(callback).catch((error: unknown) => {
        options.onError(error);
        response.destroy();
      });
    }
    return response;
  } as ServerResponse["end"];
}

/**
 * `compression` for a plain Node server: Brotli at quality 4 (its default) or gzip, cheap enough
 * per response. Its types are Express's; it reads only what Node's request and response have.
 */
export function compressResponses(): NonNullable<SecureHandlerOptions["compress"]> {
  const middleware = compression();
  return (request, response, next) => {
    // Without Accept-Encoding the middleware sends the page as it is (crawlers, monitors), so
    // its wrapping and negotiation would be spent for nothing.
    if (request.headers["accept-encoding"] === undefined) {
      next();
      return;
    }
    middleware(request as never, response as never, next);
  };
}

/** A request handler that adds the security headers, nonces and the server-rendered 500 page. */
export function secureRequestHandler(
  handle: RequestHandler,
  options: SecureHandlerOptions,
): (request: IncomingMessage, response: ServerResponse) => void {
  return (request, response) => {
    const fail = (error: unknown) => {
      options.onError(error);
      if (response.headersSent) {
        response.destroy();
        return;
      }
      // Plain text: the HTML wrapper lets it through as it is.
      for (const name of response.getHeaderNames()) response.removeHeader(name);
      response.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
      response.end("Internal Server Error");
    };
    const internal = request.headers[INTERNAL_REQUEST_HEADER] === options.internalToken;
    const serve = () => {
      try {
        respond();
      } catch (error) {
        fail(error);
      }
    };
    const respond = () => {
      const nonce = createNonce();
      // Next renders a nonce it finds in a request's CSP header; only ours may be used.
      delete request.headers["content-security-policy"];
      for (const [name, value] of Object.entries(options.headers(nonce))) {
        response.setHeader(name, value);
      }
      const { pageCache } = options;
      const key = internal || pageCache === undefined ? null : pageCache.keyOf(request);
      const cached = key === null ? null : (pageCache?.cache.get(key) ?? null);
      if (cached !== null) {
        serveCachedPage(response, cached, nonce);
        return;
      }
      if (pageCache !== undefined && request.method === "POST") {
        if ((request.url ?? "").startsWith(REVALIDATE_PATH)) {
          response.on("finish", () => {
            if (response.statusCode < 300) pageCache.cache.clear();
          });
        }
      }
      let remembered = false;
      const remember =
        key === null || pageCache === undefined
          ? null
          : (page: CachedPage) => {
              remembered = true;
              pageCache.cache.set(key, page);
            };
      if (key !== null && pageCache !== undefined) {
        response.on("close", () => {
          if (!remembered) pageCache.cache.forget(key);
        });
      }
      if (!internal) rewriteHtml(request, response, nonce, options, remember);
      runInRequestScope(() => handle(request, response)).catch(fail);
    };
    // The server's own requests for its error pages read them as they are.
    if (options.compress === undefined || internal) serve();
    else options.compress(request, response, serve);
  };
}

export type SiteServerOptions = {
  site: Site;
  /** The app's folder (with `.next/`). */
  dir: string;
  port: number;
  /** Where to listen; every interface when unset, as `next start`. */
  hostname?: string;
};

function loopbackOrigin(address: AddressInfo): string {
  const unspecified = address.address === "0.0.0.0" || address.address === "::";
  const host = unspecified
    ? "127.0.0.1"
    : address.family === "IPv6"
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}

/** Starts the site's production build (`next build` first) and resolves once it listens. */
export async function createSiteServer({
  site,
  dir,
  port,
  hostname,
}: SiteServerOptions): Promise<Server> {
  // Bad environment variables fail here, at start-up, naming the variable.
  const env = site.env();
  const production = env.APP_ENV === "production" && env.APP_FRONTEND_URL.startsWith("https:");
  const thirdParties = thirdPartyOrigins(site.config, env);
  const internalToken = randomBytes(16).toString("hex");
  // Next's types make NODE_ENV read-only and always set; before `next start` (or this) it is not.
  const variables: Record<string, string | undefined> = process.env;
  // As `next start` does: Next and React choose their production runtime by these.
  variables.NODE_ENV ??= "production";
  variables.NEXT_RUNTIME = "nodejs";
  // The proxy (in this process) marks its fetch of the outage page with it.
  variables[INTERNAL_TOKEN_VARIABLE] = internalToken;
  const { default: next } = await import("next");
  // Not given the hostname: Next then names itself "localhost" both to the proxy (`request.url`)
  // and when it reads the proxy's rewrites, so they stay rewrites instead of proxied requests.
  const app = next({ dir, dev: false, port });
  await app.prepare();

  let origin = "";
  const handler = secureRequestHandler(app.getRequestHandler(), {
    headers: securityHeadersFor({ production, thirdParties }),
    errorPage: createErrorPages({ origin: () => origin, token: internalToken }),
    internalToken,
    compress: compressResponses(),
    pageCache: {
      cache: createPageCache(),
      keyOf: (request) => pageCacheKey(request, site.config.consent.enabled),
    },
    onError: (error) => {
      console.error(error);
    },
  });
  const server = createServer(handler);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, hostname, () => {
      server.off("error", reject);
      resolve();
    });
  });
  origin = loopbackOrigin(server.address() as AddressInfo);
  return server;
}
