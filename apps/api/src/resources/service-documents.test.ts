// The stored documents of search results (decision 0037) against presenting from the rows, on
// both boroughs' seed content and the hostile variant, through PGlite or PostgreSQL.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.ts";
import { refreshServiceSearch } from "../db/search-index.ts";
import { queryRows } from "../db/types.ts";
import { TENANTS } from "../seed/types.ts";
import { seedTenant } from "../seed/run.ts";
import { NOW } from "../test/fixture.ts";
import { openTestDatabase } from "../test/harness.ts";
import type { PresentContext } from "./context.ts";
import { presentServiceResults } from "./service-documents.ts";

const API_BASE = "https://api.example.org/sutton/core/v1";

/** Every table a document holds something of (migration 0007's triggers). */
const SOURCES = [
  "services",
  "useful_infos",
  "offerings",
  "social_medias",
  "service_gallery_items",
  "files",
  "service_tags",
  "tags",
  "service_taxonomies",
  "taxonomies",
  "service_eligibilities",
  "service_locations",
  "locations",
  "regular_opening_hours",
  "holiday_opening_hours",
];

const contents = [
  ...TENANTS.map((tenant) => [tenant, "standard"] as const),
  ["sutton", "hostile"] as const,
];

describe.each(contents)("stored service documents: %s, %s content", (tenant, content) => {
  let database: Database;
  let ctx: PresentContext;
  const searchedIds = async (): Promise<string[]> =>
    (
      await queryRows<{ id: string }>(
        database.db,
        sql`select service_id as id from service_search order by service_id`,
      )
    ).map((row) => row.id);

  const documentCount = async (): Promise<number> => {
    const [row] = await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from service_documents`,
    );
    return row?.count ?? 0;
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedTenant(database.db, tenant, { referenceDate: NOW, content });
    ctx = { db: database.db, apiBase: API_BASE, now: NOW };
  }, 120_000);
  afterAll(async () => {
    await database.close();
  });

  it("present every active service as presenting it from its rows does, byte for byte", async () => {
    const ids = await searchedIds();
    expect(await documentCount()).toBe(ids.length);
    const stored = await presentServiceResults(ctx, ids);
    await database.db.execute(sql`delete from service_documents`);
    const fromRows = await presentServiceResults(ctx, ids);
    await refreshServiceSearch(database.db);
    expect(stored.map((service) => service.id)).toEqual(ids);
    expect(JSON.stringify(stored)).toBe(JSON.stringify(fromRows));
    // The request's base is before every URL, once.
    const urls = JSON.stringify(stored).match(/"url":"[^"]*"/g) ?? [];
    const images = urls.filter(
      (url) => url.includes("/images/") || url.includes("/gallery-items/"),
    );
    expect(images.length).toBeGreaterThan(0);
    for (const url of images) expect(url.startsWith(`"url":"${API_BASE}/`)).toBe(true);
  });

  it("keep each search result in the order of its ids, and drop ids of no service", async () => {
    const ids = (await searchedIds()).slice(0, 3).toReversed();
    const unknown = "00000000-0000-4000-8000-000000000000";
    const presented = await presentServiceResults(ctx, [ids[0] ?? "", unknown, ...ids.slice(1)]);
    expect(presented.map((service) => service.id)).toEqual(ids);
  });

  it("are dropped by a write to a service, and follow the refresh that stores them again", async () => {
    const [first, second] = await searchedIds();
    if (first === undefined || second === undefined) throw new Error("too few services seeded");
    // Written as someone editing the database would: no refresh.
    await database.db.execute(
      sql`update services set name = name || ' (renamed)' where id in (${first}::uuid, ${second}::uuid)`,
    );
    expect(await documentCount()).toBe(0);
    const edited = await presentServiceResults(ctx, [first, second]);
    expect(edited.map((service) => service.name.endsWith(" (renamed)"))).toEqual([true, true]);
    // A refresh of one service stores its document; the other is presented from its rows.
    await refreshServiceSearch(database.db, { ids: [first] });
    expect(await documentCount()).toBe(1);
    expect(await presentServiceResults(ctx, [first, second])).toEqual(edited);
    // A service no longer active has no search row and no document; by id, it is presented
    // from its rows.
    await database.db.execute(
      sql`update services set status = 'inactive' where id = ${second}::uuid`,
    );
    await refreshServiceSearch(database.db);
    const ids = await searchedIds();
    expect(ids).not.toContain(second);
    expect(await documentCount()).toBe(ids.length);
    const [inactive] = await presentServiceResults(ctx, [second]);
    expect(inactive?.status).toBe("inactive");
    expect(inactive?.name.endsWith(" (renamed)")).toBe(true);
  });

  it.each(SOURCES)("are all dropped by any write to %s", async (table) => {
    await refreshServiceSearch(database.db);
    expect(await documentCount()).toBeGreaterThan(0);
    await database.db.execute(sql`delete from ${sql.identifier(table)} where false`);
    expect(await documentCount()).toBe(0);
  });
});
