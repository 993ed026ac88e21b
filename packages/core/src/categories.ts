import { withMaxDimension } from "./urls.ts";

/** Category images are requested at this size (spec §3) and shown at 150 by 100. */
export const CATEGORY_IMAGE_MAX_DIMENSION = 150;

/** The fields of a category collection (contract §3.1) these rules read. */
export type CategoryLike = {
  readonly id: string;
  readonly name: string;
  readonly enabled: boolean;
  /** Absent or null counts as true (spec §3). */
  readonly homepage?: boolean | null;
  readonly order?: number | null;
  readonly image?: { readonly url: string; readonly alt_text?: string | null } | null;
};

/** Whether a category appears in category lists: enabled, and its homepage flag is not false. */
export function isCategoryVisible(category: CategoryLike): boolean {
  return category.enabled && category.homepage !== false;
}

/** The image's alt text, or the category's name when there is none. */
export function categoryImageAlt(category: CategoryLike): string {
  const alt = category.image?.alt_text?.trim();
  return alt === undefined || alt === "" ? category.name : alt;
}

/**
 * The category image route of the API (contract §6), e.g.
 * `{apiBase}/collections/categories/{id}/image.png?max_dimension=150`.
 * `apiBase` is the `/core/v1` base URL.
 */
export function categoryImageUrl(
  apiBase: string,
  id: string,
  options: { extension?: "png" | "svg" | "jpg"; maxDimension?: number } = {},
): string {
  const base = apiBase.replace(/\/+$/, "");
  const url = `${base}/collections/categories/${encodeURIComponent(id)}/image.${options.extension ?? "png"}`;
  return withMaxDimension(url, options.maxDimension ?? CATEGORY_IMAGE_MAX_DIMENSION);
}

/** Categories sorted by `order` (missing orders last), then by name; the input is not changed. */
export function sortCategories<C extends CategoryLike>(categories: readonly C[]): C[] {
  return [...categories].sort(
    (a, b) =>
      (a.order ?? Number.POSITIVE_INFINITY) - (b.order ?? Number.POSITIVE_INFINITY) ||
      a.name.localeCompare(b.name, "en-GB"),
  );
}

/** The categories to list: visible ones in order. */
export function visibleCategories<C extends CategoryLike>(categories: readonly C[]): C[] {
  return sortCategories(categories.filter(isCategoryVisible));
}

/** What a category says about itself, for matching it to a search. */
export type CategoryText = {
  readonly name: string;
  readonly intro?: string | null;
  /** Names of the taxonomies it groups. */
  readonly taxonomies?: readonly string[];
};

/** Words a search adds to any need, which say nothing about which category it is. */
const FILLER = new Set(
  "a an and at by for from help in near me my of on or support services service the to with".split(
    " ",
  ),
);

/** Lower-case word stems: "carers" and "caring" meet "carer"; "families" meets "family". */
function stems(text: string): string[] {
  return (text.toLowerCase().match(/[a-z]+/g) ?? [])
    .filter((word) => word.length > 2 && !FILLER.has(word))
    .map((word) =>
      word.length > 4 ? word.replace(/ies$/, "y").replace(/(ing|ed|es|s)$/, "") : word,
    );
}

/**
 * The categories closest to a search, best first, at most `limit`: those sharing a word stem
 * with it, counted most in the name, then in the categories they group, then in the intro.
 * Categories sharing nothing are left out.
 */
export function closestCategories<T extends CategoryText>(
  query: string,
  categories: readonly T[],
  limit = 3,
): T[] {
  const wanted = new Set(stems(query));
  if (wanted.size === 0) return [];
  const overlap = (text: string): number => new Set(stems(text).filter((s) => wanted.has(s))).size;
  return categories
    .map((category, index) => ({
      category,
      index,
      score:
        3 * overlap(category.name) +
        2 * overlap((category.taxonomies ?? []).join(" ")) +
        overlap(category.intro ?? ""),
    }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map((entry) => entry.category);
}
