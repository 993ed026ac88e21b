// An API failure never blanks a page in the production shape either (issue 44; decision 0052):
// with every API process down, or hung (stopped, so connections are accepted and never
// answered), a page that needs the API is the site's own 503 page with `Retry-After`, through the
// proxy, within 5 s, with JavaScript off and on; a page already in the shared cache is still
// served; and the site is back once the API is.
import { setTimeout } from "node:timers/promises";

import { UPSTREAM_FAIL_TIMEOUT_SECONDS } from "../../../scripts/cluster/nginx.ts";
import type { RunningCluster } from "../support/fixtures.ts";
import { expect, test } from "../support/fixtures.ts";

type Service = { slug: string; name: string };

/** How soon a page the API fails must be answered (issue 44). */
const FAILURE_PAGE_WITHIN_MS = 5000;

const FAULTS: {
  name: string;
  start: (cluster: RunningCluster) => Promise<unknown>;
  end: (cluster: RunningCluster) => Promise<unknown>;
}[] = [
  {
    name: "down",
    start: (cluster) => Promise.all(cluster.replicas.api.map((api) => api.kill())),
    end: (cluster) => Promise.all(cluster.replicas.api.map((api) => api.start())),
  },
  {
    name: "hung",
    start: (cluster) => signalApis(cluster, "SIGSTOP"),
    end: (cluster) => signalApis(cluster, "SIGCONT"),
  },
];

function signalApis(cluster: RunningCluster, signal: NodeJS.Signals): Promise<void> {
  for (const api of cluster.replicas.api) {
    const { pid } = api.process();
    if (pid !== undefined) process.kill(pid, signal);
  }
  return Promise.resolve();
}

/**
 * Waits until the API is back for every part that saw it fail: each nginx worker counts an API
 * process out for `fail_timeout` after its last failure, and each Sutton replica keeps its own
 * view of the API's health (decision 0052), so the next test must meet neither still waiting.
 */
async function everyReplicaAnswers(cluster: RunningCluster, pathname: string): Promise<void> {
  await setTimeout(UPSTREAM_FAIL_TIMEOUT_SECONDS * 1000);
  for (const replica of cluster.replicas.sites.sutton) {
    await expect
      .poll(async () => (await fetch(`${replica.origin}${pathname}`)).status, {
        message: `${replica.name} renders ${pathname} again`,
        timeout: 30_000,
      })
      .toBe(200);
  }
}

let page = 0;
/** Three active services no earlier test of this file has asked for. */
async function freshServices(cluster: RunningCluster): Promise<Service[]> {
  page += 1;
  const response = await fetch(
    `${cluster.apiOrigin}/sutton/core/v1/services?filter[status]=active&per_page=3&page=${String(page + 3)}`,
  );
  const services = ((await response.json()) as { data: Service[] }).data;
  expect(services).toHaveLength(3);
  return services;
}

for (const { name, start, end } of FAULTS) {
  for (const javaScriptEnabled of [false, true]) {
    test(`with the API ${name}, JavaScript ${javaScriptEnabled ? "on" : "off"}: the site's own 503 page within 5 s, cached pages served, then back`, async ({
      cluster,
      browser,
    }) => {
      const [cached, needed, later] = await freshServices(cluster);
      const origin = cluster.siteOrigins.sutton;
      const context = await browser.newContext({ javaScriptEnabled });
      const visitor = await context.newPage();
      try {
        expect((await visitor.goto(`${origin}/services/${cached!.slug}`))?.status()).toBe(200);
        await start(cluster);
        for (const service of [needed!, later!]) {
          const started = Date.now();
          const response = await visitor.goto(`${origin}/services/${service.slug}`, {
            waitUntil: "commit",
          });
          const elapsedMs = Date.now() - started;
          expect(response?.status(), service.slug).toBe(503);
          expect(await response?.headerValue("retry-after")).toBe("60");
          expect(elapsedMs, `answered after ${String(elapsedMs)} ms`).toBeLessThan(
            FAILURE_PAGE_WITHIN_MS,
          );
          await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(
            "Sorry, there is a problem with the service",
          );
          await expect(visitor.getByText("Error 503")).toBeVisible();
        }
        const stillCached = await visitor.goto(`${origin}/services/${cached!.slug}`, {
          waitUntil: "domcontentloaded",
        });
        expect(stillCached?.status()).toBe(200);
        await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(cached!.name);
      } finally {
        await end(cluster);
        await everyReplicaAnswers(cluster, `/services/${needed!.slug}`);
      }
      try {
        await expect
          .poll(async () => (await visitor.goto(`${origin}/services/${needed!.slug}`))?.status(), {
            timeout: 30_000,
          })
          .toBe(200);
        await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(needed!.name);
      } finally {
        await context.close();
      }
    });
  }
}
