// `/categories/{...slug}` and `/categories/{...slug}/all`. One catch-all serves both: a final
// `all` segment asks for the full list (a category slugged "all" is still `/categories/all`).
import type { Metadata } from "next";

import type { SearchParamsRecord } from "../../loaders/search.ts";
import type { Site } from "../../site.ts";
import { createCollectionPage } from "./collection-page.tsx";
import type { CollectionRequest, CollectionRouteOptions } from "./collection-page.tsx";

export type CategoryPageProps = {
  params: Promise<{ slug: string[] }>;
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

  async function Page({ params, searchParams }: CategoryPageProps) {
    const [{ slug }, query] = await Promise.all([params, searchParams]);
    return page.render(categoryRequest(slug), query);
  }

  async function generateMetadata({ params, searchParams }: CategoryPageProps): Promise<Metadata> {
    const [{ slug }, query] = await Promise.all([params, searchParams]);
    return page.metadata(categoryRequest(slug), query);
  }

  return { Page, generateMetadata };
}
