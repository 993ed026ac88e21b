// Next's empty error document, and answering something else in its place. This is the one module
// that relies on how Next answers a page whose render failed; error-document.test.ts checks it
// against the Next installed, and fails loudly if Next changes it (docs/decisions/0052):
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
  const { writeHead, write, end, flushHeaders } = response;
  /* eslint-enable @typescript-eslint/unbound-method */
  const send = {
    head: writeHead as (status: number, reason?: string) => ServerResponse,
    write: write as (...args: unknown[]) => boolean,
    end: end as (...args: unknown[]) => ServerResponse,
  };
  let held: { status: number; reason: string | undefined; chunks: Buffer[] } | null = null;
  let ended = false;

  /** Whether what is about to be written is held back (and from now on, all of it). */
  function holds(status: number, args: WriteHeadArgs = []): boolean {
    if (held !== null) return true;
    if (response.headersSent || status < 500) return false;
    const [reasonOrHeaders, maybeHeaders] = args;
    const headers = typeof reasonOrHeaders === "object" ? reasonOrHeaders : maybeHeaders;
    const type = headers?.["content-type"] ?? headers?.["Content-Type"];
    if (!String(type ?? response.getHeader("content-type") ?? "").includes("text/html")) {
      return false;
    }
    // Headers given to `writeHead` go onto the response, where the rest already are.
    for (const [name, value] of Object.entries(headers ?? {})) {
      if (value !== undefined) response.setHeader(name, value);
    }
    held = {
      status,
      reason: typeof reasonOrHeaders === "string" ? reasonOrHeaders : undefined,
      chunks: [],
    };
    return true;
  }

  response.writeHead = function (status: number, ...args: WriteHeadArgs) {
    if (holds(status, args)) return response;
    return writeHead.call(response, status, ...(args as [OutgoingHttpHeaders]));
  } as ServerResponse["writeHead"];

  response.flushHeaders = function () {
    if (!holds(response.statusCode)) flushHeaders.call(response);
  };

  response.write = function (...args: unknown[]) {
    if (!holds(response.statusCode))
      return (write as (...a: unknown[]) => boolean).apply(response, args);
    const { chunk, callback } = chunkOf(args);
    if (chunk !== null) held?.chunks.push(chunk);
    if (callback !== undefined)
      queueMicrotask(() => {
        callback();
      });
    return true;
  } as ServerResponse["write"];

  response.end = function (...args: unknown[]) {
    if (!holds(response.statusCode)) {
      return send.end.apply(response, args);
    }
    if (ended) return response;
    ended = true;
    const { chunk, callback } = chunkOf(args);
    if (chunk !== null) held?.chunks.push(chunk);
    if (held !== null) void answer(held, callback);
    return response;
  } as ServerResponse["end"];

  async function answer(
    document: NonNullable<typeof held>,
    callback: Callback | undefined,
  ): Promise<void> {
    const body = Buffer.concat(document.chunks);
    const coding = String(response.getHeader("content-encoding") ?? "").toLowerCase();
    let page: Replacement | null = null;
    try {
      const decode = coding === "" ? (raw: Buffer) => raw : CODINGS[coding]?.[0];
      // A HEAD's answer has no body to look into: a 5xx HTML answer to one is that document.
      const head = response.req.method === "HEAD" && body.length === 0;
      if (head || decode?.(body).toString("utf8").includes(EMPTY_ERROR_DOCUMENT)) {
        page = await replacement();
      }
    } catch {
      page = null;
    }
    if (response.destroyed) return;
    if (page === null) {
      send.head.call(response, document.status, document.reason);
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
}
