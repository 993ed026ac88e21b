// Taxonomy shapes: the `category_taxonomies` references embedded in services, organisations,
// events and collections (contract §2), and the trees of `/taxonomies/*` (§3.8).
import type { TaxonomyCategorySchema, TaxonomyOrganisationSchema } from "@hub/api-client/schemas";
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import {
  collectionTaxonomies,
  organisationEventTaxonomies,
  organisationTaxonomies,
  serviceTaxonomies,
  taxonomies,
} from "../db/schema.ts";
import type { Db } from "../db/types.ts";
import { formatTimestamp, timestampSql } from "../http/format.ts";
import { groupBy } from "./context.ts";

type TaxonomyNode = z.input<typeof TaxonomyCategorySchema>;
type TaxonomyOrganisation = z.input<typeof TaxonomyOrganisationSchema>;

export const ROOTS = {
  category: "Category",
  organisation: "Organisation",
  serviceEligibility: "Service Eligibility",
} as const;

type TaxonomyRow = typeof taxonomies.$inferSelect;

const links = {
  services: { table: serviceTaxonomies, owner: serviceTaxonomies.serviceId },
  organisations: { table: organisationTaxonomies, owner: organisationTaxonomies.organisationId },
  events: {
    table: organisationEventTaxonomies,
    owner: organisationEventTaxonomies.organisationEventId,
  },
  collections: { table: collectionTaxonomies, owner: collectionTaxonomies.collectionId },
} satisfies Record<string, { table: PgTable & { taxonomyId: PgColumn }; owner: PgColumn }>;

/**
 * One owner's `category_taxonomies` as a JSON array. `parent_id` is null when the parent is the
 * root "Category" node, as upstream renders it.
 */
export function taxonomyRefsSql(owner: keyof typeof links, ownerId: SQL): SQL {
  const link = links[owner];
  return sql`coalesce((
    select json_agg(json_build_object(
        'id', taxonomy.id,
        'parent_id', case when category_root.id is null then taxonomy.parent_id end,
        'slug', taxonomy.slug,
        'name', taxonomy.name,
        'created_at', ${timestampSql(sql`taxonomy.created_at`)},
        'updated_at', ${timestampSql(sql`taxonomy.updated_at`)}
      ) order by taxonomy.depth, taxonomy."order", taxonomy.name)
    from ${link.table}
    join taxonomies taxonomy on taxonomy.id = ${link.table.taxonomyId}
    left join taxonomies category_root on category_root.id = taxonomy.parent_id
      and category_root.parent_id is null and category_root.name = ${ROOTS.category}
    where ${link.owner} = ${ownerId}
  ), '[]'::json)`;
}

export async function findRoot(db: Db, name: string): Promise<TaxonomyRow | undefined> {
  const [root] = await db
    .select()
    .from(taxonomies)
    .where(and(isNull(taxonomies.parentId), eq(taxonomies.name, name)))
    .limit(1);
  return root;
}

/** Every taxonomy under a root, by parent id, each level ordered by `order` then name. */
export async function loadTree(db: Db, root: TaxonomyRow): Promise<Map<string, TaxonomyRow[]>> {
  const rows = await db
    .select()
    .from(taxonomies)
    .where(gt(taxonomies.depth, root.depth))
    .orderBy(asc(taxonomies.order), asc(taxonomies.name));
  const byParent = groupBy(rows, (row) => row.parentId);
  const subtree = new Map<string, TaxonomyRow[]>();
  const visit = (id: string): void => {
    const children = byParent.get(id) ?? [];
    subtree.set(id, children);
    for (const child of children) visit(child.id);
  };
  visit(root.id);
  return subtree;
}

/** A referee organisation (a child of the "Organisation" root). */
export function taxonomyOrganisation(row: TaxonomyRow): TaxonomyOrganisation {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    order: row.order,
    created_at: formatTimestamp(row.createdAt),
    updated_at: formatTimestamp(row.updatedAt),
  };
}

/**
 * A node with `children` nested up to `depth` levels below it (upstream loads 6). `parent_id`
 * is null when it equals `nullParentId` (the "Category" root is rendered as no parent).
 */
export function taxonomyNode(
  row: TaxonomyRow,
  tree: Map<string, TaxonomyRow[]>,
  options: { nullParentId?: string; depth?: number } = {},
): TaxonomyNode {
  const depth = options.depth ?? 6;
  return {
    id: row.id,
    parent_id: row.parentId === options.nullParentId ? null : row.parentId,
    slug: row.slug,
    name: row.name,
    order: row.order,
    ...(depth > 0
      ? {
          children: (tree.get(row.id) ?? []).map((child) =>
            taxonomyNode(child, tree, { ...options, depth: depth - 1 }),
          ),
        }
      : {}),
    created_at: formatTimestamp(row.createdAt),
    updated_at: formatTimestamp(row.updatedAt),
  };
}
