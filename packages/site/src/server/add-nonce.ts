// Gives every `<script` and `<link` start tag of an HTML stream this response's nonce, so pages
// built once (static, ISR) still carry a fresh nonce per response. Script preloads are `<link>`s
// and the CSP checks them as scripts; a nonce on any other `<link>` does nothing.
//
// Only real tags can match: React escapes `<` as `&lt;` in text and attribute values, and
// Next's inline scripts (the RSC payload) and our JSON-LD write it as `\u003c`, so text from the
// API cannot smuggle in a `<script` for us to bless. No route renders raw HTML from the API.
//
// The bytes are handled as latin1, one character per byte, so UTF-8 text passes through intact
// whatever the chunk boundaries.

const TAG_START = /<(script|link)(?=[\s/>])/gi;
const TAG_PREFIXES = ["<script", "<link"];
const LONGEST_PREFIX = Math.max(...TAG_PREFIXES.map((prefix) => prefix.length));
const NONCE_FORMAT = /^[A-Za-z0-9+/_-]+={0,2}$/;

export type NonceWriter = {
  /** The chunk with nonces added; a possible tag start at its end is held for the next. */
  write(chunk: Uint8Array): Buffer;
  /** What is still held, at the end of the stream. */
  end(): Buffer;
};

/** How many characters at the end of `text` could be the start of a tag cut by the chunk. */
function heldLength(text: string): number {
  const tail = text.slice(-LONGEST_PREFIX).toLowerCase();
  for (let length = tail.length; length > 0; length -= 1) {
    const suffix = tail.slice(tail.length - length);
    if (TAG_PREFIXES.some((prefix) => prefix.startsWith(suffix))) return length;
  }
  return 0;
}

function nonceAttribute(nonce: string): string {
  // The nonce goes into an attribute unquoted by anything else: it must be plain base64.
  if (!NONCE_FORMAT.test(nonce)) throw new Error("A nonce must be base64");
  return ` nonce="${nonce}"`;
}

export function addNonce(nonce: string): NonceWriter {
  const attribute = nonceAttribute(nonce);
  const withNonce = (text: string) =>
    Buffer.from(text.replace(TAG_START, `$&${attribute}`), "latin1");
  let held = "";
  return {
    write(chunk) {
      const text = held + Buffer.from(chunk).toString("latin1");
      const keep = heldLength(text);
      held = text.slice(text.length - keep);
      return withNonce(text.slice(0, text.length - keep));
    },
    end() {
      const rest = held;
      held = "";
      return withNonce(rest);
    },
  };
}

/** A whole page cut where the nonces go, so a kept page is not searched again per response. */
export type NonceTemplate = readonly Buffer[];

export function nonceTemplate(html: Buffer): NonceTemplate {
  const text = html.toString("latin1");
  const parts: Buffer[] = [];
  let start = 0;
  for (const match of text.matchAll(TAG_START)) {
    const end = match.index + match[0].length;
    parts.push(html.subarray(start, end));
    start = end;
  }
  parts.push(html.subarray(start));
  return parts;
}

/** The pieces of a template's page with this response's nonce in every slot, in order. */
export function withNonces(template: NonceTemplate, nonce: string): Buffer[] {
  const attribute = Buffer.from(nonceAttribute(nonce), "latin1");
  const pieces: Buffer[] = [];
  for (const [index, part] of template.entries()) {
    if (index > 0) pieces.push(attribute);
    pieces.push(part);
  }
  return pieces;
}
