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
