import { mkdtemp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { stubSite } from "../../test/api-stub.ts";
import { TEMPLATE_DIR } from "../../variant/layer.ts";
import { colourTokens, createManifest, manifestColours } from "./manifest-route.ts";

const APPS = path.resolve(TEMPLATE_DIR, "../../../apps");
const KIT_THEMES = path.resolve(TEMPLATE_DIR, "../../ui/src/styles/themes");

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "hub-manifest-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const noSite = () => stubSite(() => ({ status: 404, body: {} }));

describe("the manifest's colours", () => {
  it("come from the template's stylesheet, through everything it imports", () => {
    const colours = manifestColours(path.join(TEMPLATE_DIR, "app/globals.css"));
    expect(colours).toEqual({ theme: "#ffffff", background: "#ffffff" });
  });

  // Each variant's colours are its kit theme's, read where they are declared.
  it.each([
    ["sutton", "sutton"],
    ["borough", "bexley"],
  ])("apps/%s has the %s theme's header and page colours", async (app, theme) => {
    const colours = manifestColours(path.join(APPS, app, "theme.css"));
    const declared = await readFile(path.join(KIT_THEMES, `${theme}.css`), "utf8");
    expect(declared).toContain(`--color-header: ${colours.theme};`);
    expect(declared).toContain(`--color-background: ${colours.background};`);
  });

  it("take the last declaration, as the cascade does, and follow an import once", async () => {
    await writeFile(
      path.join(dir, "site.css"),
      '@import "tailwindcss";\n@import "./kit.css";\n:root { --color-header: #112233; }\n',
    );
    await writeFile(
      path.join(dir, "kit.css"),
      '@import "./site.css";\n:root { --color-header: #ABCDEF; --color-background: #fff; }\n',
    );
    expect(colourTokens(path.join(dir, "site.css"))).toEqual(
      new Map([
        ["header", "#112233"],
        ["background", "#fff"],
      ]),
    );
  });

  it("say which colour a stylesheet lacks", async () => {
    await writeFile(path.join(dir, "site.css"), ":root { --color-header: #112233; }\n");
    expect(() => manifestColours(path.join(dir, "site.css"))).toThrow(/--color-background/);
  });
});

describe("the manifest", () => {
  it("names the variant, and shows its favicon and colours", async () => {
    await mkdir(path.join(dir, "app"));
    await writeFile(
      path.join(dir, "app/globals.css"),
      ":root { --color-header: #5b2a86; --color-background: #ffffff; }\n",
    );
    const { site } = noSite();
    expect(createManifest(site, dir)()).toEqual({
      id: "/",
      name: "Test Hub",
      short_name: "Test Hub",
      description: site.config.seo.descriptions.home,
      lang: "en-GB",
      dir: "ltr",
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: "#5b2a86",
      background_color: "#ffffff",
      icons: [{ src: "/brand/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" }],
    });
  });

  it("uses the short name a variant gives", async () => {
    await mkdir(path.join(dir, "app"));
    await writeFile(
      path.join(dir, "app/globals.css"),
      ":root { --color-header: #000000; --color-background: #ffffff; }\n",
    );
    const { site } = stubSite(() => ({ status: 404, body: {} }), { shortName: "Test" });
    expect(createManifest(site, dir)().short_name).toBe("Test");
  });
});
