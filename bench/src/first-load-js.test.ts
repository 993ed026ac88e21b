import { describe, expect, it } from "vitest";

import {
  firstLoadFigures,
  firstLoadFiles,
  parseClientReferenceManifest,
  routeOfEntry,
} from "./first-load-js.ts";

/** The shape `next build` 16.4 (Turbopack) writes, trimmed. */
const source = [
  "globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};",
  `globalThis.__RSC_MANIFEST["/(search)/results/page"] = ${JSON.stringify({
    moduleLoading: { prefix: "" },
    clientModules: {},
    entryJSFiles: {
      "[project]/apps/sutton/app/layout": ["static/chunks/layout.js"],
      "[project]/apps/sutton/app/global-error": [
        "static/chunks/layout.js",
        "static/chunks/global-error.js",
      ],
      "[project]/apps/sutton/app/(search)/results/page": [
        "static/chunks/layout.js",
        "static/chunks/results.js",
      ],
    },
  })};`,
].join("\n");

describe("parseClientReferenceManifest", () => {
  it("reads the route and its segments' chunks", () => {
    const manifest = parseClientReferenceManifest(source);
    expect(manifest.entry).toBe("/(search)/results/page");
    expect(Object.keys(manifest.entryJSFiles)).toHaveLength(3);
  });

  it("takes a manifest without entryJSFiles as one without client chunks", () => {
    const bare = 'globalThis.__RSC_MANIFEST["/about/page"] = {"clientModules":{}};';
    expect(parseClientReferenceManifest(bare)).toEqual({ entry: "/about/page", entryJSFiles: {} });
  });

  it("refuses anything else", () => {
    expect(() => parseClientReferenceManifest("module.exports = {}")).toThrow(/__RSC_MANIFEST/);
  });
});

describe("routeOfEntry", () => {
  it.each([
    ["/(main)/page", "/"],
    ["/(search)/results/page", "/results"],
    ["/(services)/services/[slug]/page", "/services/[slug]"],
    ["/(information)/pages/[parent]/[...slug]/page", "/pages/[parent]/[...slug]"],
    ["/_not-found/page", "/_not-found"],
  ])("%s → %s", (entry, route) => {
    expect(routeOfEntry(entry)).toBe(route);
  });
});

describe("firstLoadFiles", () => {
  it("is the framework's chunks, then each segment's, each once", () => {
    expect(firstLoadFiles(["static/chunks/main.js"], parseClientReferenceManifest(source))).toEqual(
      {
        route: "/results",
        files: [
          "static/chunks/main.js",
          "static/chunks/layout.js",
          "static/chunks/global-error.js",
          "static/chunks/results.js",
        ],
      },
    );
  });
});

describe("firstLoadFigures", () => {
  const sizes: Record<string, number> = { main: 100_000, layout: 5_000, results: 2_000, map: 30 };
  const gzipBytes = (file: string) => sizes[file] ?? 0;

  it.each([
    {
      name: "a route with only the framework",
      files: ["main"],
      expected: { bytes: 100_000, overBaselineBytes: 0 },
    },
    {
      name: "a route with its own chunks",
      files: ["main", "layout", "results"],
      expected: { bytes: 107_000, overBaselineBytes: 7_000 },
    },
  ])("sizes $name", ({ files, expected }) => {
    const figures = firstLoadFigures(["main"], [{ route: "/x", files }], gzipBytes);
    expect(figures.baselineBytes).toBe(100_000);
    expect(figures.routes).toEqual([{ route: "/x", ...expected }]);
  });

  it("lists routes in path order", () => {
    const figures = firstLoadFigures(
      ["main"],
      [
        { route: "/results", files: ["main"] },
        { route: "/", files: ["main"] },
      ],
      gzipBytes,
    );
    expect(figures.routes.map((route) => route.route)).toEqual(["/", "/results"]);
  });
});
