// Category and persona collections through the Next data cache. A disabled collection is, to a
// visitor, one that does not exist.
import {
  categoryImageUrl,
  getCategory,
  getCategoryCollectionAll,
  getPersona,
  personaImageUrl,
} from "@hub/api-client/endpoints";
import type { CollectionCategory, CollectionPersona } from "@hub/api-client/schemas";
import {
  CATEGORY_IMAGE_MAX_DIMENSION,
  categoryImageAlt,
  closestCategories,
  visibleCategories,
} from "@hub/core/categories";
import { paths } from "@hub/core/urls";
import type { CategoryTileProps } from "@hub/ui/category-tile";
import { notFound } from "next/navigation";

import { DEFAULT_REVALIDATE_SECONDS } from "../site.ts";
import type { Site } from "../site.ts";
import { orNotFound, orNull } from "./not-found.ts";

export const collectionCacheTags = {
  category: (slug: string) => `category:${slug}`,
  categories: "categories",
  persona: (slug: string) => `persona:${slug}`,
  personas: "personas",
} as const;

/** Collection header images: persona images are photos shown wider than category icons. */
export const COLLECTION_IMAGE_MAX_DIMENSION = 600;

const cached = (tags: string[]) => ({ next: { revalidate: DEFAULT_REVALIDATE_SECONDS, tags } });

export type CollectionKind = "category" | "persona";
export type Collection = CollectionCategory | CollectionPersona;

function fetchCollection(site: Site, kind: CollectionKind, slug: string): Promise<Collection> {
  return kind === "category"
    ? getCategory(
        site.api(),
        slug,
        cached([collectionCacheTags.category(slug), collectionCacheTags.categories]),
      )
    : getPersona(
        site.api(),
        slug,
        cached([collectionCacheTags.persona(slug), collectionCacheTags.personas]),
      );
}

/** The enabled collection; `notFound()` when it is unknown or disabled. */
export async function loadCollection(
  site: Site,
  kind: CollectionKind,
  slug: string,
): Promise<Collection> {
  const collection = await orNotFound(fetchCollection(site, kind, slug));
  if (!collection.enabled) notFound();
  return collection;
}

export async function loadCollectionOrNull(
  site: Site,
  kind: CollectionKind,
  slug: string,
): Promise<Collection | null> {
  const collection = await orNull(fetchCollection(site, kind, slug));
  return collection?.enabled ? collection : null;
}

/** The header image: the category's icon or the persona's photo, when one is set. */
export function collectionImage(
  baseUrl: string,
  kind: CollectionKind,
  collection: Collection,
): { src: string; alt: string } | null {
  if (!collection.image) return null;
  const url = kind === "category" ? categoryImageUrl : personaImageUrl;
  return {
    src: url(baseUrl, collection.id, {
      maxDimension: COLLECTION_IMAGE_MAX_DIMENSION,
      version: collection.updated_at,
    }),
    // The name is the heading beside it, so a missing alt text means the image adds nothing.
    alt: collection.image.alt_text?.trim() ?? "",
  };
}

/** The name without a "COVID-19:" style prefix the old site stripped from headings. */
export function collectionHeading(name: string): string {
  return name.replace(/^covid-19:\s*/i, "");
}

function loadVisibleCategories(site: Site): Promise<CollectionCategory[]> {
  return getCategoryCollectionAll(
    site.api(),
    undefined,
    cached([collectionCacheTags.categories]),
  ).then((all) => visibleCategories(all.data));
}

/** Tiles of the categories a visitor can browse (enabled, homepage flag not false). */
export async function loadCategoryTiles(site: Site): Promise<CategoryTileProps[]> {
  const baseUrl = site.api().baseUrl;
  return (await loadVisibleCategories(site)).map((category) => categoryTile(baseUrl, category));
}

/** How many categories a search that found nothing suggests. */
export const CLOSEST_CATEGORIES = 3;

/**
 * For a search that found nothing: the categories whose name, grouped taxonomies or intro share
 * a word with the keyword (`closest`), else every category a visitor can browse.
 */
export async function loadCategoryTilesFor(
  site: Site,
  query: string,
): Promise<{ tiles: CategoryTileProps[]; closest: boolean }> {
  const baseUrl = site.api().baseUrl;
  const categories = await loadVisibleCategories(site);
  const closest = closestCategories(
    query,
    categories.map((category) => ({
      category,
      name: category.name,
      intro: category.intro,
      taxonomies: category.category_taxonomies.map((taxonomy) => taxonomy.name),
    })),
    CLOSEST_CATEGORIES,
  );
  return closest.length > 0
    ? { tiles: closest.map((entry) => categoryTile(baseUrl, entry.category)), closest: true }
    : { tiles: categories.map((category) => categoryTile(baseUrl, category)), closest: false };
}

function categoryTile(baseUrl: string, category: CollectionCategory): CategoryTileProps {
  return {
    name: category.name,
    href: paths.category(category.slug),
    ...(category.image
      ? {
          image: {
            src: categoryImageUrl(baseUrl, category.id, {
              maxDimension: CATEGORY_IMAGE_MAX_DIMENSION,
              version: category.updated_at,
            }),
            alt: categoryImageAlt(category),
          },
        }
      : {}),
  };
}
