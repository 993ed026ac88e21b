// Deterministic SVG artwork for seeded images: category icons, organisation monograms, simple
// scenes for photos (gallery, venues, events, pages, personas) and a placeholder per entity kind.
// Every function is pure: the same input always gives byte-identical output.
import { hash32 } from "./lib/prng.ts";
import type { FileKind } from "./types.ts";

export const GLYPHS = [
  "heart",
  "house",
  "coin",
  "leaf",
  "book",
  "people",
  "shield",
  "bus",
  "basket",
  "star",
  "chat",
  "sun",
  "music",
  "hand",
  "cross",
  "tree",
] as const;
export type Glyph = (typeof GLYPHS)[number];

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

function svg(width: number, height: number, title: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" ` +
    `width="${width}" height="${height}" role="img" aria-label="${escapeXml(title)}">` +
    `<title>${escapeXml(title)}</title>${body}</svg>`
  );
}

/** Mixes a `#RRGGBB` colour with white; `amount` 0 keeps the colour, 1 gives white. */
export function tint(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number): string => {
    const c = (value >> shift) & 0xff;
    return Math.round(c + (255 - c) * amount)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`.toUpperCase();
}

/** A glyph drawn in a 100×100 box centred on (50, 50). */
function glyphPath(glyph: Glyph, colour: string): string {
  const fill = `fill="${colour}"`;
  switch (glyph) {
    case "heart":
      return `<path ${fill} d="M50 82 L20 52 A16 16 0 0 1 50 30 A16 16 0 0 1 80 52 Z"/>`;
    case "house":
      return `<path ${fill} d="M50 20 L82 48 H72 V80 H58 V62 H42 V80 H28 V48 H18 Z"/>`;
    case "coin":
      return `<circle ${fill} cx="50" cy="50" r="30"/><circle fill="#FFFFFF" cx="50" cy="50" r="20"/><rect ${fill} x="46" y="36" width="8" height="28" rx="3"/>`;
    case "leaf":
      return `<path ${fill} d="M24 76 C24 40 48 22 80 22 C80 56 60 78 30 78 Z"/><path stroke="#FFFFFF" stroke-width="4" fill="none" d="M30 72 L66 36"/>`;
    case "book":
      return `<path ${fill} d="M18 28 H46 A6 6 0 0 1 50 32 V80 A6 6 0 0 0 44 76 H18 Z M82 28 H54 A6 6 0 0 0 50 32 V80 A6 6 0 0 1 56 76 H82 Z"/>`;
    case "people":
      return `<circle ${fill} cx="38" cy="36" r="11"/><circle ${fill} cx="64" cy="40" r="9"/><path ${fill} d="M18 78 A20 20 0 0 1 58 78 Z M50 78 A16 16 0 0 1 82 78 Z"/>`;
    case "shield":
      return `<path ${fill} d="M50 18 L78 28 V50 C78 66 66 78 50 84 C34 78 22 66 22 50 V28 Z"/>`;
    case "bus":
      return `<rect ${fill} x="22" y="22" width="56" height="48" rx="8"/><rect fill="#FFFFFF" x="28" y="30" width="44" height="16" rx="3"/><circle ${fill} cx="34" cy="76" r="6"/><circle ${fill} cx="66" cy="76" r="6"/>`;
    case "basket":
      return `<path ${fill} d="M18 42 H82 L74 80 H26 Z"/><path stroke="${colour}" stroke-width="5" fill="none" d="M32 42 L44 22 M68 42 L56 22"/>`;
    case "star":
      return `<path ${fill} d="M50 16 L60 40 L86 42 L66 58 L72 84 L50 70 L28 84 L34 58 L14 42 L40 40 Z"/>`;
    case "chat":
      return `<path ${fill} d="M20 24 H80 A6 6 0 0 1 86 30 V62 A6 6 0 0 1 80 68 H44 L28 82 V68 H20 A6 6 0 0 1 14 62 V30 A6 6 0 0 1 20 24 Z"/>`;
    case "sun":
      return `<circle ${fill} cx="50" cy="50" r="16"/><path stroke="${colour}" stroke-width="5" stroke-linecap="round" d="M50 16 V26 M50 74 V84 M16 50 H26 M74 50 H84 M26 26 L33 33 M67 67 L74 74 M26 74 L33 67 M67 33 L74 26"/>`;
    case "music":
      return `<path ${fill} d="M40 24 L78 16 V64 A10 10 0 1 1 70 54 V32 L48 37 V70 A10 10 0 1 1 40 60 Z"/>`;
    case "hand":
      return `<path ${fill} d="M30 48 V30 A5 5 0 0 1 40 30 V44 V24 A5 5 0 0 1 50 24 V44 V28 A5 5 0 0 1 60 28 V46 V36 A5 5 0 0 1 70 36 V62 C70 76 60 84 48 84 C38 84 32 78 26 68 L18 54 A5 5 0 0 1 27 49 Z"/>`;
    case "cross":
      return `<path ${fill} d="M40 18 H60 V40 H82 V60 H60 V82 H40 V60 H18 V40 H40 Z"/>`;
    case "tree":
      return `<circle ${fill} cx="50" cy="40" r="24"/><rect ${fill} x="45" y="56" width="10" height="28" rx="2"/>`;
  }
}

export function glyphFor(slug: string): Glyph {
  return GLYPHS[hash32(slug) % GLYPHS.length] ?? "star";
}

export function isGlyph(value: string): value is Glyph {
  return (GLYPHS as readonly string[]).includes(value);
}

/**
 * A category tile (150×100, the size the home page draws): the glyph in the brand colour on a
 * light tint, with the category's initial in a corner badge.
 */
export function categoryIconSvg(input: {
  slug: string;
  name: string;
  colour: string;
  icon?: string;
}): string {
  const glyph = input.icon && isGlyph(input.icon) ? input.icon : glyphFor(input.slug);
  const initial = escapeXml(initials(input.name, 1));
  return svg(
    150,
    100,
    input.name,
    `<rect width="150" height="100" rx="12" fill="${tint(input.colour, 0.88)}"/>` +
      `<g transform="translate(35 0)">${glyphPath(glyph, input.colour)}</g>` +
      `<circle cx="128" cy="22" r="14" fill="${input.colour}"/>` +
      `<text x="128" y="27" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" ` +
      `font-size="15" font-weight="700" fill="#FFFFFF">${initial}</text>`,
  );
}

