// Test doubles for route and loader unit tests: a `Site` whose API client answers from a
// function instead of the network, and builders of contract-valid API entities.
import { createApiClient } from "@hub/api-client/client";
import type {
  Location,
  Organisation,
  Service,
  ServiceLocation,
  TaxonomyCategory,
} from "@hub/api-client/schemas";
import { defineSiteConfig, SEO_PAGES } from "@hub/config/site-config";
import type { SiteConfigInput } from "@hub/config/site-config";

import type { Site } from "../site.ts";

export const API_BASE = "https://api.test/core/v1";

export type StubRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
};
export type StubResponse = { status?: number; body: unknown };
export type StubHandler = (request: StubRequest) => StubResponse;

/** A site for tests: every API call goes to `handler`, and is recorded in `requests`. */
export function stubSite(
  handler: StubHandler,
  config: Partial<SiteConfigInput> = {},
): { site: Site; requests: StubRequest[] } {
  const requests: StubRequest[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const text = typeof init?.body === "string" ? init.body : undefined;
    const request: StubRequest = {
      method: init?.method ?? "GET",
      path: url.pathname.replace("/core/v1/", ""),
      query: url.searchParams,
      body: text === undefined ? undefined : JSON.parse(text),
      headers: new Headers(init?.headers),
    };
    requests.push(request);
    const { status = 200, body } = handler(request);
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json" },
      }),
    );
  };
  const api = createApiClient({ baseUrl: API_BASE, fetch, timeoutMs: 0 });
  const site: Site = {
    config: defineSiteConfig({
      appName: "Test Hub",
      variant: "test",
      publicUrl: "https://hub.test",
      contactEmail: "hub@council.test",
      boroughName: "Testshire",
      headerMenu: [{ label: "Home", href: "/" }],
      seo: {
        descriptions: Object.fromEntries(
          SEO_PAGES.map((page) => [page, `About ${page}`]),
        ) as Record<(typeof SEO_PAGES)[number], string>,
      },
      ...config,
    }),
    env: () => ({
      APP_API_URL: API_BASE,
      APP_FRONTEND_URL: "https://hub.test",
      APP_ENV: "development",
    }),
    api: () => api,
    publicConfig: () => {
      throw new Error("tests read no public config");
    },
  };
  return { site, requests };
}

export const notFoundResponse: StubResponse = { status: 404, body: { message: "" } };

const STAMP = "2026-05-01T10:00:00+0000";
let counter = 0;
/** A fresh UUID-shaped id, stable within a test run. */
export function id(): string {
  counter += 1;
  return `00000000-0000-4000-8000-${String(counter).padStart(12, "0")}`;
}

export function paginated<T>(data: T[], page = 1, lastPage = 1, perPage = 25) {
  return {
    data,
    links: { first: "f", last: "l", prev: null, next: null },
    meta: {
      current_page: page,
      from: data.length > 0 ? 1 : null,
      last_page: lastPage,
      links: [],
      path: "p",
      per_page: perPage,
      to: data.length > 0 ? data.length : null,
      total: (lastPage - 1) * perPage + data.length,
    },
  };
}

export function organisation(overrides: Partial<Organisation> = {}): Organisation {
  return {
    id: id(),
    has_logo: false,
    slug: "age-uk-testshire",
    name: "Age UK Testshire",
    description: "We help older people.",
    image: null,
    url: "https://ageuk.test",
    email: "info@ageuk.test",
    phone: "020 7946 0000",
    social_medias: [{ type: "facebook", url: "https://facebook.com/ageuk" }],
    category_taxonomies: [],
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

export function service(overrides: Partial<Service> = {}): Service {
  return {
    id: id(),
    organisation_id: id(),
    has_logo: false,
    slug: "lunch-club",
    name: "Lunch Club",
    type: "activity",
    status: "active",
    intro: "A hot lunch and good company every week.",
    description: "Come along for **lunch**.",
    image: null,
    wait_time: null,
    is_free: true,
    fees_text: null,
    fees_url: null,
    testimonial: null,
    video_embed: null,
    url: null,
    contact_name: null,
    contact_phone: null,
    contact_email: null,
    show_referral_disclaimer: false,
    referral_method: "none",
    referral_button_text: null,
    referral_email: null,
    referral_url: null,
    useful_infos: [],
    offerings: [],
    social_medias: [],
    gallery_items: [],
    tags: [],
    category_taxonomies: [],
    eligibility_types: {
      custom: {
        age_group: null,
        disability: null,
        ethnicity: null,
        gender: null,
        income: null,
        language: null,
        housing: null,
        other: null,
      },
      taxonomies: [],
    },
    score: null,
    ends_at: null,
    last_modified_at: "2026-04-02T09:00:00+0000",
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

export function location(overrides: Partial<Location> = {}): Location {
  return {
    id: id(),
    has_image: false,
    address_line_1: "The Hub",
    address_line_2: "120 High Street",
    address_line_3: null,
    city: "Sutton",
    county: "Greater London",
    postcode: "SM1 1JZ",
    country: "United Kingdom",
    lat: 51.3609,
    lon: -0.1919,
    image: null,
    accessibility_info: null,
    has_wheelchair_access: true,
    has_induction_loop: false,
    has_accessible_toilet: false,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

export function serviceLocation(
  serviceId: string,
  place: Location,
  overrides: Partial<ServiceLocation> = {},
): ServiceLocation {
  return {
    id: id(),
    service_id: serviceId,
    location_id: place.id,
    has_image: false,
    name: null,
    is_open_now: false,
    regular_opening_hours: [
      { frequency: "weekly", weekday: 1, opens_at: "09:00:00", closes_at: "17:00:00" },
    ],
    holiday_opening_hours: [],
    next_occurs: null,
    created_at: STAMP,
    updated_at: STAMP,
    location: place,
    ...overrides,
  };
}

function taxonomy(
  taxonomyId: string,
  parentId: string,
  slug: string,
  name: string,
  order: number,
  children: TaxonomyCategory[] = [],
): TaxonomyCategory {
  return {
    id: taxonomyId,
    parent_id: parentId,
    slug,
    name,
    order,
    children,
    created_at: STAMP,
    updated_at: STAMP,
  };
}

export const ELIGIBILITY_IDS = {
  under5: "0a000000-0000-4000-8000-000000000001",
  youngAdult: "0a000000-0000-4000-8000-000000000002",
  welsh: "0b000000-0000-4000-8000-000000000001",
} as const;

/** Two eligibility types, their options listed out of order to show sorting. */
export function eligibilityTree(): TaxonomyCategory[] {
  const root = id();
  const age = id();
  const language = id();
  return [
    taxonomy(language, root, "language", "Language", 2, [
      taxonomy(ELIGIBILITY_IDS.welsh, language, "welsh", "Welsh", 1),
    ]),
    taxonomy(age, root, "age-group", "Age Group", 1, [
      taxonomy(ELIGIBILITY_IDS.youngAdult, age, "age-19-25", "19 - 25 years", 2),
      taxonomy(ELIGIBILITY_IDS.under5, age, "age-0-4", "0 - 4 years", 1),
    ]),
  ];
}

/** The JSON-LD objects of a rendered page, parsed. */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].flatMap(
    (match) => {
      const value: unknown = JSON.parse(match[1] ?? "null");
      return (Array.isArray(value) ? value : [value]) as Record<string, unknown>[];
    },
  );
}

/** The `digest` Next gives the error a page throws for `notFound()` or `redirect()`. */
export async function rejectionDigest(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Error && "digest" in error && typeof error.digest === "string") {
      return error.digest;
    }
    throw error;
  }
  throw new Error("expected the page to throw");
}
