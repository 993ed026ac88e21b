import { mkdtemp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { existsSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { PROXY_MATCHER } from "../proxy/view-rewrites.ts";
import {
  GENERATED,
  generatedHeader,
  generatedIgnores,
  layerFile,
  syncVariant,
  TEMPLATE_DIR,
  templateFiles,
} from "./layer.ts";

const ROOT = path.resolve(TEMPLATE_DIR, "../../..");

let variant: string;
beforeEach(async () => {
  variant = await mkdtemp(path.join(tmpdir(), "hub-variant-"));
});
afterEach(async () => {
  await rm(variant, { recursive: true, force: true });
});

describe("the template's route layer", () => {
  it("holds the whole app tree, the proxy and the instrumentation", () => {
    const files = templateFiles();
    expect(files).toContain("app/layout.tsx");
    expect(files).toContain("app/[view]/(services)/services/[slug]/not-found.tsx");
    expect(files).toContain("proxy.ts");
    expect(files.filter((file) => file.endsWith("page.tsx")).length).toBeGreaterThan(30);
  });
});

describe("syncVariant", () => {
  it("writes every file of the layer, each headed with where to edit it", async () => {
    const { written, removed } = await syncVariant(variant);
    expect(written).toEqual(templateFiles());
    expect(removed).toEqual([]);
    for (const file of ["app/layout.tsx", "app/globals.css", "proxy.ts"]) {
      const template = await readFile(path.join(TEMPLATE_DIR, file), "utf8");
      expect(await readFile(path.join(variant, file), "utf8")).toBe(layerFile(file, template));
    }
    expect(layerFile("app/layout.tsx", "x")).toBe(`${generatedHeader("app/layout.tsx")}x`);
    expect(generatedHeader("app/globals.css")).toMatch(/^\/\* .* \*\/\n$/);
    expect(generatedHeader("proxy.ts")).toMatch(/^\/\/ .*packages\/site\/variant\/proxy\.ts/);
  });

  it("writes nothing when the layer is up to date", async () => {
    await syncVariant(variant);
    expect(await syncVariant(variant)).toEqual({ written: [], removed: [] });
  });

  it("puts back a generated file someone edited", async () => {
    await syncVariant(variant);
    await writeFile(path.join(variant, "proxy.ts"), "edited\n");
    expect((await syncVariant(variant)).written).toEqual(["proxy.ts"]);
  });

  it("removes routes the template no longer has, and leaves the variant's own files", async () => {
    await syncVariant(variant);
    await mkdir(path.join(variant, "app/[view]/gone"), { recursive: true });
    await writeFile(path.join(variant, "app/[view]/gone/page.tsx"), "export default 1;\n");
    await writeFile(path.join(variant, "site.config.ts"), "export default {};\n");
    const { removed } = await syncVariant(variant);
    expect(removed).toEqual(["app/[view]/gone/page.tsx", "app/[view]/gone/"]);
    expect(existsSync(path.join(variant, "site.config.ts"))).toBe(true);
  });

  it("agrees with a second sync running at the same time", async () => {
    await Promise.all([syncVariant(variant), syncVariant(variant)]);
    expect(await syncVariant(variant)).toEqual({ written: [], removed: [] });
  });
});

describe("layerFile", () => {
  it("writes the proxy's matcher from the one list of paths it leaves alone", () => {
    const proxy = layerFile("proxy.ts", 'export const config = {\n  matcher: ["/:path*"],\n};\n');
    expect(proxy).toBe(
      `${generatedHeader("proxy.ts")}export const config = {\n  matcher: [${JSON.stringify(PROXY_MATCHER)}],\n};\n`,
    );
  });

  it("refuses a proxy template without a matcher to fill", () => {
    expect(() => layerFile("proxy.ts", "export const config = {};\n")).toThrow(/matcher/);
  });

  it("copies every other file as it is", () => {
    expect(layerFile("app/page.tsx", "matcher: [],\n")).toBe(
      `${generatedHeader("app/page.tsx")}matcher: [],\n`,
    );
  });
});

describe("what git and ESLint leave to the template", () => {
  const gitignore = readFileSync(path.join(ROOT, ".gitignore"), "utf8").split("\n");

  it.each(GENERATED)("git ignores %s in every variant under apps/", (entry) => {
    const pattern = path.extname(entry) === "" ? `apps/*/${entry}/` : `apps/*/${entry}`;
    expect(gitignore).toContain(pattern);
  });

  it("a variant's ESLint ignores the whole layer", () => {
    expect(generatedIgnores.ignores).toEqual([
      "app/**",
      "proxy.ts",
      "instrumentation.ts",
      "instrumentation-client.ts",
      "postcss.config.mjs",
    ]);
  });
});
