/** Plain text from HTML, and the short excerpts used on cards and in meta descriptions. */

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  pound: "£",
  copy: "©",
};

/** Tags whose end or start separates words, so `<p>a</p><p>b</p>` reads "a b", not "ab". */
const BLOCK_TAG =
  /<\/?(?:address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|table|tbody|td|tfoot|th|thead|tr|ul)\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi;

/** Any tag; quoted attribute values may contain ">". */
const ANY_TAG = /<\/?[a-z](?:[^>"']|"[^"]*"|'[^']*')*>/gi;

function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith("#")) {
      const hex = name[1] === "x" || name[1] === "X";
      const code = Number.parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/**
 * Removes HTML tags (and the contents of script and style elements), decodes common and numeric
 * entities, and collapses whitespace. Entities are decoded after tags are removed, so an
 * escaped `&lt;b&gt;` stays visible as text.
 */
export function stripHtml(html: string): string {
  const withoutTags = html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(BLOCK_TAG, " ")
    .replace(ANY_TAG, "");
  return decodeEntities(withoutTags).replace(/\s+/g, " ").trim();
}

/**
 * Plain-text excerpt of at most `length` characters (plus the ellipsis). When the text is cut, it
 * is cut on a word boundary, one trailing `.`, `,`, `:` or `;` is removed and the ellipsis is
 * appended; text that fits is returned whole.
 */
export function excerpt(text: string, length = 200, ellipsis = "..."): string {
  if (!Number.isInteger(length) || length < 1) {
    throw new RangeError(`excerpt length must be a positive integer, got ${length}`);
  }
  const plain = stripHtml(text);
  if (plain.length <= length) return plain;
  const head = plain.slice(0, length);
  const lastSpace = head.lastIndexOf(" ");
  const cutsWord = plain[length] !== " ";
  const cut = cutsWord && lastSpace > 0 ? head.slice(0, lastSpace) : head;
  return `${cut.trimEnd().replace(/[.,:;]$/, "")}${ellipsis}`;
}
