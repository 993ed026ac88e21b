// Next's empty error document, and answering something else in its place: how Next answers a page
// whose render failed, which no Next API lets a site change (docs/decisions/0052, 0058).
// error-document.test.ts checks it against the Next installed, and fails loudly if Next changes
// it (UPGRADING.md):
//
// - A render that fails before anything is streamed is answered with a 500 `text/html` document
//   whose `<html>` has `id="__next_error__"` and no content: its scripts fill it in, so without
//   JavaScript it is blank (decision 0002).
// - Next writes it through the request's own `ServerResponse` (`flushHeaders`, then `write` and
//   `end`). Its `compression` middleware, when the visitor accepts it, wraps `writeHead`, `write`
//   and `end` once the request has started, so what reaches the methods wrapped here, which were
//   wrapped before it, may be compressed.
//
// Only a 5xx HTML response is held back (every other response passes untouched); once it has
// ended, it is replaced when it is the empty document (for a HEAD, which carries no body, any
// such response) and a replacement can be had, and otherwise sent as it was.
import type { OutgoingHttpHeaders, ServerResponse } from "node:http";
import {
  brotliCompressSync,
  brotliDecompressSync,
  deflateSync,
  gunzipSync,
  gzipSync,
  inflateSync,
} from "node:zlib";

/** What marks Next's empty error document (and the empty document of a `notFound()`). */
export const EMPTY_ERROR_DOCUMENT = 'id="__next_error__"';

/** A page to answer instead of the empty document: its status, headers and HTML. */
export type Replacement = { status: number; headers: Record<string, string>; html: string };

/** The content codings Next's compression may use, as `[decode, encode]`. */
const CODINGS: Record<string, [(body: Buffer) => Buffer, (body: Buffer) => Buffer]> = {
  gzip: [gunzipSync, gzipSync],
  deflate: [inflateSync, deflateSync],
  br: [brotliDecompressSync, brotliCompressSync],
};

/** Headers of the held document that describe it rather than the response; dropped with it. */
function describesTheDocument(name: string): boolean {
  return (
    ["content-length", "content-encoding", "content-type", "cache-control", "etag"].includes(
      name,
    ) ||
    name.startsWith("content-security-policy") ||
    name.startsWith("x-nextjs-")
  );
}

type Callback = (error?: Error | null) => void;

type WriteHeadArgs = [reason?: string | OutgoingHttpHeaders, headers?: OutgoingHttpHeaders];

/** The arguments of `write(chunk, [encoding], [callback])` and `end([chunk], [encoding], [callback])`. */
function chunkOf(args: unknown[]): { chunk: Buffer | null; callback: Callback | undefined } {
  const callback = args.find((arg): arg is Callback => typeof arg === "function");
  const [first, second] = args;
  if (first === undefined || first === null || typeof first === "function") {
    return { chunk: null, callback };
  }
  const encoding = typeof second === "string" ? (second as BufferEncoding) : "utf8";
  const chunk =
    typeof first === "string" ? Buffer.from(first, encoding) : Buffer.from(first as Uint8Array);
  return { chunk, callback };
}

/** A response held back: its status, its reason phrase if it was given one, what was written. */
type Held = { status: number; reason: string | undefined; chunks: Buffer[] };

/** The response's own methods, to send with once it is no longer held. */
type Send = {
  head: (status: number, reason?: string) => ServerResponse;
  write: (...args: unknown[]) => boolean;
  end: (...args: unknown[]) => ServerResponse;
  flushHeaders: () => void;
};

/**
 * A response about to be written with `status` (and `writeHead`'s `args`), held back when it is
 * a 5xx HTML answer; null otherwise.
 */
function holdIfErrorPage(
  response: ServerResponse,
  status: number,
  args: WriteHeadArgs = [],
): Held | null {
  if (response.headersSent || status < 500) return null;
  const [reasonOrHeaders, maybeHeaders] = args;
  const headers = typeof reasonOrHeaders === "object" ? reasonOrHeaders : maybeHeaders;
  const type = headers?.["content-type"] ?? headers?.["Content-Type"];
  if (!String(type ?? response.getHeader("content-type") ?? "").includes("text/html")) return null;
  // Headers given to `writeHead` go onto the response, where the rest already are.
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (value !== undefined) response.setHeader(name, value);
  }
  return {
    status,
    reason: typeof reasonOrHeaders === "string" ? reasonOrHeaders : undefined,
    chunks: [],
  };
}

