// What a seed and a search refresh leave behind for searches to read past, through PGlite or
// PostgreSQL: GIN pending lists, pages not yet known all-visible, dead rows.
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTenant } from "../seed/run.ts";
import { NOW } from "../test/fixture.ts";
import { openTestDatabase } from "../test/harness.ts";
import type { Database } from "./database.ts";
import { vacuumTenant } from "./maintenance.ts";
import {
  refreshEventSearch,
  refreshPageSearch,
  refreshSearchVocabulary,
  refreshServiceSearch,
} from "./search-index.ts";
import type { Db } from "./types.ts";
import { queryRows } from "./types.ts";

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedTenant(database.db, "sutton", { referenceDate: NOW });
}, 120_000);
afterAll(async () => {
  await database.close();
});

/** Pending pages merged from each GIN index of the table, by index name. */
async function mergedPendingPages(db: Db, table: string): Promise<Record<string, number>> {
  const rows = await queryRows<{ name: string; pages: number }>(
    db,
    sql`select c.relname as name, gin_clean_pending_list(i.indexrelid)::int as pages
      from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am am on am.oid = c.relam
      where am.amname = 'gin' and i.indrelid = ${table}::regclass order by c.relname`,
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.pages]));
}

describe("a search refresh", () => {
  const refreshes: [string, SQL, (db: Db) => Promise<void>][] = [
    [
      "service_search",
      sql`update service_search set head = head || 'maintenance:1'::tsvector`,
      (db) => refreshServiceSearch(db),
    ],
    [
      "service_facets",
      sql`update service_facets set tokens = tokens || 'maintenance:1'::tsvector`,
      (db) => refreshServiceSearch(db),
    ],
    [
      "search_words",
      sql`update search_words set word = word || '~'`,
      (db) => refreshSearchVocabulary(db),
    ],
    [
      "organisation_events",
      sql`update organisation_events set search_vector = search_vector || 'maintenance:1'::tsvector`,
      (db) => refreshEventSearch(db),
    ],
    [
      "pages",
      sql`update pages set search_vector = search_vector || 'maintenance:1'::tsvector`,
      (db) => refreshPageSearch(db),
    ],
  ];

  it.each(refreshes)(
    "leaves no pending entry in any GIN index of %s",
    async (table, write, refresh) => {
      await database.db.execute(write);
      const afterWrite = await mergedPendingPages(database.db, table);
      expect(Object.keys(afterWrite).length).toBeGreaterThan(0);
      // A write leaves entries pending in every GIN index of the table it changes.
      expect(Object.values(afterWrite).every((pages) => pages > 0)).toBe(true);

      await refresh(database.db);
      const afterRefresh = await mergedPendingPages(database.db, table);
      expect(Object.values(afterRefresh)).toEqual(Object.values(afterWrite).map(() => 0));
    },
  );
});

describe("vacuumTenant", () => {
  const searchTables = [
    "service_search",
    "service_facets",
    "service_documents",
    "search_words",
    "service_points",
  ];
  const visibility = (): Promise<{ name: string; pages: number; visible: number }[]> =>
    queryRows(
      database.db,
      sql`select c.relname as name, c.relpages as pages, c.relallvisible as visible
        from pg_class c where c.relnamespace = current_schema()::regnamespace
          and c.relname in (${sql.join(
            searchTables.map((table) => sql`${table}`),
            sql`, `,
          )})
        order by c.relname`,
    );

  it("leaves the search tables all-visible after a refresh rewrote them", async () => {
    await refreshServiceSearch(database.db);
    // Analysing alone counts the pages but marks none all-visible.
    await database.db.execute(sql`analyze`);
    const before = await visibility();
    expect(before.map((table) => table.name)).toEqual([...searchTables].sort());
    expect(before.some((table) => table.visible < table.pages)).toBe(true);

    await vacuumTenant(database.db);
    for (const table of await visibility()) {
      expect(table.pages, table.name).toBeGreaterThan(0);
      expect(table.visible, table.name).toBe(table.pages);
    }
  });
});
