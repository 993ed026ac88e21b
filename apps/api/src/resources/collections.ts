// Collections (contract §3.1–§3.3): category, persona and organisation-event shapes.
import type {
  CollectionCategorySchema,
  CollectionOrganisationEventSchema,
  CollectionPersonaSchema,
} from "@hub/api-client/schemas";
import { inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { collections } from "../db/schema.ts";
import { queryRows } from "../db/types.ts";
import { formatTimestamp } from "../http/format.ts";
import type { PresentContext } from "./context.ts";
import { imageRefSql } from "./images.ts";
import { taxonomyRefsSql } from "./taxonomies.ts";

export type CollectionRow = typeof collections.$inferSelect;
export type CollectionType = CollectionRow["type"];

/** Each collection type's shape, as the website's schema of its route parses it. */
type CollectionResources = {
  category: z.input<typeof CollectionCategorySchema>;
  persona: z.input<typeof CollectionPersonaSchema>;
  "organisation-event": z.input<typeof CollectionOrganisationEventSchema>;
};
export type CollectionResource<T extends CollectionType = CollectionType> = CollectionResources[T];

type CollectionRelations = Pick<CollectionResource, "id" | "image" | "category_taxonomies">;

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

type CollectionParts = {
  row: CollectionRow;
  head: Pick<CollectionResource, "id" | "slug" | "name" | "intro">;
  image: CollectionResource["image"];
  tail: Pick<CollectionResource, "category_taxonomies" | "created_at" | "updated_at">;
};

/** Each type's shape from the parts every type shares, keys in upstream's order. */
const shapes: { [T in CollectionType]: (parts: CollectionParts) => CollectionResource<T> } = {
  persona: ({ row, head, image, tail }) => ({
    ...head,
    subtitle: row.subtitle,
    order: row.order,
    enabled: row.enabled,
    homepage: row.homepage,
    sideboxes: row.sideboxes,
    image,
    ...tail,
  }),
  category: ({ row, head, image, tail }) => ({
    ...head,
    image_file_id: row.imageFileId,
    image,
    order: row.order,
    enabled: row.enabled,
    homepage: row.homepage,
    sideboxes: row.sideboxes,
    ...tail,
  }),
  "organisation-event": ({ row, head, image, tail }) => ({
    ...head,
    image_file_id: row.imageFileId,
    image,
    order: row.order,
    enabled: row.enabled,
    sideboxes: row.sideboxes,
    ...tail,
  }),
};

/** Each collection in the shape of `as` (the route's type). */
export async function presentCollections<T extends CollectionType>(
  ctx: PresentContext,
  rows: readonly CollectionRow[],
  as: T,
): Promise<CollectionResource<T>[]> {
  if (rows.length === 0) return [];
  const relationsById = await loadCollectionRelations(
    ctx,
    rows.map((row) => row.id),
  );
  const shape = shapes[as];
  return rows.map((row) => {
    const relations = relationsById.get(row.id);
    return shape({
      row,
      head: { id: row.id, slug: row.slug, name: row.name, intro: row.intro },
      image: relations?.image ?? null,
      tail: {
        category_taxonomies: relations?.category_taxonomies ?? [],
        created_at: formatTimestamp(row.createdAt),
        updated_at: formatTimestamp(row.updatedAt),
      },
    });
  });
}
