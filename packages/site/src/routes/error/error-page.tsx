// The error pages' content on the server: "Error {status}", the heading and body for 404 or any
// other status (spec §2), then a "Return to homepage" link or minimal category tiles, as the
// variant's theme flag says.
import { getCategoryCollectionAll } from "@hub/api-client/endpoints";
import { visibleCategories } from "@hub/core/categories";
import { paths } from "@hub/core/urls";
import type { CategoryTileProps } from "@hub/ui/category-tile";
import { ContentLayout } from "@hub/ui/layouts";
import type { ShellSlots } from "@hub/ui/layouts";
import { ErrorPage } from "@hub/ui/error-page";
import type { ReactNode } from "react";

import { collectionCacheTags } from "../../loaders/collections.ts";
import { DEFAULT_REVALIDATE_SECONDS } from "../../site.ts";
import type { Site } from "../../site.ts";

type MinimalTile = Omit<CategoryTileProps, "minimal">;

/** The enabled home-page categories as minimal tiles; none when the API cannot say. */
export async function errorPageCategories(site: Site): Promise<MinimalTile[]> {
  if (site.config.theme.errorPage !== "categories") return [];
  try {
    const all = await getCategoryCollectionAll(site.api(), undefined, {
      next: { revalidate: DEFAULT_REVALIDATE_SECONDS, tags: [collectionCacheTags.categories] },
      retry: false,
    });
    return visibleCategories(all.data).map((category) => ({
      name: category.name,
      href: paths.category(category.slug),
    }));
  } catch {
    return [];
  }
}

export type ErrorScreenProps = {
  site: Site;
  shell: ShellSlots;
  status: number;
  categories: MinimalTile[];
  title?: string;
  body?: ReactNode;
};

/** A whole error page: the shell, and the error content in the content column. */
export function ErrorScreen({ site, shell, status, categories, title, body }: ErrorScreenProps) {
  return (
    <ContentLayout {...shell}>
      <ErrorPage
        status={status}
        recovery={site.config.theme.errorPage === "categories" ? "categories" : "home-link"}
        categories={categories}
        homeHref={paths.home()}
        {...(title === undefined ? {} : { title })}
        {...(body === undefined ? {} : { body })}
      />
    </ContentLayout>
  );
}
