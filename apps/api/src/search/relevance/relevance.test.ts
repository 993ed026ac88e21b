// The relevance suite: every judged search against each borough's real seed content, through the
// HTTP API, on PGlite (and on PostgreSQL in the second pass of `pnpm test`): the set the search is
// tuned on, and the held-out set it never is, each held to the same targets.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadBoroughDataset } from "../../seed/demo.ts";
import { TENANTS } from "../../seed/types.ts";
import { NOW } from "../../test/fixture.ts";
import type { Harness } from "../../test/harness.ts";
import { BASE, startHarness } from "../../test/harness.ts";
import { heldOutQueries } from "./held-out.ts";
import { judgedQueries } from "./queries.ts";
import type { JudgedQuery } from "./queries.ts";
import { formatRelevance, loadProfiles, runRelevance, searchOverHttp, verdicts } from "./suite.ts";

describe.each(TENANTS.map((tenant) => [tenant]))("relevance of %s's searches", (tenant) => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness(loadBoroughDataset(tenant, { referenceDate: NOW }));
  }, 120_000);

  afterAll(async () => {
    await h.close();
  });

  it.each<[string, (tenant: string) => JudgedQuery[], number]>([
    ["the tuned set", judgedQueries, 60],
    ["the held-out set", heldOutQueries, 35],
  ])("meets every target on %s", async (label, queries, atLeast) => {
    const profiles = await loadProfiles(h.database.db);
    const { figures, summary } = await runRelevance(
      queries(tenant),
      profiles,
      searchOverHttp((path, init) => h.app.request(`${BASE}${path}`, init)),
    );
    const report = formatRelevance(`${tenant}, ${label}`, figures, summary);
    console.warn(report);
    expect(summary.judged, report).toBeGreaterThanOrEqual(atLeast);
    expect(verdicts(summary), report).toEqual({
      meanPrecisionAt5: true,
      firstRelevantShare: true,
      meanRecall: true,
      zeroWithRelevant: true,
      foundForNothing: true,
    });
  });
});
