// `/personas/{slug}`: a persona's header, side boxes and services, shaped like a category page.
import type { Metadata } from "next";

import type { SearchParamsRecord } from "../../loaders/search-criteria.ts";
import type { Site } from "../../site.ts";
import { viewQuery } from "../../view-query.ts";
import type { ViewParams } from "../../view-query.ts";
import { createCollectionPage } from "../category/collection-page.tsx";
import type { CollectionRequest, CollectionRouteOptions } from "../category/collection-page.tsx";

export type PersonaPageProps = {
  params: Promise<{ slug: string } & ViewParams>;
  searchParams: Promise<SearchParamsRecord>;
};

const personaRequest = (slug: string): CollectionRequest => ({
  kind: "persona",
  slug: decodeURIComponent(slug),
  all: false,
});

export function createPersonaRoute(site: Site, options: CollectionRouteOptions = {}) {
  const page = createCollectionPage(site, options);

  /** The cached page: unfiltered, its page number from the view. */
  async function Page({ params }: PersonaPageProps) {
    const [{ slug }, query] = await Promise.all([params, viewQuery(params)]);
    return page.render(personaRequest(slug), query);
  }

  async function generateMetadata({ params }: PersonaPageProps): Promise<Metadata> {
    const [{ slug }, query] = await Promise.all([params, viewQuery(params)]);
    return page.metadata(personaRequest(slug), query);
  }

  /** The filtered twin (`/personas/_filtered/{slug}`), rendered per request. */
  async function FilteredPage({ params, searchParams }: PersonaPageProps) {
    const [{ slug }, query] = await Promise.all([params, searchParams]);
    return page.render(personaRequest(slug), query);
  }

  async function generateFilteredMetadata({
    params,
    searchParams,
  }: PersonaPageProps): Promise<Metadata> {
    const [{ slug }, query] = await Promise.all([params, searchParams]);
    return page.metadata(personaRequest(slug), query);
  }

  return {
    Page,
    generateMetadata,
    FilteredPage,
    generateFilteredMetadata,
  };
}
