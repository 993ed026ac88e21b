// Collections (contract §3.1–§3.3): category, persona and organisation-event shapes.
import type { collections } from "../db/schema.ts";
import type { Sidebox } from "../db/schema.ts";
import { formatTimestamp } from "../http/format.ts";
import type { PresentContext } from "./context.ts";
import { loadImageRefs } from "./images.ts";
import type { ImageRef } from "./images.ts";
import { loadTaxonomyRefs } from "./taxonomies.ts";
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

/** Each collection in the shape of `as` (the route's type), keys in upstream's order. */
export async function presentCollections(
  ctx: PresentContext,
  rows: readonly CollectionRow[],
  as: CollectionType,
): Promise<CollectionResource[]> {
  const [image, taxonomyRefs] = await Promise.all([
    loadImageRefs(
      ctx,
      rows.map((row) => row.imageFileId),
    ),
    loadTaxonomyRefs(
      ctx,
      "collections",
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => {
    const head = { id: row.id, slug: row.slug, name: row.name, intro: row.intro };
    const tail = {
      category_taxonomies: taxonomyRefs.get(row.id) ?? [],
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
          image: image(row.imageFileId),
          ...tail,
        };
      case "category":
        return {
          ...head,
          image_file_id: row.imageFileId,
          image: image(row.imageFileId),
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
          image: image(row.imageFileId),
          order: row.order,
          enabled: row.enabled,
          sideboxes: row.sideboxes,
          ...tail,
        };
    }
  });
}
