import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { layerFile, TEMPLATE_DIR } from "../variant/layer.ts";
import { PROXY_MATCHER, UNPROXIED_PATHS, VIEW_PATH_HEADER, viewRewrites } from "./view-rewrites.ts";

// Next compiles the proxy's matcher and a rewrite's source with functions of its own, with
// different flags (the matcher is case-sensitive, a rewrite is not). This test compiles both with
// Next's own functions, so it fails loudly if Next renames or changes them.
const require = createRequire(import.meta.url);
const { getMiddlewareMatchers } = require("next/dist/build/analysis/get-page-static-info.js") as {
  getMiddlewareMatchers: (matchers: string[], config: object) => { regexp: string }[];
};
const { getPathMatch } = require("next/dist/shared/lib/router/utils/path-match.js") as {
  getPathMatch: (
    source: string,
    options: { strict: boolean; removeUnnamedParams: boolean },
  ) => (pathname: string) => false | object;
};

/** The `config.matcher` of a proxy file, as Next reads it (a literal). */
function matcherOf(source: string): string[] {
  const literal = /^\s*matcher: \[([^]*?)\],$/m.exec(source)?.[1] ?? "";
  return [...literal.matchAll(/"(?:[^"\\]|\\.)*"/g)].map(([text]) => JSON.parse(text) as string);
}

const template = readFileSync(path.join(TEMPLATE_DIR, "proxy.ts"), "utf8");
/** What each variant's proxy.ts holds, once `hub-variant sync` wrote it. */
const variantMatcher = matcherOf(layerFile("proxy.ts", template));
const proxyMatchers = getMiddlewareMatchers(variantMatcher, {}).map(
  ({ regexp }) => new RegExp(regexp),
);
const proxyRuns = (pathname: string) => proxyMatchers.some((matcher) => matcher.test(pathname));
const [rewrite] = viewRewrites();
const rewriteSource = getPathMatch(rewrite?.source ?? "", {
  strict: true,
  removeUnnamedParams: true,
});
const rewriteServes = (pathname: string) => rewriteSource(pathname) !== false;

describe("the paths the proxy leaves alone", () => {
  it.each([
    // What each entry is for.
    { path: "/_next/static/chunks/app.js", proxied: false },
    { path: "/_next/image", proxied: false },
    { path: "/brand/logo.svg", proxied: false },
    { path: "/builds/latest.json", proxied: false },
    { path: "/icons/0a1b2c.svg", proxied: false },
    { path: "/favicon.ico", proxied: false },
    { path: "/manifest.webmanifest", proxied: false },
    { path: "/offline-worker.js", proxied: false },
    // Near misses are pages: the favicon's dot is a dot, not any character.
    { path: "/faviconXico", proxied: true },
    { path: "/favicon-ico", proxied: true },
    { path: "/icons/not-a-hash.svg", proxied: true },
    { path: "/icons/0a1b2c.svg.rsc", proxied: true },
    { path: "/brandx", proxied: true },
    { path: "/buildsx/latest.json", proxied: true },
    { path: "/manifest.webmanifestx", proxied: true },
    { path: "/manifestXwebmanifest", proxied: true },
    { path: "/offline-worker.js/x", proxied: true },
    { path: "/offline-workerXjs", proxied: true },
    { path: "/offline", proxied: true },
    { path: "/", proxied: true },
    { path: "/services/brand", proxied: true },
    { path: "/_next/data/build/about.json", proxied: true },
  ])("$path goes through the proxy: $proxied", ({ path, proxied }) => {
    expect(proxyRuns(path)).toBe(proxied);
  });

  it.each([
    "/faviconXico",
    "/favicon.ico",
    "/FAVICON.ICO",
    "/favicon%2Eico",
    "/Favicon.ico",
    "/brand/x",
    "/Brand/x",
    "/BRAND/x",
    "/builds/x",
    "/Builds/x",
    "/icons/ab.svg",
    "/icons/AB.svg",
    "/icons/ab.SVG",
    "/_next/static/x",
    "/_NEXT/static/x",
    "/_next/image",
    "/_next/imagex",
    "/about",
    "/services/x",
    "/x/favicon.ico",
    "/favicon.ico/x",
    "/brand",
    "/manifest.webmanifest",
    "/Manifest.webmanifest",
    "/manifest%2Ewebmanifest",
    "/offline-worker.js",
    "/OFFLINE-WORKER.JS",
    "/offline-worker.js/x",
  ])("never serves %s from a view the request named, unless the proxy named it", (path) => {
    // A path the proxy skips must be one the rewrite skips: no request reaches a view on its own.
    expect(proxyRuns(path) || !rewriteServes(path)).toBe(true);
  });

  it("is one list: the variants' matcher, the template's copy and the rewrite", () => {
    expect(variantMatcher).toEqual([PROXY_MATCHER]);
    expect(matcherOf(template)).toEqual([PROXY_MATCHER]);
    expect(PROXY_MATCHER).toBe(`/((?!${UNPROXIED_PATHS.join("|")}).*)`);
    expect(rewrite?.source).toBe(`/:path((?!${UNPROXIED_PATHS.join("|")}).*)`);
    expect(rewrite?.has[0]?.key).toBe(VIEW_PATH_HEADER);
  });
});
