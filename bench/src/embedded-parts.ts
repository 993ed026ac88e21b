// The parts measured on the embedded stack: pages against their static copies (and the results
// pages at scale), Lighthouse, and a load of every page of both variants.
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { measureHttp } from "./http-bench.ts";
import type { HttpFigures } from "./http-bench.ts";
import { runLighthouse } from "./lighthouse.ts";
import type { BenchOptions } from "./options.ts";
import { discoverScaleSearches } from "./pages.ts";
import { stopServer } from "./processes.ts";
import type { BenchResults, PageFigure } from "./results.ts";
import { medianByThroughput } from "./stats.ts";
import { startApi, startSite, startStaticBaseline, VARIANTS, warmUp } from "./embedded.ts";
import type { Stack } from "./embedded.ts";
import { apiDir, note, run } from "./run.ts";

export async function benchPages(stack: Stack, options: BenchOptions): Promise<PageFigure[]> {
  const baseline = await startStaticBaseline(stack);
  // Searches from one address meet the sites' per-visitor search limit (60 a minute): each
  // request names a visitor of its own, as nginx would for many residents.
  const measure = (origin: string, pagePath: string, asVisitors: boolean) =>
    measureHttp({
      targets: [{ origin, paths: [pagePath], asVisitors }],
      connections: options.connections,
      durationSeconds: options.durationSeconds,
    });
  const figures: PageFigure[] = [];
  for (const site of stack.sites) {
    for (const page of site.pages.throughput) {
      note(`pages: ${site.variant.name} ${page.path} (${options.pageRounds} rounds)`);
      // Site and baseline take turns, so a slow spell of the machine falls on both sides.
      const siteRuns: HttpFigures[] = [];
      const staticRuns: HttpFigures[] = [];
      for (let round = 0; round < options.pageRounds; round++) {
        const asVisitors = page.kind === "search";
        siteRuns.push(await measure(site.origin, page.path, asVisitors));
        staticRuns.push(
          await measure(baseline.origin, `/${site.variant.name}${page.path}`, asVisitors),
        );
      }
      figures.push({
        ...page,
        variant: site.variant.name,
        services: 0,
        site: medianByThroughput(siteRuns),
        static: medianByThroughput(staticRuns),
      });
    }
  }
  if (options.resultsServices > 0) figures.push(...(await benchResultsAtScale(stack, options)));
  return figures;
}

/**
 * The results pages again, against a second API whose tenants carry `resultsServices` synthetic
 * services on top of their seed, served by a second instance of each site. Each request is a
 * different search (several keywords or postcodes, and an address of its own), so the site's
 * page cache never answers: the figures are the cost of real searches.
 */
async function benchResultsAtScale(stack: Stack, options: BenchOptions): Promise<PageFigure[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "hub-bench-api-scale-"));
  stack.dirs.push(dataDir);
  const services = options.resultsServices;
  note(`seeding ${services} synthetic services per tenant for the results pages (minutes)`);
  run(
    process.execPath,
    [
      "src/seed/cli.ts",
      ...VARIANTS.flatMap((variant) => ["--tenant", variant.tenant]),
      "--services",
      String(services),
    ],
    apiDir,
    { API_DATA_DIR: dataDir },
  );
  const api = await startApi("apps/api (scaled)", dataDir, "off");
  stack.servers.push(api);
  const figures: PageFigure[] = [];
  for (const { variant } of stack.sites) {
    const site = await startSite(variant, api.origin);
    stack.servers.push(site);
    const searches = await discoverScaleSearches(`${api.origin}/${variant.tenant}/core/v1`);
    await warmUp(
      site.origin,
      searches.flatMap((search) => search.warmUp),
    );
    for (const search of searches) {
      note(`pages at ${services} services: ${variant.name} ${search.name}`);
      figures.push({
        name: search.name,
        kind: "search",
        path: `${search.paths[0] ?? ""} (+${search.paths.length - 1} more)`,
        variant: variant.name,
        services,
        // Each search once: a repeat within the minute would be the site's stored answer.
        site: await measureHttp({
          targets: [{ origin: site.origin, paths: search.paths, unique: true, asVisitors: true }],
          connections: options.resultsConnections,
          durationSeconds: options.durationSeconds,
          amount: search.paths.length,
        }),
        static: null,
      });
    }
    await stopServer(site);
  }
  await stopServer(api);
  return figures;
}

export async function benchLighthouse(stack: Stack, options: BenchOptions) {
  const figures: NonNullable<BenchResults["lighthouse"]> = [];
  for (const site of stack.sites) {
    note(
      `lighthouse: ${site.variant.name} (${site.pages.lighthouse.length} pages × ${options.lighthouseRuns} runs)`,
    );
    const urls = site.pages.lighthouse.map((page) => `${site.origin}${page.path}`);
    const scored = await runLighthouse(urls, options.chromiumPath, options.lighthouseRuns);
    for (const [i, figure] of scored.entries()) {
      figures.push({
        ...figure,
        variant: site.variant.name,
        page: site.pages.lighthouse[i]?.name ?? "",
      });
    }
  }
  return figures;
}

export async function benchLoad(
  stack: Stack,
  options: BenchOptions,
): Promise<BenchResults["load"]> {
  const targets = stack.sites.map((site) => ({
    origin: site.origin,
    paths: site.pages.throughput.map((page) => page.path),
    asVisitors: true,
  }));
  note(`load: ${options.loadConnections} connections for ${options.loadDurationSeconds} s`);
  const figures = await measureHttp({
    targets,
    connections: options.loadConnections,
    durationSeconds: options.loadDurationSeconds,
  });
  return {
    ...figures,
    connections: options.loadConnections,
    durationSeconds: options.loadDurationSeconds,
    paths: targets.reduce((sum, target) => sum + target.paths.length, 0),
  };
}
