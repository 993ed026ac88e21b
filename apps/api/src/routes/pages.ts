// Pages (contract §4.9): an unpaginated list in tree order, and one page with its content.
import type { Hono } from "hono";
import type { AppEnv } from "../http/env.ts";
import { forbidden, notFound } from "../http/errors.ts";
import { isUuid } from "../http/format.ts";
import { parseListQuery, splitList } from "../http/query.ts";
import { list, single } from "../http/respond.ts";
import { presentContext } from "../resources/context.ts";
import {
  contractPageType,
  loadPageTree,
  presentPageDetail,
  presentPages,
} from "../resources/pages.ts";
import type { PageRow } from "../resources/pages.ts";
import { listRoute, querySource } from "./shared.ts";

export const PAGE_LIST = {
  filters: ["id", "parent_id", "page_type", "title", "landing_page"],
  includes: ["parent", "children", "ancestors", "landingPageAncestors"],
  sorts: ["_lft", "title"],
  defaultSort: ["_lft"],
} as const;

export function registerPageRoutes(app: Hono<AppEnv>): void {
  listRoute(app, "/pages", async (c) => {
    const query = parseListQuery(await querySource(c), PAGE_LIST);
    const ctx = presentContext(c);
    const tree = await loadPageTree(ctx.db);
    const { filter } = query;
    // Guests only get enabled pages.
    let rows: PageRow[] = tree.ordered.filter((row) => row.enabled);
    if (filter.id !== undefined) {
      const ids = new Set(splitList(filter.id));
      rows = rows.filter((row) => ids.has(row.id));
    }
    if (filter.parent_id !== undefined) {
      const ids = new Set(splitList(filter.parent_id));
      rows = rows.filter((row) => row.parentId !== null && ids.has(row.parentId));
    }
    if (filter.page_type !== undefined) {
      const types = new Set(splitList(filter.page_type));
      rows = rows.filter((row) => types.has(contractPageType(row)));
    }
    if (filter.title !== undefined) {
      const parts = splitList(filter.title).map((part) => part.toLowerCase());
      rows = rows.filter((row) => parts.some((part) => row.title.toLowerCase().includes(part)));
    }
    if (filter.landing_page !== undefined) {
      const below = new Set(
        splitList(filter.landing_page).flatMap((id) => tree.descendants(id).map((row) => row.id)),
      );
      rows = rows.filter((row) => below.has(row.id));
    }
    for (const term of [...query.sort].reverse()) {
      if (term.field !== "title") continue;
      const sign = term.direction === "desc" ? -1 : 1;
      rows = [...rows].sort(
        (a, b) => sign * a.title.localeCompare(b.title, "en", { sensitivity: "base" }),
      );
    }
    if (query.sort[0]?.field === "_lft" && query.sort[0].direction === "desc") rows.reverse();
    return list(
      c,
      await presentPages(ctx, tree, rows, {
        children: query.include.has("children"),
        ancestors: query.include.has("ancestors"),
        landingPage: query.include.has("landingPageAncestors"),
      }),
    );
  });

  app.get("/pages/:page", async (c) => {
    const ctx = presentContext(c);
    const tree = await loadPageTree(ctx.db);
    const value = c.req.param("page");
    const row = (isUuid(value) ? tree.get(value) : undefined) ?? tree.findBySlug(value);
    if (!row) throw notFound();
    if (!row.enabled) throw forbidden();
    return single(c, await presentPageDetail(ctx, tree, row));
  });
}
