// Settings (contract §4.11): `{ data: { cms: { frontend } } }`, with the banner's image id
// replaced by `has_image`, and beside `cms` how the tenant's visitor writes are delivered
// (`delivery`, an extension of this project: §5.11, decision 0071). A tenant with none answers
// the defaults (decision 0084).
import type { CmsFrontend, DeliveryMode, SettingsSchema } from "@hub/api-client/schemas";
import { eq } from "drizzle-orm";
import type { Hono } from "hono";
import type { z } from "zod";
import { settings } from "../db/schema.ts";
import { deliveryMode } from "../http/env.ts";
import type { AppEnv } from "../http/env.ts";
import { single } from "../http/respond.ts";
import { DEFAULT_CMS } from "./default-settings.ts";

/** The stored `cms` value: the contract's, with the banner's image id for its `has_image`. */
export type StoredCms = {
  frontend: Omit<CmsFrontend, "banner"> & {
    banner: Omit<CmsFrontend["banner"], "has_image"> & { image_file_id?: string | null };
  };
};

export function presentSettings(
  cms: StoredCms,
  delivery: DeliveryMode,
): z.input<typeof SettingsSchema> {
  const { frontend } = cms;
  const { image_file_id: imageFileId, ...banner } = frontend.banner;
  return {
    cms: {
      ...cms,
      frontend: {
        ...frontend,
        banner: { ...banner, has_image: typeof imageFileId === "string" && imageFileId !== "" },
      },
    },
    delivery,
  };
}

export function registerSettingsRoutes(app: Hono<AppEnv>): void {
  app.get("/settings", async (c) => {
    const [row] = await c.var.tenant.db
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, "cms"));
    // Written by the seeder (or an import) in the contract's shape; the defaults until then.
    const cms = row ? (row.value as StoredCms) : DEFAULT_CMS;
    return single(c, presentSettings(cms, deliveryMode(c.var.tenant)));
  });
}
