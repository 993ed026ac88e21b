// The HTTP side of a form page: read what was posted, refuse cross-site posts, and answer with
// POST → 303 → GET so a reload never posts again.
import { sameSitePath } from "@hub/core/request";

/** Each listed field as posted (a missing field or a file is ""). */
export function postedValues(form: FormData, fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    fields.map((field) => {
      const value = form.get(field);
      return [field, typeof value === "string" ? value : ""];
    }),
  );
}

/**
 * The query parameter of a form page the visitor was sent back to because they had sent it too
 * often: the proxy answers that page with a 429 and its `Retry-After` (proxy/proxy.ts).
 */
export const LIMITED_PARAM = "limited";

/** `location` with the limited marker, for a 303 after a refused submission. */
export function limitedLocation(location: string, retryAfterSeconds: number): string {
  const separator = location.includes("?") ? "&" : "?";
  return `${location}${separator}${LIMITED_PARAM}=${retryAfterSeconds}`;
}

/** A `303 See Other` to a path of this site, setting the given cookies. */
export function seeOther(location: string, cookies: readonly string[] = []): Response {
  const headers = new Headers({ location, "cache-control": "no-store" });
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  return new Response(null, { status: 303, headers });
}

function requestHost(request: Request): string {
  return (
    request.headers.get("x-forwarded-host") ??
    request.headers.get("host") ??
    new URL(request.url).host
  );
}

/**
 * Whether a POST comes from this site's own pages. Browsers send `Origin` with every form POST;
 * a request without it (an old browser, a script) is judged by `Sec-Fetch-Site` when present. An
 * opaque origin (`Origin: null`: a sandboxed frame, a `data:` page, another site's redirect) is
 * taken only when the browser says the post is same-origin.
 */
export function isSameOriginPost(request: Request): boolean {
  const origin = request.headers.get("origin");
  const site = request.headers.get("sec-fetch-site");
  if (origin === "null") return site === "same-origin";
  if (origin !== null) {
    return URL.canParse(origin) && new URL(origin).host === requestHost(request);
  }
  return site === null || site === "same-origin" || site === "none";
}

/** Whether cookies may be marked `Secure` (the site is served over HTTPS). */
export function isSecureRequest(request: Request): boolean {
  const forwarded = request.headers.get("x-forwarded-proto");
  if (forwarded !== null) return forwarded.split(",")[0]?.trim() === "https";
  return new URL(request.url).protocol === "https:";
}

/**
 * The page on this site a request came from, by its `Referer` (sent in full for same-origin
 * navigations under the `strict-origin-when-cross-origin` policy); null from anywhere else.
 */
export function refererPath(headers: Headers): string | null {
  const referer = headers.get("referer");
  const host = headers.get("x-forwarded-host") ?? headers.get("host");
  if (referer === null || host === null || !URL.canParse(referer)) return null;
  const url = new URL(referer);
  return url.host === host ? sameSitePath(`${url.pathname}${url.search}`) : null;
}

function plainText(status: number, message: string): Response {
  return new Response(message, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
}

/** A forbidden response for posts from other sites. */
export function forbidden(): Response {
  return plainText(403, "Forbidden");
}

/** The largest form body read: the longest journey (sign-up) posts a few kilobytes. */
export const MAX_FORM_BYTES = 64 * 1024;
const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

export type FormRead = { ok: true; form: FormData } | { ok: false; response: Response };

/** The body, or null once it passes `maxBytes` (a sender may leave out or understate its length). */
async function boundedBody(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body === null) return new Uint8Array();
  const reader = request.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(read.value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * The posted form, or the 4xx to answer instead: 415 for a body that is not a form, 413 past
 * `maxBytes`, 400 for a form that cannot be parsed. Never reads more than `maxBytes`.
 */
export async function readForm(request: Request, maxBytes = MAX_FORM_BYTES): Promise<FormRead> {
  const contentType = request.headers.get("content-type") ?? "";
  const mediaType = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.has(mediaType)) {
    return {
      ok: false,
      response: plainText(
        415,
        "Send the form as application/x-www-form-urlencoded or multipart/form-data.",
      ),
    };
  }
  const tooLarge = { ok: false, response: plainText(413, "The form is too large.") } as const;
  if (Number(request.headers.get("content-length")) > maxBytes) return tooLarge;
  const body = await boundedBody(request, maxBytes);
  if (body === null) return tooLarge;
  try {
    const form = await new Response(body, { headers: { "content-type": contentType } }).formData();
    return { ok: true, form };
  } catch {
    return { ok: false, response: plainText(400, "The form could not be read.") };
  }
}
