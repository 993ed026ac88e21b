// Settings (contract §4.11): `{ data: { cms: { frontend } } }`, with the banner's image id
// replaced by `has_image`.
import { eq } from "drizzle-orm";
import type { Hono } from "hono";
import { settings } from "../db/schema.ts";
import type { AppEnv } from "../http/env.ts";
import { notFound } from "../http/errors.ts";
import { single } from "../http/respond.ts";

type CmsValue = { frontend?: { banner?: Record<string, unknown> } & Record<string, unknown> };

export function presentSettings(cms: CmsValue): { cms: CmsValue } {
  const frontend = cms.frontend ?? {};
  const { image_file_id: imageFileId, ...banner } = frontend.banner ?? {};
  return {
    cms: {
      ...cms,
      frontend: {
        ...frontend,
        banner: { ...banner, has_image: typeof imageFileId === "string" && imageFileId !== "" },
      },
    },
  };
}

export function registerSettingsRoutes(app: Hono<AppEnv>): void {
  app.get("/settings", async (c) => {
    const [row] = await c.var.tenant.db
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, "cms"));
    if (!row) throw notFound("No query results for model [App\\Models\\Setting].");
    return single(c, presentSettings(row.value));
  });
}
