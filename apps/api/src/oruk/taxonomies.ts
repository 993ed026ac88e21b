// Our one taxonomy tree as ORUK taxonomies and terms (decision 0064): each root is a taxonomy,
// every other node a term of its root; a service's categories and eligibility options are its
// attributes.
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { Db } from "../db/types.ts";
import { preparedRows } from "../db/prepared.ts";
import { derivedId } from "./ids.ts";
import { compact, pageWindow } from "./present.ts";
import type { Json } from "./present.ts";
import type { Paging } from "./query.ts";

/** What each root of the tree holds; a root not named here is described by its name. */
const TAXONOMY_DESCRIPTIONS: Record<string, string> = {
  Category: "The categories services are filed under.",
  "Service Eligibility": "Who a service is for: age, disability, housing, income and more.",
  Organisation: "The kinds of organisation that refer people to services.",
};

type TermRow = {
  id: string;
  name: string;
  parent_id: string | null;
  root_id: string;
  root_name: string;
  level: number;
};

/** Every node with its root and its level below it (0 for a root). */
const TREE = sql`with recursive tree as (
  select id, name, parent_id, id as root_id, name as root_name, 0 as level
  from taxonomies where parent_id is null
  union all
  select child.id, child.name, child.parent_id, tree.root_id, tree.root_name, tree.level + 1
  from taxonomies child join tree on child.parent_id = tree.id
)`;

/** The name is the only description a node has, and the schema requires one. */
const term = (row: TermRow): Json =>
  compact({
    id: row.id,
    name: row.name,
    description: row.name,
    parent_id: row.level > 1 ? row.parent_id : null,
    taxonomy: row.root_name,
    taxonomy_id: row.root_id,
  });

const taxonomy = (row: { id: string; name: string }): Json => ({
  id: row.id,
  name: row.name,
  description: TAXONOMY_DESCRIPTIONS[row.name] ?? row.name,
});

async function counted(db: Db, query: SQL): Promise<number> {
  const [row] = await preparedRows<{ total: number }>(db, query);
  return row?.total ?? 0;
}

export async function taxonomyPage(
  db: Db,
  paging: Paging,
): Promise<{ items: Json[]; total: number }> {
  const { limit, offset } = pageWindow(paging);
  const [rows, total] = await Promise.all([
    preparedRows<{ id: string; name: string }>(
      db,
      sql`select id, name from taxonomies where parent_id is null
        order by name, id limit ${limit} offset ${offset}`,
    ),
    counted(db, sql`select count(*)::int as total from taxonomies where parent_id is null`),
  ]);
  return { items: rows.map(taxonomy), total };
}

export async function oneTaxonomy(db: Db, id: string): Promise<Json | null> {
  const [row] = await preparedRows<{ id: string; name: string }>(
    db,
    sql`select id, name from taxonomies where parent_id is null and id = ${id}`,
  );
  return row ? taxonomy(row) : null;
}

export async function termPage(db: Db, paging: Paging): Promise<{ items: Json[]; total: number }> {
  const { limit, offset } = pageWindow(paging);
  const [rows, total] = await Promise.all([
    preparedRows<TermRow>(
      db,
      sql`${TREE} select * from tree where level > 0
        order by root_name, root_id, level, name, id limit ${limit} offset ${offset}`,
    ),
    counted(db, sql`${TREE} select count(*)::int as total from tree where level > 0`),
  ]);
  return { items: rows.map(term), total };
}

export async function oneTerm(db: Db, id: string): Promise<Json | null> {
  const [row] = await preparedRows<TermRow>(
    db,
    sql`${TREE} select * from tree where level > 0 and id = ${id}`,
  );
  return row ? term(row) : null;
}

/** The service's categories and eligibility options, each as an attribute with its term. */
export async function attributesOf(db: Db, serviceId: string): Promise<Json[]> {
  const rows = await preparedRows<TermRow & { link_type: string }>(
    db,
    sql`${TREE} select tree.*, link.link_type from (
        select taxonomy_id, 'category' as link_type from service_taxonomies
        where service_id = ${serviceId}
        union all
        select taxonomy_id, 'eligibility' from service_eligibilities where service_id = ${serviceId}
      ) link join tree on tree.id = link.taxonomy_id
      where tree.level > 0
      order by tree.root_name, tree.level, tree.name, tree.id`,
  );
  return rows.map((row) => ({
    id: derivedId(serviceId, `attribute:${row.id}`),
    link_id: serviceId,
    link_type: row.link_type,
    // HSDS 3.0's name of the linked table; the UK profile's schema has none and allows it.
    link_entity: "service",
    taxonomy_term_id: row.id,
    taxonomy_term: term(row),
  }));
}
