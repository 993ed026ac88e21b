// The relevance suite: every judged search against each borough's real seed content, through the
// HTTP API, on PGlite (and on PostgreSQL in the second pass of `pnpm test`): the set the search is
// tuned on, held to every target, and the held-out set it never is, whose figures are reported.
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

  const measure = async (label: string, queries: (tenant: string) => JudgedQuery[]) => {
    const profiles = await loadProfiles(h.database.db);
    const { figures, summary } = await runRelevance(
      queries(tenant),
      profiles,
      searchOverHttp((path, init) => h.app.request(`${BASE}${path}`, init)),
    );
    const report = formatRelevance(`${tenant}, ${label}`, figures, summary);
    console.warn(report);
    return { summary, report };
  };

  it("meets every target on the tuned set", async () => {
    const { summary, report } = await measure("the tuned set", judgedQueries);
    expect(summary.judged, report).toBeGreaterThanOrEqual(60);
    expect(verdicts(summary), report).toEqual({
      meanPrecisionAt5: true,
      firstRelevantShare: true,
      meanRecall: true,
      zeroWithRelevant: true,
      foundForNothing: true,
    });
  });

  // Below its precision, first-result and recall targets (docs/quality.md, issue 43 open): its
  // figures are printed for the record, and what must always hold of it is held.
  it("finds something for every need of the held-out set, and nothing for none", async () => {
    const { summary, report } = await measure("the held-out set", heldOutQueries);
    expect(summary.judged, report).toBeGreaterThanOrEqual(35);
    expect(verdicts(summary), report).toMatchObject({
      zeroWithRelevant: true,
      foundForNothing: true,
    });
  });
});