const SMALL_WORDS = new Set(["and", "of", "the", "for", "in", "at", "on", "to", "a", "&"]);

/** Up to `max` initials from the significant words of a name ("Age UK Sutton" → "AU"). */
export function initials(name: string, max = 2): string {
  const words = name
    .split(/[\s\-/]+/)
    .map((w) => w.replace(/[^A-Za-z0-9]/g, ""))
    .filter((w) => w.length > 0 && !SMALL_WORDS.has(w.toLowerCase()));
  const letters = words.map((w) => (w[0] ?? "").toUpperCase()).join("");
  return (letters || "?").slice(0, max);
}

/** An organisation logo: initials in white on a circle whose colour is picked by slug. */
export function monogramSvg(input: {
  slug: string;
  name: string;
  palette: readonly string[];
}): string {
  const colour = input.palette[hash32(input.slug) % input.palette.length] ?? "#333333";
  const letters = initials(input.name);
  const size = letters.length > 1 ? 38 : 46;
  return svg(
    120,
    120,
    `${input.name} logo`,
    `<circle cx="60" cy="60" r="58" fill="${colour}"/>` +
      `<circle cx="60" cy="60" r="50" fill="none" stroke="#FFFFFF" stroke-opacity="0.35" stroke-width="3"/>` +
      `<text x="60" y="${60 + size * 0.36}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" ` +
      `font-size="${size}" font-weight="700" fill="#FFFFFF">${escapeXml(letters)}</text>`,
  );
}

/**
 * A flat spot illustration in the borough's colours: a tinted ground, two soft circles, a dotted
 * accent and the topic's glyph on a white disc. Every seeded picture (gallery, venue, event,
 * page, persona, banner) is drawn this way, so the site looks like one set of illustrations
 * rather than clip-art; the slug varies the layout, never the style.
 */
