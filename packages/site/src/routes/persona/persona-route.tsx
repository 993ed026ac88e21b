// `/personas/{slug}`: a persona's header, side boxes and services, shaped like a category page.
import type { Metadata } from "next";

import type { SearchParamsRecord } from "../../loaders/search.ts";
import type { Site } from "../../site.ts";
import { createCollectionPage } from "../category/collection-page.tsx";
import type { CollectionRequest, CollectionRouteOptions } from "../category/collection-page.tsx";

export type PersonaPageProps = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<SearchParamsRecord>;
};

const personaRequest = (slug: string): CollectionRequest => ({
  kind: "persona",
  slug: decodeURIComponent(slug),
  all: false,
});

export function createPersonaRoute(site: Site, options: CollectionRouteOptions = {}) {
  const page = createCollectionPage(site, options);

  async function Page({ params, searchParams }: PersonaPageProps) {
    const [{ slug }, query] = await Promise.all([params, searchParams]);
    return page.render(personaRequest(slug), query);
  }

  async function generateMetadata({ params, searchParams }: PersonaPageProps): Promise<Metadata> {
    const [{ slug }, query] = await Promise.all([params, searchParams]);
    return page.metadata(personaRequest(slug), query);
  }

  return { Page, generateMetadata };
}
