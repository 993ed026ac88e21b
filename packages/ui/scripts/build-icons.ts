/**
 * Compiles the lucide-static icons listed in src/components/icon/icon-names.ts into one module of
 * `<symbol>` bodies (src/components/icon/sprite.generated.json), which `IconSprite` inlines once per
 * document and `Icon` references with `<use href="#icon-…">`.
 *
 *   node scripts/build-icons.ts          write the module
 *   node scripts/build-icons.ts --check  exit 1 when the module is out of date
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { iconNames } from "../src/components/icon/icon-names.ts";

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
export const spriteModulePath = join(packageRoot, "src/components/icon/sprite.generated.json");

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

/** JSON (name → symbol body), formatted the way Prettier formats it. */
export function buildSpriteModule(names: readonly string[] = iconNames): string {
  const symbols = Object.fromEntries(
    names.map((name) => [name, symbolBody(readFileSync(join(iconsDir, `${name}.svg`), "utf8"))]),
  );
  return `${JSON.stringify(symbols, null, 2)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const next = buildSpriteModule();
  if (process.argv.includes("--check")) {
    const current = readFileSync(spriteModulePath, "utf8");
    if (current !== next) {
      console.error("sprite.generated.json is out of date: run `pnpm icons`");
      process.exit(1);
    }
  } else {
    writeFileSync(spriteModulePath, next);
  }
}
