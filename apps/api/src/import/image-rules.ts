// The one home of what an image must be to be stored (decision 0083): at most MAX_IMAGE_BYTES,
// and one of the contract's image types (`IMAGE_MIME_TYPES`) by its own bytes, whatever it was
// labelled. An SVG is text that a browser could run: one is kept only when it holds nothing
// active or external (scripts, event handlers, foreign objects, entities, links out), and is
// served sandboxed besides (`imageHeaders`). The folder import and both live sources check here.
import type { IMAGE_MIME_TYPES } from "@hub/api-client/values";

/** The largest image stored: the API's own request body limit (`DEFAULT_BODY_LIMIT`), 1 MiB. */
export const MAX_IMAGE_BYTES = 1024 * 1024;

type ImageType = { mimeType: (typeof IMAGE_MIME_TYPES)[number]; extension: "png" | "jpg" | "svg" };

type ImageCheck = ImageType | { refused: string };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, magic: readonly number[]): boolean =>
  magic.every((byte, index) => bytes[index] === byte);

/** What may come before the root element: an XML declaration, comments, a plain doctype. */
const SVG_START =
  /^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE\s+svg[^>[]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>/]/i;

/** What would make an SVG run something or reach outside itself, and why it is refused. */
const SVG_ACTIVE: readonly [RegExp, string][] = [
  [/<script[\s>/]/i, "a script"],
  [/<foreignObject[\s>/]/i, "a foreign object"],
  [/<(?:iframe|embed|object|audio|video)[\s>/]/i, "embedded content"],
  [/<!ENTITY/i, "an entity declaration"],
  [/\son[a-z]+\s*=/i, "an event handler"],
  [/javascript\s*:/i, "a javascript: address"],
  [/\b(?:xlink:)?href\s*=\s*["']\s*(?!#)/i, "a link to something outside the image"],
  [/url\(\s*["']?\s*(?!#)/i, "a style that loads something outside the image"],
  [/@import/i, "a style that loads something outside the image"],
];

const utf8 = new TextDecoder("utf-8", { fatal: true });

function checkSvg(bytes: Uint8Array): ImageCheck | undefined {
  let text: string;
  try {
    text = utf8.decode(bytes).replace(/^\uFEFF/, "");
  } catch {
    return undefined;
  }
  if (!SVG_START.test(text)) return undefined;
  const active = SVG_ACTIVE.find(([pattern]) => pattern.test(text));
  if (active) return { refused: `an SVG with ${active[1]}` };
  return { mimeType: "image/svg+xml", extension: "svg" };
}

/** The image's type by its bytes, or why it cannot be stored. */
export function checkImage(bytes: Uint8Array): ImageCheck {
  if (bytes.length > MAX_IMAGE_BYTES) {
    return { refused: `larger than ${MAX_IMAGE_BYTES} bytes` };
  }
  if (bytes.length === 0) return { refused: "empty" };
  if (startsWith(bytes, PNG)) return { mimeType: "image/png", extension: "png" };
  if (startsWith(bytes, JPEG)) return { mimeType: "image/jpeg", extension: "jpg" };
  return checkSvg(bytes) ?? { refused: "not a PNG, JPEG or SVG image" };
}
