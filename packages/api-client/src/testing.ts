// Contract-valid `/core/v1` bodies for the tests of anything that reads the API: one builder per
// resource, with believable defaults and overrides on top. Every builder parses its result with
// the resource's schema, so a fixture can never drift from the contract, and a test that needs a
// broken body has to say so by building it by hand.
import { build, stamps } from "./testing-base.ts";
import { CollectionCategorySchema } from "./schemas/categories.ts";
import { TaxonomyRefSchema } from "./schemas/common.ts";
import type { TaxonomyRef } from "./schemas/common.ts";
import type { CollectionCategory } from "./schemas/categories.ts";
import type { Paginated } from "./schemas/envelopes.ts";
import { CollectionOrganisationEventSchema } from "./schemas/event-collections.ts";
import type { CollectionOrganisationEvent } from "./schemas/event-collections.ts";
import { OrganisationEventSchema } from "./schemas/events.ts";
import type { OrganisationEvent } from "./schemas/events.ts";
import { LocationSchema } from "./schemas/locations.ts";
import type { Location } from "./schemas/locations.ts";
import { OrganisationSchema } from "./schemas/organisations.ts";
import type { Organisation } from "./schemas/organisations.ts";
import { PageDetailSchema, PageListItemSchema, PageSchema } from "./schemas/pages.ts";
import type { Page, PageDetail, PageListItem } from "./schemas/pages.ts";
import { CollectionPersonaSchema } from "./schemas/personas.ts";
import type { CollectionPersona } from "./schemas/personas.ts";
import { ServiceLocationSchema } from "./schemas/service-locations.ts";
import type { ServiceLocation } from "./schemas/service-locations.ts";
import { ServiceSchema, ServiceSearchResultSchema } from "./schemas/services.ts";
import type { Service, ServiceSearchResult } from "./schemas/services.ts";
import { SettingsSchema } from "./schemas/settings.ts";
import type { Settings } from "./schemas/settings.ts";
import { TaxonomyCategorySchema } from "./schemas/taxonomies.ts";
import type { TaxonomyCategory } from "./schemas/taxonomies.ts";

/** The API base the builders' absolute links use. */
export const FIXTURE_API_BASE = "https://api.test/core/v1";
export { FIXTURE_TIMESTAMP } from "./testing-base.ts";
export { buildPageFeedback, buildReferral } from "./testing-writes.ts";

let idCounter = 0;
/** A fresh UUID-shaped id, different from every other one handed out in this test run. */
export function fixtureId(): string {
  idCounter += 1;
  return `00000000-0000-4000-8000-${String(idCounter).padStart(12, "0")}`;
}

export function buildOrganisation(overrides: Partial<Organisation> = {}): Organisation {
  return build(OrganisationSchema, {
    id: fixtureId(),
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
    ...stamps,
    ...overrides,
  });
}

export function buildService(overrides: Partial<Service> = {}): Service {
  return build(ServiceSchema, {
    id: fixtureId(),
    organisation_id: fixtureId(),
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
    ...stamps,
    ...overrides,
  });
}

export function buildLocation(overrides: Partial<Location> = {}): Location {
  return build(LocationSchema, {
    id: fixtureId(),
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
    ...stamps,
    ...overrides,
  });
}

/** A service's place, open on Mondays 9am to 5pm, with the location embedded. */
export function buildServiceLocation(
  serviceId: string,
  place: Location,
  overrides: Partial<ServiceLocation> = {},
): ServiceLocation {
  return build(ServiceLocationSchema, {
    id: fixtureId(),
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
    ...stamps,
    location: place,
    ...overrides,
  });
}

/** A search hit at `places` places (none: an online-only service). */
export function buildSearchResult(
  overrides: Partial<ServiceSearchResult> = {},
  places = 1,
): ServiceSearchResult {
  const service = buildService(overrides);
  return build(ServiceSearchResultSchema, {
    ...service,
    service_locations: Array.from({ length: places }, () => {
      const place = buildLocation();
      return { ...buildServiceLocation(service.id, place), location: place };
    }),
    ...overrides,
  });
}

