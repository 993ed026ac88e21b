// Route-parameter binding. `{service}`, `{organisation}`, `{organisation_event}`, `{page}`,
// `{collection}` and `{taxonomy}` resolve by id first, then by slug, else 404 with an empty
// message; `{location}` and `{service_location}` are id-only (contract §0).
import { and, eq } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/types.ts";
import { modelNotFound, notFound } from "./errors.ts";
import { isUuid } from "./format.ts";

type Bindable = PgTable & { id: PgColumn; slug: PgColumn };

export async function bindIdOrSlug<T>(
  db: Db,
  table: Bindable,
  columns: Record<string, PgColumn>,
  value: string,
  scope?: SQL,
): Promise<T> {
  const find = async (condition: SQL): Promise<T | undefined> => {
    const rows = await db
      .select(columns)
      .from(table)
      .where(scope ? and(condition, scope) : condition)
      .limit(1);
    return rows[0] as T | undefined;
  };
  const found =
    (isUuid(value) ? await find(eq(table.id, value)) : undefined) ??
    (await find(eq(table.slug, value)));
  if (found === undefined) throw notFound();
  return found;
}

export async function bindId<T>(
  db: Db,
  table: PgTable & { id: PgColumn },
  columns: Record<string, PgColumn>,
  value: string,
  model: string,
): Promise<T> {
  const rows = isUuid(value)
    ? await db.select(columns).from(table).where(eq(table.id, value)).limit(1)
    : [];
  const found = rows[0] as T | undefined;
  if (found === undefined) throw modelNotFound(model, value);
  return found;
}
