// First-load JavaScript per route, from a Next 16 (Turbopack) build's output.
//
// Where the figures come from, and why: Next 16 no longer writes `app-build-manifest.json`, and
// `build-manifest.json` only lists the framework's shared chunks (`rootMainFiles`) plus each
// route's copy of them (`pagesChunkGroupBootstrapParams`), not the route's own chunks. The one
// file that lists those is the per-route client reference manifest
// (`.next/server/app/<route>/page_client-reference-manifest.js`): its `entryJSFiles` maps every
// segment the route renders (root layout, group layouts, error/not-found boundaries, the page) to
// the chunks its client components need. The HTML Next serves loads exactly `rootMainFiles` plus
// those chunks (checked against `next start` output for `/`, `/results` and `/services/[slug]`),
// so first-load JS = rootMainFiles ∪ every entryJSFiles list, each file counted once.
// `polyfillFiles` are left out: they load with `nomodule`, which modern browsers skip.
// The framework baseline is `rootMainFiles` alone, as the apps have no empty route.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";

export type ClientReferenceManifest = {
  /** The app path, e.g. `/(search)/results/page`. */
  entry: string;
  /** Segment → the chunks (paths relative to `.next/`) its client components load. */
  entryJSFiles: Record<string, readonly string[]>;
};

export type RouteFirstLoad = { route: string; files: string[] };

export type FirstLoadFigures = {
  baselineBytes: number;
  routes: { route: string; bytes: number; overBaselineBytes: number }[];
};

const ASSIGNMENT = /^globalThis\.__RSC_MANIFEST\[("(?:[^"\\]|\\.)*")\]\s*=\s*(\{.*\});?\s*$/m;

/** Reads the object a `page_client-reference-manifest.js` assigns to `globalThis.__RSC_MANIFEST`. */
export function parseClientReferenceManifest(source: string): ClientReferenceManifest {
  const match = ASSIGNMENT.exec(source);
  if (!match?.[1] || !match[2]) {
    throw new Error("Not a client reference manifest: no __RSC_MANIFEST assignment");
  }
  const entry = JSON.parse(match[1]) as string;
  const manifest = JSON.parse(match[2]) as { entryJSFiles?: Record<string, readonly string[]> };
  return { entry, entryJSFiles: manifest.entryJSFiles ?? {} };
}

/** The URL path of an app path: route groups and the trailing `/page` dropped. */
export function routeOfEntry(entry: string): string {
  const segments = entry
    .split("/")
    .filter((segment) => segment !== "" && !/^\(.*\)$/.test(segment));
  if (segments.at(-1) === "page") segments.pop();
  return `/${segments.join("/")}`;
}

/** rootMainFiles, then each segment's chunks, without repeats. */
export function firstLoadFiles(
  rootMainFiles: readonly string[],
  manifest: ClientReferenceManifest,
): RouteFirstLoad {
  const files = new Set(rootMainFiles);
  for (const chunks of Object.values(manifest.entryJSFiles)) {
    for (const chunk of chunks) files.add(chunk);
  }
  return { route: routeOfEntry(manifest.entry), files: [...files] };
}

/** Sizes every route against the baseline, given each file's gzip size. */
export function firstLoadFigures(
  rootMainFiles: readonly string[],
  routes: readonly RouteFirstLoad[],
  gzipBytes: (file: string) => number,
): FirstLoadFigures {
  const total = (files: readonly string[]) => files.reduce((sum, file) => sum + gzipBytes(file), 0);
  const baselineBytes = total(rootMainFiles);
  return {
    baselineBytes,
    routes: routes
      .map(({ route, files }) => {
        const bytes = total(files);
        return { route, bytes, overBaselineBytes: bytes - baselineBytes };
      })
      .sort((a, b) => a.route.localeCompare(b.route)),
  };
}

async function findManifests(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name === "page_client-reference-manifest.js")
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Measures an app's build (`<appDir>/.next`); gzip at zlib's default level, as Next reported. */
export async function measureFirstLoadJs(appDir: string): Promise<FirstLoadFigures> {
  const dotNext = path.join(appDir, ".next");
  const buildManifest = JSON.parse(
    await readFile(path.join(dotNext, "build-manifest.json"), "utf8"),
  ) as { rootMainFiles: string[] };
  const routes = await Promise.all(
    (await findManifests(path.join(dotNext, "server", "app"))).map(async (file) =>
      firstLoadFiles(
        buildManifest.rootMainFiles,
        parseClientReferenceManifest(await readFile(file, "utf8")),
      ),
    ),
  );
  const files = new Set([...buildManifest.rootMainFiles, ...routes.flatMap((r) => r.files)]);
  const sizes = new Map<string, number>();
  for (const file of files) {
    sizes.set(file, gzipSync(await readFile(path.join(dotNext, file))).length);
  }
  return firstLoadFigures(buildManifest.rootMainFiles, routes, (file) => sizes.get(file) ?? 0);
}
