// HTML in a feed's text, made text as our own content is (decision 0074). Our content is markdown
// and the sites drop raw HTML in it unrendered (packages/ui's Markdown), so an HTML description
// would lose whole paragraphs there; our own plain text from HTML is @hub/core's `stripHtml`
// (excerpts and meta descriptions). A text with tags becomes paragraphs of that plain text: list
// items keep a dash, a link its words and, when it is one a resident can follow, its address;
// scripts, styles, frames and forms go with what is in them, images with their tags. A text
// without tags is kept exactly as it is, markdown included.
import { stripHtml } from "@hub/core/excerpt";

/** A tag: `<p>`, `</div>`, `<br/>`. Character references alone (`&amp;`) are markdown too. */
const TAG = /<\/?[a-z][a-z0-9-]*(\s[^>]*)?\/?>/i;

/** Attributes, where a quoted value may hold `>`. */
const ATTRIBUTES = `(?:[^>"']|"[^"]*"|'[^']*')*`;

/** Elements dropped with everything in them. */
const DROPPED = new RegExp(
  `<(script|style|noscript|template|iframe|object|embed|svg|math|head|title|select|textarea|button)\\b${ATTRIBUTES}>[\\s\\S]*?<\\/\\1\\s*>`,
  "gi",
);

const LINK = new RegExp(`<a\\b(${ATTRIBUTES})>([\\s\\S]*?)<\\/a\\s*>`, "gi");
const HREF = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
/** Addresses a resident can follow; a link to anything else keeps only its words. */
const FOLLOWABLE = /^(https?:|mailto:|tel:)/i;

/** Where a paragraph ends or starts. */
const BREAK = new RegExp(
  `<\\/?(?:p|div|br|hr|h[1-6]|ul|ol|li|dl|dt|dd|table|tr|blockquote|pre|section|article|header|footer|main|nav|aside|address|figure|figcaption)\\b${ATTRIBUTES}>`,
  "gi",
);
const ITEM = new RegExp(`<li\\b${ATTRIBUTES}>`, "gi");

/** Splits paragraphs; a character no text of a feed holds. */
const SPLIT = "\u0000";

/** The text without HTML: as it is when it has no tags, else paragraphs of plain text. */
export function withoutHtml(value: string): string {
  if (!TAG.test(value)) return value;
  const marked = value
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(DROPPED, " ")
    .replace(LINK, (_link, attributes: string, words: string) => {
      const href = HREF.exec(attributes);
      const address = (href?.[1] ?? href?.[2] ?? href?.[3] ?? "").trim();
      return FOLLOWABLE.test(address) ? `${words} (${address})` : words;
    })
    .replace(ITEM, `${SPLIT}- `)
    .replace(BREAK, SPLIT);
  return marked
    .split(SPLIT)
    .map(stripHtml)
    .filter((paragraph) => paragraph !== "" && paragraph !== "-")
    .join("\n\n");
}

/** A one-line text (a name) without HTML. */
export const lineWithoutHtml = (value: string): string =>
  TAG.test(value) ? withoutHtml(value).replace(/\s+/g, " ") : value;
