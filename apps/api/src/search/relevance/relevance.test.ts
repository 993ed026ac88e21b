// The relevance suite: every judged search against each borough's real seed content, through the
// HTTP API, on PGlite (and on PostgreSQL in the second pass of `pnpm test`).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadBoroughDataset } from "../../seed/demo.ts";
import { TENANTS } from "../../seed/types.ts";
import { NOW } from "../../test/fixture.ts";
import type { Harness } from "../../test/harness.ts";
import { BASE, startHarness } from "../../test/harness.ts";
import { judgedQueries } from "./queries.ts";
import { formatRelevance, loadProfiles, runRelevance, searchOverHttp, verdicts } from "./suite.ts";

describe.each(TENANTS.map((tenant) => [tenant]))("relevance of %s's searches", (tenant) => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness(loadBoroughDataset(tenant, { referenceDate: NOW }));
  }, 120_000);

  afterAll(async () => {
    await h.close();
  });

  it("meets every target", async () => {
    const profiles = await loadProfiles(h.database.db);
    const { figures, summary } = await runRelevance(
      judgedQueries(tenant),
      profiles,
      searchOverHttp((path, init) => h.app.request(`${BASE}${path}`, init)),
    );
    const report = formatRelevance(tenant, figures, summary);
    console.warn(report);
    expect(summary.judged, report).toBeGreaterThanOrEqual(60);
    expect(verdicts(summary), report).toEqual({
      meanPrecisionAt5: true,
      firstRelevantShare: true,
      meanRecall: true,
      zeroWithRelevant: true,
      foundForNothing: true,
    });
  });
});
