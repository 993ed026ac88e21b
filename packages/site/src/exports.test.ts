// `@hub/site` exports what variants use, and nothing else: the route layer every variant gets,
// a variant's own files, the scripts that make variants, and the cache handler Next loads.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { TEMPLATE_DIR } from "./variant/layer.ts";

const SITE = path.resolve(import.meta.dirname, "..");
const ROOT = path.resolve(SITE, "../..");

/** Source files under `dir`, not what a workspace package's `node_modules` links to. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|js|mjs|css)$/.test(entry.name))
    .filter((entry) => !entry.parentPath.split(path.sep).includes("node_modules"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const variants = readdirSync(path.join(ROOT, "apps"))
  .map((name) => path.join(ROOT, "apps", name))
  .filter((dir) => existsSync(path.join(dir, "site.config.ts")));

const users = [
  ...filesUnder(TEMPLATE_DIR),
  ...variants.flatMap((dir) =>
    ["eslint.config.js", "next.config.ts", "site.config.ts", "theme.css"].map((file) =>
      path.join(dir, file),
    ),
  ),
  ...filesUnder(path.join(ROOT, "scripts")),
  path.join(SITE, "src/next-config.ts"),
];

const used = new Set(
  users.flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(/"(@hub\/site(?:\/[\w./-]+)?)"/g)].map(
      (match) => match[1],
    ),
  ),
);

const manifest = JSON.parse(readFileSync(path.join(SITE, "package.json"), "utf8")) as {
  exports: Record<string, string>;
};
const exported = Object.keys(manifest.exports).map((key) => `@hub/site${key.slice(1)}`);

describe("@hub/site's exports", () => {
  it("cover every module a variant or a script imports", () => {
    expect([...used].filter((specifier) => !exported.includes(specifier ?? ""))).toEqual([]);
  });

  it("are each used by a variant or a script", () => {
    expect(exported.filter((specifier) => !used.has(specifier))).toEqual([]);
  });

  it("point at files that exist", () => {
    for (const target of Object.values(manifest.exports)) {
      expect(existsSync(path.join(SITE, target)), target).toBe(true);
    }
  });
});
