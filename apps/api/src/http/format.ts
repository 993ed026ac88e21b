// Scalar formats of the contract.
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";

/** PHP's ISO8601 in UTC: `2024-08-09T09:43:26+0000` (no milliseconds, no colon in the offset). */
export function formatTimestamp(value: Date): string {
  return `${value.toISOString().slice(0, 19)}+0000`;
}

/** `formatTimestamp` in SQL, for resources built as JSON by the database. */
export function timestampSql(column: SQL): SQL {
  return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"+0000"')`;
}

export function formatNullableTimestamp(value: Date | null): string | null {
  return value === null ? null : formatTimestamp(value);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
