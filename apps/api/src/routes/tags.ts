// Tags (contract §4.14): every tag, unpaginated.
import { asc } from "drizzle-orm";
import type { Hono } from "hono";
import { tags } from "../db/schema.ts";
import type { AppEnv } from "../http/env.ts";
import { formatTimestamp } from "../http/format.ts";
import { list } from "../http/respond.ts";

export function registerTagRoutes(app: Hono<AppEnv>): void {
  app.get("/tags", async (c) => {
    const rows = await c.var.tenant.db.select().from(tags).orderBy(asc(tags.label));
    return list(
      c,
      rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        label: row.label,
        created_at: formatTimestamp(row.createdAt),
        updated_at: formatTimestamp(row.updatedAt),
      })),
    );
  });
}
