import { t } from "@hub/core/messages";
import { useId } from "react";

import { cx } from "../../lib/cx.ts";
import type { CategoryTileProps } from "../category-tile/category-tile.tsx";
import { CategoryTile } from "../category-tile/category-tile.tsx";

export type CategoryGridProps = {
  /** CMS `categories_title`; defaults to "Browse by category". */
  title?: string;
  headingLevel?: 2 | 3;
  /** Already filtered: enabled, and on the home page unless `homepage` is false. */
  categories: Omit<CategoryTileProps, "minimal">[];
  /** Names only, two columns (error pages). */
  minimal?: boolean;
};

/** Category tiles: 2 columns at medium width and 3 at large (always 2 in the minimal form). */
export function CategoryGrid({
  title,
  headingLevel = 2,
  categories,
  minimal = false,
}: CategoryGridProps) {
  const headingId = useId();
  if (categories.length === 0) return null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <Heading id={headingId} className="text-xl font-bold">
        {title ?? t("ui.home.categoriesTitle")}
      </Heading>
      <ul className={cx("grid gap-4 md:grid-cols-2", !minimal && "lg:grid-cols-3")}>
        {categories.map((category) => (
          <li key={category.href}>
            <CategoryTile {...category} minimal={minimal} />
          </li>
        ))}
      </ul>
    </section>
  );
}
