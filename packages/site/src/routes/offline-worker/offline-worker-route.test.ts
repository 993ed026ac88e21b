import { Script } from "node:vm";

import { describe, expect, it } from "vitest";

import { offlineRules } from "../../offline/rules.ts";
import { OFFLINE_COPY_MAX_AGE_MS } from "../../offline/worker-script.ts";
import { createOfflineWorkerRoute } from "./offline-worker-route.ts";

async function scriptOf(buildId: string | null) {
  const response = await createOfflineWorkerRoute(() => Promise.resolve(buildId)).GET();
  return { response, script: await response.text() };
}

describe("GET /offline-worker.js", () => {
  it("is the worker for the running build, one a browser can parse", async () => {
    const { script } = await scriptOf("build-42");
    // Compiled, not run: a syntax error would stop every resident's worker from installing.
    expect(() => new Script(script)).not.toThrow();
    expect(script).toContain('"buildId":"build-42"');
    expect(script).toContain(`"maxAgeMs":${OFFLINE_COPY_MAX_AGE_MS}`);
    expect(script).toContain('"items":"/favourites/items"');
    expect(script).toContain('"savedPagePrefixes":["/services/","/events/"]');
    expect(script).toContain('"fixedPages":["/favourites","/offline"]');
    // Every rule is in it, by its name.
    for (const name of Object.keys(offlineRules)) expect(script).toContain(name);
  });

  it("changes with the build, so the browser installs each build's worker", async () => {
    const [one, two] = await Promise.all([scriptOf("build-1"), scriptOf("build-2")]);
    expect(one.script).not.toBe(two.script);
    // `next dev` has no build id: a worker all the same.
    expect((await scriptOf(null)).script).toContain('"buildId":"development"');
  });

  it("is served as JavaScript for the whole site, asked for again each visit, with its policy", async () => {
    const { response } = await scriptOf("build-1");
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "text/javascript; charset=utf-8",
      "cache-control": "no-cache",
      "service-worker-allowed": "/",
      "content-security-policy": "default-src 'self'; script-src 'self'",
      "x-content-type-options": "nosniff",
    });
    expect(response.headers.has("reporting-endpoints")).toBe(false);
  });
});
