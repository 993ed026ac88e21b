// The relevance suite: every judged search against each borough's real seed content, through the
// HTTP API, on PGlite (and on PostgreSQL in the second pass of `pnpm test`).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildBoroughDataset } from "../../seed/content/dataset.ts";
import { TENANTS } from "../../seed/content/types.ts";
import { NOW } from "../../test/fixture.ts";
import type { Harness } from "../../test/harness.ts";
import { startHarness } from "../../test/harness.ts";
import { judgedQueries } from "./queries.ts";
import type { Search } from "./suite.ts";
import { formatRelevance, loadProfiles, runRelevance, verdicts } from "./suite.ts";

const PER_PAGE = 100;
/** Recall looks this deep; no judged search has more relevant services. */
const MAX_PAGES = 3;

/** The ids of every result, page by page. */
export function searchThrough(h: Harness): Search {
  return async (query) => {
    const ids: string[] = [];
    let total = 0;
    for (let page = 1; page <= MAX_PAGES; page++) {
      const response = await h.call("/search", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query, page, per_page: PER_PAGE }),
      });
      if (response.status !== 200) throw new Error(`${query}: ${response.status}`);
      const body = response.body as { data: { id: string }[]; meta: { total: number } };
      total = body.meta.total;
      ids.push(...body.data.map((service) => service.id));
      if (ids.length >= total) break;
    }
    return { ids, total };
  };
}

describe.each(TENANTS.map((tenant) => [tenant]))("relevance of %s's searches", (tenant) => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness(buildBoroughDataset(tenant, { referenceDate: NOW }));
  }, 120_000);

  afterAll(async () => {
    await h.close();
  });

  it("meets every target", async () => {
    const profiles = await loadProfiles(h.database.db);
    const { figures, summary } = await runRelevance(
      judgedQueries(tenant),
      profiles,
      searchThrough(h),
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