export function illustrationSvg(input: {
  slug: string;
  title: string;
  colour: string;
  glyph?: Glyph | undefined;
  width?: number;
  height?: number;
}): string {
  const width = input.width ?? 640;
  const height = input.height ?? 400;
  const h = hash32(input.slug);
  const glyph = input.glyph ?? glyphFor(input.slug);
  const unit = Math.min(width, height);
  const side = h % 2 === 0 ? 1 : -1;
  const centreX = width / 2 + side * width * (0.08 + ((h >>> 3) % 8) / 100);
  const centreY = height * (0.48 + ((h >>> 7) % 6) / 100);
  const disc = unit * 0.26;
  const round = (value: number): number => Math.round(value * 10) / 10;
  const dots = Array.from({ length: 9 }, (_, i) => {
    const x = (side > 0 ? width * 0.08 : width * 0.78) + (i % 3) * unit * 0.05;
    const y = height * 0.16 + Math.floor(i / 3) * unit * 0.05;
    return `<circle cx="${round(x)}" cy="${round(y)}" r="${round(unit * 0.012)}" fill="${tint(input.colour, 0.45)}"/>`;
  }).join("");
  const scale = round((disc * 1.3) / 100);
  return svg(
    width,
    height,
    input.title,
    `<rect width="${width}" height="${height}" fill="${tint(input.colour, 0.9)}"/>` +
      `<circle cx="${round(centreX + side * unit * 0.3)}" cy="${round(centreY + unit * 0.12)}" r="${round(unit * 0.42)}" fill="${tint(input.colour, 0.78)}"/>` +
      `<circle cx="${round(centreX - side * unit * 0.42)}" cy="${round(height * 0.86)}" r="${round(unit * 0.2)}" fill="${tint(input.colour, 0.62)}"/>` +
      `<rect x="0" y="${round(height * 0.82)}" width="${width}" height="${round(height * 0.18)}" fill="${tint(input.colour, 0.7)}"/>` +
      dots +
      `<circle cx="${round(centreX)}" cy="${round(centreY)}" r="${round(disc)}" fill="#FFFFFF"/>` +
      `<g transform="translate(${round(centreX - 50 * scale)} ${round(centreY - 50 * scale)}) scale(${scale})">${glyphPath(glyph, input.colour)}</g>`,
  );
}

/** A persona card image (480×480): the people glyph, illustrated like every other picture. */
export function personaSvg(input: { slug: string; name: string; colour: string }): string {
  return illustrationSvg({
    slug: input.slug,
    title: input.name,
    colour: input.colour,
    glyph: "people",
    width: 480,
    height: 480,
  });
}

/** Glyphs for the top-level categories, so a service's pictures show what it is about. */
const CATEGORY_GLYPHS: Record<string, Glyph> = {
  "health-and-wellbeing": "heart",
  "money-and-work": "coin",
  "food-and-essentials": "basket",
  "housing-and-home": "house",
  "children-and-families": "people",
  "older-people": "hand",
  "care-and-disability": "hand",
  "learning-and-skills": "book",
  "sport-and-leisure": "sun",
  "community-life": "chat",
  "safety-and-justice": "shield",
  "getting-around": "bus",
  environment: "leaf",
};

/** The glyph of a top-level category slug, if it has one. */
export function categoryGlyph(slug: string | undefined): Glyph | undefined {
  return slug === undefined ? undefined : CATEGORY_GLYPHS[slug];
}

const PLACEHOLDER_GLYPHS: Record<FileKind, Glyph> = {
  "collection-category": "star",
  "collection-persona": "people",
  "collection-organisation-event": "sun",
  organisation: "people",
  service: "hand",
  "gallery-item": "sun",
  location: "house",
  "service-location": "house",
  event: "star",
  page: "book",
  banner: "chat",
};

/** The neutral image served when an entity of this kind has none (grey glyph on light grey). */
export function placeholderSvg(kind: FileKind): string {
  return svg(
    200,
    200,
    `No ${kind.replace(/-/g, " ")} image`,
    `<rect width="200" height="200" fill="#EEEEEE"/>` +
      `<g transform="translate(50 50)">${glyphPath(PLACEHOLDER_GLYPHS[kind], "#9E9E9E")}</g>`,
  );
}