export function buildEvent(overrides: Partial<OrganisationEvent> = {}): OrganisationEvent {
  const eventId = overrides.id ?? fixtureId();
  return build(OrganisationEventSchema, {
    id: eventId,
    slug: "summer-fun-run",
    has_image: false,
    title: "Summer fun run",
    intro: "A 5k run round the park for all ages.",
    description: "Bring **water**. Walkers welcome.",
    image: null,
    start_date: "2026-07-04",
    end_date: "2026-07-04",
    start_time: "10:00:00",
    end_time: "12:30:00",
    is_free: true,
    fees_text: null,
    fees_url: null,
    organiser_name: null,
    organiser_phone: null,
    organiser_email: null,
    organiser_url: null,
    booking_title: null,
    booking_summary: null,
    booking_url: null,
    booking_cta: null,
    homepage: false,
    is_virtual: false,
    google_calendar_link: "https://calendar.google.com/calendar/render?action=TEMPLATE",
    microsoft_calendar_link: "https://outlook.office.com/calendar/0/deeplink/compose",
    apple_calendar_link: `${FIXTURE_API_BASE}/organisation-events/${eventId}/event.ics`,
    location_id: null,
    organisation_id: fixtureId(),
    ...stamps,
    category_taxonomies: [],
    ...overrides,
  });
}

export function buildEventCollection(
  overrides: Partial<CollectionOrganisationEvent> = {},
): CollectionOrganisationEvent {
  return build(CollectionOrganisationEventSchema, {
    id: fixtureId(),
    slug: "family-events",
    name: "Family fun",
    intro: "Events for children and families.",
    image_file_id: null,
    image: null,
    order: 1,
    enabled: true,
    sideboxes: [],
    category_taxonomies: [],
    ...stamps,
    ...overrides,
  });
}

export function buildCategory(overrides: Partial<CollectionCategory> = {}): CollectionCategory {
  return build(CollectionCategorySchema, {
    id: fixtureId(),
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
    ...stamps,
    ...overrides,
  });
}

export function buildPersona(overrides: Partial<CollectionPersona> = {}): CollectionPersona {
  return build(CollectionPersonaSchema, {
    id: fixtureId(),
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
    ...stamps,
    ...overrides,
  });
}

export function buildPageListItem(overrides: Partial<PageListItem> = {}): PageListItem {
  return build(PageListItemSchema, {
    id: fixtureId(),
    title: "Cost of living",
    slug: "cost-of-living",
    excerpt: null,
    order: 0,
    enabled: true,
    page_type: "landing",
    ...stamps,
    ...overrides,
  });
}

export function buildPage(overrides: Partial<Page> = {}): Page {
  return build(PageSchema, { ...buildPageListItem(), image: null, ...overrides });
}

export function buildPageDetail(overrides: Partial<PageDetail> = {}): PageDetail {
  return build(PageDetailSchema, {
    ...buildPage(),
    content: { introduction: { content: [{ type: "copy", value: "Help with rising costs." }] } },
    parent: null,
    children: [],
    ancestors: [],
    landing_page: null,
    collection_categories: [],
    collection_personas: [],
    ...overrides,
  });
}

/** A taxonomy as a collection or a service lists it (`category_taxonomies`), by its name. */
export function buildTaxonomyRef(name: string, overrides: Partial<TaxonomyRef> = {}): TaxonomyRef {
  return build(TaxonomyRefSchema, {
    id: fixtureId(),
    parent_id: null,
    slug: name.toLowerCase().replaceAll(" ", "-"),
    name,
    ...stamps,
    ...overrides,
  });
}

/** A node of a taxonomy tree (`/taxonomies/categories`, the eligibility tree). */
export function buildTaxonomy(overrides: Partial<TaxonomyCategory> = {}): TaxonomyCategory {
  return build(TaxonomyCategorySchema, {
    id: fixtureId(),
    parent_id: fixtureId(),
    slug: "age-group",
    name: "Age group",
    order: 1,
    children: [],
    ...stamps,
    ...overrides,
  });
}

const cmsPage = (title: string) => ({ title, content: `About ${title}.` });

/** `/settings`: the CMS wording of every page, with only the required home titles. */
export function buildSettings(): Settings {
  return build(SettingsSchema, {
    cms: {
      frontend: {
        global: {
          footer_title: "More from the hub",
          footer_content: "Run by the council.",
          contact_phone: "020 7946 0000",
          contact_email: "hub@council.test",
          facebook_handle: "HubPage",
          twitter_handle: "#",
        },
        home: {
          search_title: "Find local services",
          categories_title: "Browse by category",
          banners: [],
        },
        terms_and_conditions: cmsPage("Terms and conditions"),
        privacy_policy: cmsPage("Privacy policy"),
        accessibility_statement: { title: "Accessibility statement", content: null },
        about: { ...cmsPage("About us"), video_url: null },
        contact: cmsPage("Contact us"),
        get_involved: cmsPage("Get involved"),
        favourites: cmsPage("Favourites"),
        banner: {
          title: null,
          content: null,
          button_text: null,
          button_url: null,
          has_image: false,
        },
      },
    },
  });
}

/** Laravel's paginator around `data`: page `page` of `lastPage`, `perPage` to a page. */
export function paginated<T>(data: T[], page = 1, lastPage = 1, perPage = 25): Paginated<T> {
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
