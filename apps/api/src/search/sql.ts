// SQL fragments the search modules share.
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";

/** The strings as one `text[]` parameter. */
export function textArray(values: readonly string[]): SQL {
  return sql`${`{${values.map((value) => `"${value.replace(/["\\]/g, "\\$&")}"`).join(",")}}`}::text[]`;
}

/** Every one of the conditions (true for none). */
export const allOf = (conditions: readonly SQL[]): SQL =>
  conditions.length === 0 ? sql`true` : sql.join([...conditions], sql` and `);
