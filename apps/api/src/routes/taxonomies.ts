// Taxonomies (contract §4.13): category and eligibility trees, referee organisations.
import { eq, getTableColumns } from "drizzle-orm";
import type { Hono } from "hono";
import { taxonomies } from "../db/schema.ts";
import type { Db } from "../db/types.ts";
import { bindIdOrSlug } from "../http/bind.ts";
import type { AppEnv } from "../http/env.ts";
import { notFound } from "../http/errors.ts";
import { list, single } from "../http/respond.ts";
import {
  findRoot,
  loadTree,
  ROOTS,
  taxonomyNode,
  taxonomyOrganisation,
} from "../resources/taxonomies.ts";
import { listRoute } from "./shared.ts";

type TaxonomyRow = typeof taxonomies.$inferSelect;

/** A taxonomy by id or slug, only within the subtree of `root`. */
async function bindInTree(
  db: Db,
  root: TaxonomyRow | undefined,
  tree: Map<string, TaxonomyRow[]>,
  value: string,
): Promise<TaxonomyRow> {
  const row = await bindIdOrSlug<TaxonomyRow>(db, taxonomies, getTableColumns(taxonomies), value);
  const inTree = [...tree.values()].some((children) =>
    children.some((child) => child.id === row.id),
  );
  if (!root || !inTree) throw notFound();
  return row;
}

export function registerTaxonomyRoutes(app: Hono<AppEnv>): void {
  // Children of "Category", nested; the top level's parent (the root) is rendered as null.
  listRoute(app, "/taxonomies/categories", async (c) => {
    const db = c.var.tenant.db;
    const root = await findRoot(db, ROOTS.category);
    if (!root) return list(c, []);
    const tree = await loadTree(db, root);
    return list(
      c,
      (tree.get(root.id) ?? []).map((row) => taxonomyNode(row, tree, { nullParentId: root.id })),
    );
  });
  app.get("/taxonomies/categories/:taxonomy", async (c) => {
    const db = c.var.tenant.db;
    const root = await findRoot(db, ROOTS.category);
    const tree = root ? await loadTree(db, root) : new Map<string, TaxonomyRow[]>();
    const row = await bindInTree(db, root, tree, c.req.param("taxonomy"));
    return single(c, taxonomyNode(row, tree, { nullParentId: root?.id }));
  });

  listRoute(app, "/taxonomies/organisations", async (c) => {
    const db = c.var.tenant.db;
    const root = await findRoot(db, ROOTS.organisation);
    if (!root) return list(c, []);
    const tree = await loadTree(db, root);
    return list(c, (tree.get(root.id) ?? []).map(taxonomyOrganisation));
  });
  app.get("/taxonomies/organisations/:taxonomy", async (c) => {
    const db = c.var.tenant.db;
    const root = await findRoot(db, ROOTS.organisation);
    const row = await bindIdOrSlug<TaxonomyRow>(
      db,
      taxonomies,
      getTableColumns(taxonomies),
      c.req.param("taxonomy"),
      root ? eq(taxonomies.parentId, root.id) : undefined,
    );
    if (!root) throw notFound();
    return single(c, taxonomyOrganisation(row));
  });

  // Eligibility types keep their root's id as `parent_id`.
  listRoute(app, "/taxonomies/service-eligibilities", async (c) => {
    const db = c.var.tenant.db;
    const root = await findRoot(db, ROOTS.serviceEligibility);
    if (!root) return list(c, []);
    const tree = await loadTree(db, root);
    return list(
      c,
      (tree.get(root.id) ?? []).map((row) => taxonomyNode(row, tree)),
    );
  });
  app.get("/taxonomies/service-eligibilities/:taxonomy", async (c) => {
    const db = c.var.tenant.db;
    const root = await findRoot(db, ROOTS.serviceEligibility);
    const tree = root ? await loadTree(db, root) : new Map<string, TaxonomyRow[]>();
    const row = await bindInTree(db, root, tree, c.req.param("taxonomy"));
    return single(c, taxonomyNode(row, tree));
  });
}
