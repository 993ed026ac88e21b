// PGlite has no autovacuum. After a bulk write (a seed, or the search's rebuild after a
// migration) a tenant's tables still hold every row the write replaced, its GIN indexes their
// pending lists and its planner old statistics, and every search reads through them until
// something vacuums. PostgreSQL's autovacuum would get there in time; doing it straight away
// costs the same work sooner.
import { sql } from "drizzle-orm";
import type { Db } from "./types.ts";
import { queryRows } from "./types.ts";

/**
 * Vacuums and analyses the tables of the connection's current schema: the tenant's own, never
 * another tenant's on a shared PostgreSQL. It cannot run inside a transaction.
 */
export async function vacuumTenant(db: Db): Promise<void> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select format('%I.%I', n.nspname, c.relname) as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind = 'r'
      order by c.relname`,
  );
  if (tables.length === 0) return;
  await db.execute(sql.raw(`vacuum (analyze) ${tables.map((table) => table.name).join(", ")}`));
}
