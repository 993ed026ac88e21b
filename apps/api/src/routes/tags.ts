// Tags (contract §4.14): every tag, unpaginated.
import type { Hono } from "hono";
import type { AppEnv } from "../http/env.ts";
import { list } from "../http/respond.ts";
import { presentAllTags } from "../resources/tags.ts";

export function registerTagRoutes(app: Hono<AppEnv>): void {
  app.get("/tags", async (c) => list(c, await presentAllTags(c.var.tenant.db)));
}
