// Collections (contract §3.1–§3.3): category, persona and organisation-event shapes.
import { inArray, sql } from "drizzle-orm";
import { collections } from "../db/schema.ts";
import type { Sidebox } from "../db/schema.ts";
import { queryRows } from "../db/types.ts";
import { formatTimestamp } from "../http/format.ts";
import type { PresentContext } from "./context.ts";
import { imageRefSql } from "./images.ts";
import type { ImageRef } from "./images.ts";
import { taxonomyRefsSql } from "./taxonomies.ts";
import type { TaxonomyRef } from "./taxonomies.ts";

export type CollectionRow = typeof collections.$inferSelect;
export type CollectionType = CollectionRow["type"];

type Common = {
  id: string;
  slug: string;
  name: string;
  intro: string;
  image: ImageRef | null;
  order: number;
  enabled: boolean;
  sideboxes: Sidebox[];
  category_taxonomies: TaxonomyRef[];
  created_at: string;
  updated_at: string;
};
export type CollectionCategoryResource = Common & {
  image_file_id: string | null;
  homepage: boolean;
};
export type CollectionPersonaResource = Common & { subtitle: string | null; homepage: boolean };
export type CollectionEventResource = Common & { image_file_id: string | null };
export type CollectionResource =
  CollectionCategoryResource | CollectionPersonaResource | CollectionEventResource;

type CollectionRelations = Pick<Common, "id" | "image" | "category_taxonomies">;

/** The embedded relations of the given collections in one statement, built as JSON. */
async function loadCollectionRelations(
  ctx: PresentContext,
  ids: readonly string[],
): Promise<Map<string, CollectionRelations>> {
  const rows = await queryRows<CollectionRelations>(
    ctx.db,
    sql`select
      collections.id,
      ${imageRefSql(ctx, sql`collections.image_file_id`)} as image,
      ${taxonomyRefsSql("collections", sql`collections.id`)} as category_taxonomies
    from collections
    where ${inArray(collections.id, [...ids])}`,
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** Each collection in the shape of `as` (the route's type), keys in upstream's order. */
export async function presentCollections(
  ctx: PresentContext,
  rows: readonly CollectionRow[],
  as: CollectionType,
): Promise<CollectionResource[]> {
  if (rows.length === 0) return [];
  const relationsById = await loadCollectionRelations(
    ctx,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const relations = relationsById.get(row.id);
    const image = relations?.image ?? null;
    const head = { id: row.id, slug: row.slug, name: row.name, intro: row.intro };
    const tail = {
      category_taxonomies: relations?.category_taxonomies ?? [],
      created_at: formatTimestamp(row.createdAt),
      updated_at: formatTimestamp(row.updatedAt),
    };
    switch (as) {
      case "persona":
        return {
          ...head,
          subtitle: row.subtitle,
          order: row.order,
          enabled: row.enabled,
          homepage: row.homepage,
          sideboxes: row.sideboxes,
          image,
          ...tail,
        };
      case "category":
        return {
          ...head,
          image_file_id: row.imageFileId,
          image,
          order: row.order,
          enabled: row.enabled,
          homepage: row.homepage,
          sideboxes: row.sideboxes,
          ...tail,
        };
      case "organisation-event":
        return {
          ...head,
          image_file_id: row.imageFileId,
          image,
          order: row.order,
          enabled: row.enabled,
          sideboxes: row.sideboxes,
          ...tail,
        };
    }
  });
}
