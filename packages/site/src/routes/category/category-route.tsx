// `/categories/{...slug}` and `/categories/{...slug}/all`. One catch-all serves both: a final
// `all` segment asks for the full list (a category slugged "all" is still `/categories/all`).
import type { Metadata } from "next";

import type { SearchParamsRecord } from "../../loaders/search-criteria.ts";
import type { Site } from "../../site.ts";
import { viewQuery } from "../../view-query.ts";
import type { ViewParams } from "../../view-query.ts";
import { createCollectionPage } from "./collection-page.tsx";
import type { CollectionRequest, CollectionRouteOptions } from "./collection-page.tsx";

export type CategoryPageProps = {
  params: Promise<{ slug: string[] } & ViewParams>;
  searchParams: Promise<SearchParamsRecord>;
};

/** Which category a catch-all address names, and whether it is the "all" view. */
export function categoryRequest(segments: readonly string[]): CollectionRequest {
  const decoded = segments.map((segment) => decodeURIComponent(segment));
  const all = decoded.length > 1 && decoded.at(-1) === "all";
  return { kind: "category", slug: (all ? decoded.slice(0, -1) : decoded).join("/"), all };
}

export function createCategoryRoute(site: Site, options: CollectionRouteOptions = {}) {
  const page = createCollectionPage(site, options);

  /** The cached page: unfiltered, its page number from the view. */
  async function Page({ params }: CategoryPageProps) {
    const [{ slug }, query] = await Promise.all([params, viewQuery(params)]);
    return page.render(categoryRequest(slug), query);
  }

  async function generateMetadata({ params }: CategoryPageProps): Promise<Metadata> {
    const [{ slug }, query] = await Promise.all([params, viewQuery(params)]);
    return page.metadata(categoryRequest(slug), query);
  }

  /** The filtered twin (`/categories/_filtered/{...slug}`), rendered per request. */
  async function FilteredPage({ params, searchParams }: CategoryPageProps) {
    const [{ slug }, query] = await Promise.all([params, searchParams]);
    return page.render(categoryRequest(slug), query);
  }

  async function generateFilteredMetadata({
    params,
    searchParams,
  }: CategoryPageProps): Promise<Metadata> {
    const [{ slug }, query] = await Promise.all([params, searchParams]);
    return page.metadata(categoryRequest(slug), query);
  }

  return {
    Page,
    generateMetadata,
    FilteredPage,
    generateFilteredMetadata,
  };
}
