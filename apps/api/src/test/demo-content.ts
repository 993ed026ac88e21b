// The two boroughs' demo content at one fixed reference day, and the helpers the checks on it
// share (src/seed/dataset*.test.ts, src/seed/quality*.test.ts).
import { loadBoroughDataset } from "../seed/demo.ts";
import type { BoroughDataset, Tenant } from "../seed/types.ts";

/** The day the demo content is dated from in its checks. */
export const DEMO_REFERENCE = "2025-06-15";

export const DEMO_DATASETS: Record<Tenant, BoroughDataset> = {
  sutton: loadBoroughDataset("sutton", { referenceDate: DEMO_REFERENCE }),
  bexley: loadBoroughDataset("bexley", { referenceDate: DEMO_REFERENCE }),
};

/** Every string value in a JSON-like tree, with the key it sits under. */
export function strings(value: unknown, key = ""): { key: string; value: string }[] {
  if (typeof value === "string") return [{ key, value }];
  if (Array.isArray(value)) return value.flatMap((v) => strings(v, key));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => strings(v, k));
  }
  return [];
}

/** Values that appear more than `allowed` times, with their counts. */
export function overused(values: readonly string[], allowed: number): [string, number][] {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].filter(([, n]) => n > allowed);
}
