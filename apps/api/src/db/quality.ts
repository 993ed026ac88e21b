// A service's curated score and the quality multiplier search ranks by (contract §7): the
// score's range, the multiplier as SQL and as a number, and its levels, best first.
import { sql } from "drizzle-orm";
import type { AnyColumn, SQL } from "drizzle-orm";

/** A service's curated score, when it has one: 0 by default, 1 to 5 from poor to excellent. */
export const SERVICE_SCORE_RANGE = { min: 0, max: 5 } as const;

/** A score without one: upstream's multiplier counts it one step below the lowest. */
const UNSCORED = SERVICE_SCORE_RANGE.min - 1;

/**
 * Upstream's quality multiplier, `1 + 0.1 × (score + 1)` (1 without a score), in tenths so each
 * level is the nearest double to its decimal, as PostgreSQL's numeric arithmetic stores it.
 */
export function qualityOf(score: number | null): number {
  return (10 + (score ?? UNSCORED) + -UNSCORED) / 10;
}

/** `qualityOf` in SQL, of an integer score column that may be null. */
export function qualitySql(score: SQL): SQL {
  const unscored = sql.raw(String(UNSCORED));
  const offset = sql.raw(String(-UNSCORED));
  return sql`1 + 0.1 * (coalesce(${score}, ${unscored}) + ${offset})`;
}

/** The scores a service can have, best first; null (no score) is the lowest. */
export const SCORE_LEVELS: readonly (number | null)[] = [
  ...Array.from(
    { length: SERVICE_SCORE_RANGE.max - SERVICE_SCORE_RANGE.min + 1 },
    (_, i) => SERVICE_SCORE_RANGE.max - i,
  ),
  null,
];

/** The multiplier at its highest. */
export const QUALITY_MAX = qualityOf(SERVICE_SCORE_RANGE.max);

/** `score` (a column) is the given score, or null for none. */
export function scoreIs(column: SQL | AnyColumn, score: number | null): SQL {
  return score === null ? sql`${column} is null` : sql`${column} = ${sql.raw(String(score))}`;
}
