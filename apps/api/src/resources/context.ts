import type { Context } from "hono";
import type { Db } from "../db/types.ts";
import type { AppEnv } from "../http/env.ts";

/** What presenters need: the database, where public URLs start, and the request's clock. */
export type PresentContext = { db: Db; apiBase: string; now: Date };

export function presentContext(c: Context<AppEnv>): PresentContext {
  return { db: c.var.tenant.db, apiBase: c.var.apiBase, now: c.var.now };
}

/** Groups rows by a key, keeping their order. */
export function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

export function unique<T>(values: readonly (T | null | undefined)[]): T[] {
  return [...new Set(values.filter((value): value is T => value !== null && value !== undefined))];
}
