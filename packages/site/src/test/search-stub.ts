// Builders of contract-valid collections, pages and search results for the search, collection
// and information-page route tests (the entities in `api-stub.ts` cover the directory).
import type {
  CollectionCategory,
  CollectionPersona,
  Page,
  PageDetail,
  PageListItem,
  ServiceSearchResult,
  TaxonomyRef,
} from "@hub/api-client/schemas";

import { id, location, service, serviceLocation } from "./api-stub.ts";

const STAMP = "2026-05-01T10:00:00+0000";

/** A taxonomy as a collection lists it, by name. */
export function taxonomyRef(name: string): TaxonomyRef {
  return {
    id: id(),
    parent_id: null,
    slug: name.toLowerCase().replaceAll(" ", "-"),
    name,
    created_at: STAMP,
    updated_at: STAMP,
  };
}

export function category(overrides: Partial<CollectionCategory> = {}): CollectionCategory {
  return {
    id: id(),
    slug: "mental-health",
    name: "Mental health",
    intro: "Support for your mind and mood.",
    image_file_id: null,
    image: null,
    order: 1,
    enabled: true,
    homepage: true,
    sideboxes: [{ title: "Not sure where to start?", content: "Call **111**." }],
    category_taxonomies: [],
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

export function persona(overrides: Partial<CollectionPersona> = {}): CollectionPersona {
  return {
    id: id(),
    slug: "carers",
    name: "Carers",
    intro: "Help for people who look after someone.",
    subtitle: null,
    order: 1,
    enabled: true,
    homepage: true,
    sideboxes: [],
    image: null,
    category_taxonomies: [],
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

/** A search hit at one place (or none, for an online-only service). */
export function searchResult(
  overrides: Partial<ServiceSearchResult> = {},
  places = 1,
): ServiceSearchResult {
  const base = service(overrides);
  return {
    ...base,
    service_locations: Array.from({ length: places }, () => {
      const place = location();
      return { ...serviceLocation(base.id, place), location: place };
    }),
    ...overrides,
  };
}

export function pageItem(overrides: Partial<PageListItem> = {}): PageListItem {
  return {
    id: id(),
    title: "Cost of living",
    slug: "cost-of-living",
    excerpt: null,
    order: 0,
    enabled: true,
    page_type: "landing",
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

export function page(overrides: Partial<Page> = {}): Page {
  return {
    ...pageItem(),
    image: null,
    ...overrides,
  };
}

export function pageDetail(overrides: Partial<PageDetail> = {}): PageDetail {
  return {
    ...page(),
    content: { introduction: { content: [{ type: "copy", value: "Help with rising costs." }] } },
    parent: null,
    children: [],
    ancestors: [],
    landing_page: null,
    collection_categories: [],
    collection_personas: [],
    ...overrides,
  };
}