/** Whether the held body is Next's empty error document (any 5xx HTML answer to a HEAD). */
function isEmptyErrorDocument(response: ServerResponse, body: Buffer, coding: string): boolean {
  if (response.req.method === "HEAD" && body.length === 0) return true;
  const decode = coding === "" ? (raw: Buffer) => raw : CODINGS[coding]?.[0];
  return decode?.(body).toString("utf8").includes(EMPTY_ERROR_DOCUMENT) === true;
}

/** Sends what was held, or in its place the replacement when it is the empty document. */
async function answerHeld(
  response: ServerResponse,
  send: Send,
  held: Held,
  replacement: () => Promise<Replacement | null>,
  callback: Callback | undefined,
): Promise<void> {
  const body = Buffer.concat(held.chunks);
  const coding = String(response.getHeader("content-encoding") ?? "").toLowerCase();
  let page: Replacement | null = null;
  try {
    if (isEmptyErrorDocument(response, body, coding)) page = await replacement();
  } catch {
    page = null;
  }
  if (response.destroyed) return;
  if (page === null) {
    send.head.call(response, held.status, held.reason);
    send.end.call(response, body, callback);
    return;
  }
  for (const name of response.getHeaderNames()) {
    if (describesTheDocument(name)) response.removeHeader(name);
  }
  for (const [name, value] of Object.entries(page.headers)) response.setHeader(name, value);
  const encode = CODINGS[coding]?.[1];
  const html = Buffer.from(page.html, "utf8");
  const sent = encode === undefined ? html : encode(html);
  if (encode !== undefined) response.setHeader("content-encoding", coding);
  response.setHeader("content-length", sent.length);
  send.head.call(response, page.status);
  send.end.call(response, sent, callback);
}

/**
 * Holds back a 5xx HTML response that `response` is about to send and, when it is Next's empty
 * error document, answers `replacement()` in its place (null: send the document after all).
 */
export function replaceEmptyErrorDocument(
  response: ServerResponse,
  replacement: () => Promise<Replacement | null>,
): void {
  // Wrapped as compression wraps them: as own properties of this one response.
  /* eslint-disable @typescript-eslint/unbound-method */
  const send = {
    head: response.writeHead,
    write: response.write,
    end: response.end,
    flushHeaders: response.flushHeaders,
  } as Send;
  /* eslint-enable @typescript-eslint/unbound-method */
  let held: Held | null = null;
  let ended = false;

  /** Whether what is about to be written is held back (and from now on, all of it). */
  const holds = (status: number, args?: WriteHeadArgs): boolean => {
    held ??= holdIfErrorPage(response, status, args);
    return held !== null;
  };

  response.writeHead = function (status: number, ...args: WriteHeadArgs) {
    if (holds(status, args)) return response;
    return (send.head as (...a: unknown[]) => ServerResponse).call(response, status, ...args);
  } as ServerResponse["writeHead"];

  response.flushHeaders = function () {
    if (!holds(response.statusCode)) send.flushHeaders.call(response);
  };

  response.write = function (...args: unknown[]) {
    if (!holds(response.statusCode)) return send.write.apply(response, args);
    const { chunk, callback } = chunkOf(args);
    if (chunk !== null) held?.chunks.push(chunk);
    if (callback !== undefined) {
      queueMicrotask(() => {
        callback();
      });
    }
    return true;
  } as ServerResponse["write"];

  response.end = function (...args: unknown[]) {
    if (!holds(response.statusCode)) return send.end.apply(response, args);
    if (ended) return response;
    ended = true;
    const { chunk, callback } = chunkOf(args);
    if (chunk !== null) held?.chunks.push(chunk);
    if (held !== null) void answerHeld(response, send, held, replacement, callback);
    return response;
  } as ServerResponse["end"];
}
