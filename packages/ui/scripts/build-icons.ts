/**
 * Compiles the lucide-static icons listed in src/components/icon/icon-names.ts into one module of
 * `<symbol>` bodies (src/components/icon/sprite.generated.json), which the site serves as one SVG
 * file (`iconSpriteSvg`), and writes that file's address to
 * src/components/icon/sprite-url.generated.ts: named by a hash of its content, so that it can be
 * cached for good and changes with any icon.
 *
 *   node scripts/build-icons.ts          write both modules
 *   node scripts/build-icons.ts --check  exit 1 when either is out of date
 */
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { iconNames } from "../src/components/icon/icon-names.ts";
import { spriteDocument } from "../src/components/icon/sprite-document.ts";

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
export const spriteModulePath = join(packageRoot, "src/components/icon/sprite.generated.json");
export const spriteUrlModulePath = join(packageRoot, "src/components/icon/sprite-url.generated.ts");

const require = createRequire(import.meta.url);
const iconsDir = join(dirname(require.resolve("lucide-static/package.json")), "icons");

/** The drawing inside one lucide SVG file, on one line, without the `<svg>` wrapper. */
export function symbolBody(svg: string): string {
  const match = /<svg[^>]*>([\s\S]*?)<\/svg>/.exec(svg);
  if (!match?.[1]) throw new Error("Not an SVG file");
  return match[1]
    .replace(/<!--[\s\S]*?-->/g, "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .join("");
}

function readSymbols(names: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    names.map((name) => [name, symbolBody(readFileSync(join(iconsDir, `${name}.svg`), "utf8"))]),
  );
}

/** JSON (name → symbol body), formatted the way Prettier formats it. */
export function buildSpriteModule(names: readonly string[] = iconNames): string {
  return `${JSON.stringify(readSymbols(names), null, 2)}\n`;
}

/** Where the site serves a sprite document: the first 12 hex digits of its SHA-256. */
export function spriteUrl(document: string): string {
  return `/icons/${createHash("sha256").update(document).digest("hex").slice(0, 12)}.svg`;
}

/** The module holding the address of the sprite made from `names`. */
export function buildSpriteUrlModule(names: readonly string[] = iconNames): string {
  const url = spriteUrl(spriteDocument(readSymbols(names)));
  return [
    "// Written from the sprite's content by scripts/build-icons.ts (`pnpm icons`).",
    `export const ICON_SPRITE_URL = "${url}";`,
    "",
  ].join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outputs = [
    { path: spriteModulePath, text: buildSpriteModule() },
    { path: spriteUrlModulePath, text: buildSpriteUrlModule() },
  ];
  if (process.argv.includes("--check")) {
    const stale = outputs.filter(({ path, text }) => readFileSync(path, "utf8") !== text);
    if (stale.length > 0) {
      const files = stale.map(({ path }) => path).join(", ");
      console.error(`${files} out of date: run \`pnpm --filter @hub/ui icons\``);
      process.exit(1);
    }
  } else {
    for (const { path, text } of outputs) writeFileSync(path, text);
  }
}
