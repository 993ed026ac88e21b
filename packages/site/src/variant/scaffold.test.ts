import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { TEMPLATE_DIR } from "./layer.ts";
import {
  boroughNameOf,
  packageJson,
  scaffoldVariant,
  VARIANT_DEPENDENCIES,
  VARIANT_DEV_DEPENDENCIES,
} from "./scaffold.ts";

const APPS = path.resolve(TEMPLATE_DIR, "../../../apps");
/** The site variants under `apps/` (the API is a package there too). */
const VARIANTS = readdirSync(APPS).filter((name) =>
  existsSync(path.join(APPS, name, "site.config.ts")),
);

let parent: string;
beforeEach(async () => {
  parent = await mkdtemp(path.join(tmpdir(), "hub-new-variant-"));
});
afterEach(async () => {
  await rm(parent, { recursive: true, force: true });
});

const options = (dir: string) => ({
  name: "kingston-upon-thames",
  appName: "Kingston Information Hub",
  port: 3005,
  dir,
});

describe("scaffoldVariant", () => {
  it("writes configuration, theme, brand files and package files, and no routes", async () => {
    const dir = path.join(parent, "kingston");
    expect(await scaffoldVariant(options(dir))).toEqual([
      "eslint.config.js",
      "next.config.ts",
      "package.json",
      "public/brand/favicon.svg",
      "public/brand/logo.svg",
      "site.config.ts",
      "theme.css",
      "tsconfig.json",
    ]);
  });

  it("names the council in its configuration, logo and package", async () => {
    const dir = path.join(parent, "kingston");
    await scaffoldVariant(options(dir));
    const config = await readFile(path.join(dir, "site.config.ts"), "utf8");
    expect(config).toContain('appName: "Kingston Information Hub"');
    expect(config).toContain('variant: "kingston-upon-thames"');
    expect(config).toContain('boroughName: "Kingston Upon Thames"');
    expect(config).toContain('publicUrl: "https://kingston-upon-thames.example.org"');
    expect(config).not.toMatch(/Example|example-information-hub/);
    expect(await readFile(path.join(dir, "public/brand/logo.svg"), "utf8")).toContain(
      ">Kingston Upon Thames<",
    );
    const manifest = JSON.parse(await readFile(path.join(dir, "package.json"), "utf8")) as {
      name: string;
      scripts: Record<string, string>;
    };
    expect(manifest.name).toBe("@hub/kingston-upon-thames");
    expect(manifest.scripts.start).toBe("PORT=${PORT:-3005} next start");
    expect(manifest.scripts.dev).toBe("hub-variant dev -p 3005");
  });

  it("explains every setting it writes", async () => {
    const template = await readFile(path.join(TEMPLATE_DIR, "site.config.ts"), "utf8");
    const settings = [...template.matchAll(/^ {2}(\w+):/gm)].map((match) => match[1]);
    expect(settings.length).toBeGreaterThan(10);
    for (const setting of settings) {
      const line = template.split("\n").findIndex((text) => text.startsWith(`  ${setting}:`));
      expect(template.split("\n")[line - 1], setting).toMatch(/^\s*\/\//);
    }
  });

  it("refuses a folder that is not empty, and a name that is not an id", async () => {
    await writeFile(path.join(parent, "x"), "");
    await expect(scaffoldVariant(options(parent))).rejects.toThrow(/not empty/);
    await expect(
      scaffoldVariant({ ...options(path.join(parent, "y")), name: "Kingston" }),
    ).rejects.toThrow(/not a variant name/);
  });

  it("makes borough names from ids", () => {
    expect(boroughNameOf("sutton")).toBe("Sutton");
    expect(boroughNameOf("kingston-upon-thames")).toBe("Kingston Upon Thames");
  });
});

describe.each(VARIANTS)("apps/%s holds only what differs between councils", (variant) => {
  const dir = path.join(APPS, variant);
  const own = (file: string) => readFileSync(path.join(dir, file), "utf8");

  it("has no file in git besides its configuration, theme, brand and package files", () => {
    const files = execFileSync("git", ["ls-files", "-z", "--", "."], { cwd: dir, encoding: "utf8" })
      .split("\0")
      .filter((file) => file !== "")
      .sort();
    expect(files).toEqual([
      "eslint.config.js",
      "next.config.ts",
      "package.json",
      "public/brand/favicon.svg",
      "public/brand/logo.svg",
      "site.config.ts",
      "theme.css",
      "tsconfig.json",
    ]);
  });

  it("has the package files a new variant gets", async () => {
    const scaffolded = path.join(parent, variant);
    await scaffoldVariant({ ...options(scaffolded), name: "x" });
    for (const file of ["eslint.config.js", "next.config.ts", "tsconfig.json"]) {
      expect(own(file), file).toBe(await readFile(path.join(scaffolded, file), "utf8"));
    }
    const manifest = JSON.parse(own("package.json")) as {
      scripts: { start: string };
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    const port = Number(/PORT:-(\d+)/.exec(manifest.scripts.start)?.[1]);
    const expected = JSON.parse(packageJson({ ...options(dir), port })) as typeof manifest;
    expect(manifest.scripts).toEqual(expected.scripts);
    expect(manifest.dependencies).toEqual(VARIANT_DEPENDENCIES);
    expect(manifest.devDependencies).toEqual(VARIANT_DEV_DEPENDENCIES);
  });
});
