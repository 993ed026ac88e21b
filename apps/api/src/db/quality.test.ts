// The quality multiplier as the contract states it, the same in TypeScript and in the database
// (PGlite, or PostgreSQL in the second half of `pnpm test`), at every level a score can take.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fixtureDataset } from "../test/fixture.ts";
import { harnessForFile } from "../test/harness-for-file.ts";
import { QUALITY_MAX, SCORE_LEVELS, qualityOf, qualitySql } from "./quality.ts";
import { queryRows } from "./types.ts";

const h = harnessForFile(fixtureDataset());

describe("the quality multiplier", () => {
  it.each([
    ["no score", null, 1],
    ["score 0, the default", 0, 1.1],
    ["score 1, poor", 1, 1.2],
    ["score 3", 3, 1.4],
    ["score 5, excellent", 5, 1.6],
  ] as const)("is the contract's for %s", (_name, score, quality) => {
    expect(qualityOf(score)).toBe(quality);
  });

  it("has seven levels, best first, the best being the highest multiplier", () => {
    expect(SCORE_LEVELS).toEqual([5, 4, 3, 2, 1, 0, null]);
    expect(QUALITY_MAX).toBe(Math.max(...SCORE_LEVELS.map(qualityOf)));
  });

  it("is the same number in the database at every level", async () => {
    for (const score of SCORE_LEVELS) {
      const [row] = await queryRows<{ quality: number }>(
        h.database.db,
        sql`select ${qualitySql(sql`${score}::integer`)}::float8 as quality`,
      );
      expect(row?.quality).toBe(qualityOf(score));
    }
  });
});
