// What the home page shows besides the CMS copy, categories and events: personas and landing
// pages, each in Next's data cache.
import {
  getPages,
  getPersonaCollectionAll,
  pageImageUrl,
  personaImageUrl,
} from "@hub/api-client/endpoints";
import { paths } from "@hub/core/urls";
import type { PersonaCardProps } from "@hub/ui/persona-card";

import { DEFAULT_REVALIDATE_SECONDS } from "../site.ts";
import type { Site } from "../site.ts";
import { collectionCacheTags } from "./collections.ts";
import { pageCacheTags } from "./pages.ts";

const PERSONA_IMAGE_SIZE = 240;
const LANDING_IMAGE_SIZE = 120;

const cached = (tag: string) => ({
  next: { revalidate: DEFAULT_REVALIDATE_SECONDS, tags: [tag] },
});

/** Persona cards for the home page: enabled and flagged for it, in order. */
export async function loadHomePersonas(site: Site): Promise<PersonaCardProps[]> {
  const api = site.api();
  const all = await getPersonaCollectionAll(api, undefined, cached(collectionCacheTags.personas));
  return all.data
    .filter((persona) => persona.enabled && persona.homepage)
    .toSorted((a, b) => a.order - b.order)
    .map((persona) => ({
      name: persona.name,
      href: paths.persona(persona.slug),
      ...(persona.subtitle ? { subtitle: persona.subtitle } : {}),
      image: {
        src: personaImageUrl(api.baseUrl, persona.id, {
          maxDimension: PERSONA_IMAGE_SIZE,
          version: persona.updated_at,
        }),
        alt: "",
      },
    }));
}

export type LandingPageLink = { title: string; href: string; image: string | null };

/** "Browse area of interest": the enabled landing pages, in order. */
export async function loadLandingPages(site: Site): Promise<LandingPageLink[]> {
  const api = site.api();
  const pages = await getPages(api, {
    filter: { page_type: "landing" },
    ...cached(pageCacheTags.all),
  });
  return pages
    .filter((page) => page.enabled)
    .toSorted((a, b) => a.order - b.order)
    .map((page) => ({
      title: page.title,
      href: paths.page([page.slug]),
      image: page.image
        ? pageImageUrl(api.baseUrl, page.id, {
            maxDimension: LANDING_IMAGE_SIZE,
            version: page.updated_at,
          })
        : null,
    }));
}
