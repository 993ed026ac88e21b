// `/manifest.webmanifest` (Next's `app/manifest.ts` convention): the variant as an app a resident
// can add to a phone's home screen. Its name and description come from the variant's config, its
// icon is the variant's brand favicon, and its colours are read from the variant's stylesheets,
// where they live: the header's colour for the browser's bar, the page's for the splash screen
// (docs/decisions/0076). Next renders it once, at the build, whose folder is the variant's.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

import type { MetadataRoute } from "next";

import { paths } from "@hub/core/urls";

import { FAVICON_PATH } from "../../shell/headers.ts";
import type { Site } from "../../site.ts";

/** `@import "…";` of a stylesheet. */
const IMPORT = /@import\s+(?:url\(\s*)?["']([^"']+)["']/g;
/** `--color-name: #hex;` declarations. */
const COLOUR_TOKEN = /--color-([\w-]+)\s*:\s*(#[0-9a-f]{3,8})\s*;/gi;

/** The file an `@import` names: relative to the stylesheet, or a package's export. */
function resolveImport(specifier: string, from: string): string | null {
  // Only stylesheets hold tokens (`@import "tailwindcss"` names a package, not a file).
  if (!specifier.endsWith(".css")) return null;
  if (specifier.startsWith(".")) return path.resolve(path.dirname(from), specifier);
  try {
    return createRequire(from).resolve(specifier);
  } catch {
    return null;
  }
}

/**
 * The colour tokens a stylesheet ends up with: those of what it imports, in order, then its own,
 * each later declaration winning as in the cascade the browser reads.
 */
export function colourTokens(cssFile: string, seen = new Set<string>()): Map<string, string> {
  const tokens = new Map<string, string>();
  if (seen.has(cssFile)) return tokens;
  seen.add(cssFile);
  const css = readFileSync(cssFile, "utf8");
  for (const [, specifier = ""] of css.matchAll(IMPORT)) {
    const imported = resolveImport(specifier, cssFile);
    if (imported === null) continue;
    for (const [name, value] of colourTokens(imported, seen)) tokens.set(name, value);
  }
  for (const [, name = "", value = ""] of css.matchAll(COLOUR_TOKEN)) {
    tokens.set(name, value.toLowerCase());
  }
  return tokens;
}

/** The colours of the manifest, from the variant's stylesheet (`app/globals.css`). */
export function manifestColours(stylesheet: string): { theme: string; background: string } {
  const tokens = colourTokens(stylesheet);
  const colour = (name: string) => {
    const value = tokens.get(name);
    if (value === undefined) throw new Error(`${stylesheet} declares no --color-${name}`);
    return value;
  };
  return { theme: colour("header"), background: colour("background") };
}

/** `app/manifest.ts`'s default export, for the variant in `variantDir` (the build's folder). */
export function createManifest(site: Site, variantDir: string = process.cwd()) {
  return function manifest(): MetadataRoute.Manifest {
    const { appName, shortName, seo } = site.config;
    const colours = manifestColours(path.join(variantDir, "app", "globals.css"));
    return {
      id: paths.home(),
      name: appName,
      short_name: shortName ?? appName,
      description: seo.descriptions.home,
      lang: "en-GB",
      dir: "ltr",
      start_url: paths.home(),
      scope: paths.home(),
      display: "standalone",
      theme_color: colours.theme,
      background_color: colours.background,
      icons: [{ src: FAVICON_PATH, sizes: "any", type: "image/svg+xml", purpose: "any" }],
    };
  };
}
