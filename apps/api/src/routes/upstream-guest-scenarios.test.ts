// The upstream API's feature-test scenarios for public routes, run as a guest against this
// server: each row is an upstream test (its name, the request it sends, in the shapes it sends)
// and the status it asserts, plus the shape checks the contract fixes. Ranking assertions belong
// to the search suite; the 401 scenarios are in authenticated.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDS, fixtureDataset } from "../test/fixture.ts";
import type { Harness } from "../test/harness.ts";
import { startHarness } from "../test/harness.ts";

let h: Harness;

beforeAll(async () => {
  h = await startHarness(fixtureDataset(), { rateLimit: 100_000 });
}, 60_000);

afterAll(async () => {
  await h.close();
});

const signUp = {
  user: {
    first_name: "Test",
    last_name: "Guest",
    email: "guest.scenario@example.org",
    phone: "07700900111",
    password: "P@55w0rd.",
  },
  organisation: {
    slug: "test-org",
    name: "Test Org",
    description: "Test description",
    url: "http://test-org.example.com",
    email: "info@test-org.example.com",
    phone: "07700000000",
  },
  service: {
    slug: "test-service",
    name: "Test Service",
    type: "service",
    intro: "This is a test intro",
    description: "Lorem ipsum",
    wait_time: null,
    is_free: true,
    fees_text: null,
    fees_url: null,
    testimonial: null,
    video_embed: null,
    url: "http://www.example.com/test-service",
    contact_name: "Test Contact",
    contact_phone: "07700900222",
    contact_email: "contact@example.com",
    criteria: { age_group: "18+", disability: null },
    useful_infos: [{ title: "Did you know?", description: "Lorem ipsum", order: 1 }],
    offerings: [{ offering: "Weekly club", order: 1 }],
    social_medias: [{ type: "instagram", url: "https://www.instagram.com/ayupdigital" }],
  },
};

type Scenario = {
  name: string;
  method: "GET" | "POST";
  path: string;
  body?: unknown;
  status: number;
  /** A key every item (or the one resource) of `data` has. */
  has?: string;
};

const scenarios: Scenario[] = [
  // CollectionCategoriesTest / CollectionPersonasTest
  {
    name: "guest can list collection categories",
    method: "GET",
    path: "/collections/categories",
    status: 200,
    has: "category_taxonomies",
  },
  {
    name: "guest can list all collection categories",
    method: "GET",
    path: "/collections/categories/all",
    status: 200,
    has: "sideboxes",
  },
  {
    name: "guest can view a collection category",
    method: "GET",
    path: "/collections/categories/money",
    status: 200,
    has: "image",
  },
  {
    name: "guest can view a collection category by id",
    method: "GET",
    path: `/collections/categories/${IDS.categoryMoney}`,
    status: 200,
    has: "slug",
  },
  {
    name: "guest can view a collection category image",
    method: "GET",
    path: "/collections/categories/money/image.png",
    status: 200,
  },
  {
    name: "guest can list collection personas",
    method: "GET",
    path: "/collections/personas",
    status: 200,
    has: "subtitle",
  },
  {
    name: "guest can view a collection persona",
    method: "GET",
    path: "/collections/personas/young-people",
    status: 200,
    has: "subtitle",
  },
  {
    name: "guest can view a collection persona image",
    method: "GET",
    path: "/collections/personas/young-people/image.png?max_dimension=240",
    status: 200,
  },
  {
    name: "guest can list event collections",
    method: "GET",
    path: "/collections/organisation-events",
    status: 200,
  },
  // ServicesTest
  {
    name: "guest can list services",
    method: "GET",
    path: "/services",
    status: 200,
    has: "eligibility_types",
  },
  {
    name: "guest can list services through the index alias",
    method: "POST",
    path: "/services/index?filter[organisation_id]=" + IDS.orgAlpha,
    status: 200,
  },
  {
    name: "guest can filter services by id",
    method: "GET",
    path: `/services?filter[id]=${IDS.debtAdvice},${IDS.housingHelp}`,
    status: 200,
  },
  {
    name: "guest can view a service",
    method: "GET",
    path: "/services/debt-advice?include=organisation",
    status: 200,
    has: "organisation",
  },
  {
    name: "guest can view a service's related services",
    method: "GET",
    path: "/services/debt-advice/related?per_page=3",
    status: 200,
  },
  {
    name: "guest can view a service logo",
    method: "GET",
    path: "/services/debt-advice/logo.png",
    status: 200,
  },
  {
    name: "guest cannot use an unknown filter",
    method: "GET",
    path: "/services?filter[nope]=1",
    status: 400,
  },
  // OrganisationsTest
  {
    name: "guest can list organisations",
    method: "GET",
    path: "/organisations",
    status: 200,
    has: "social_medias",
  },
  {
    name: "guest can view an organisation",
    method: "GET",
    path: "/organisations/alpha-org",
    status: 200,
    has: "category_taxonomies",
  },
  {
    name: "guest can view an organisation logo",
    method: "GET",
    path: "/organisations/alpha-org/logo.png",
    status: 200,
  },
  // OrganisationEventsTest
  {
    name: "guest can list events",
    method: "GET",
    path: "/organisation-events",
    status: 200,
    has: "google_calendar_link",
  },
  {
    name: "guest can filter events by homepage",
    method: "GET",
    path: "/organisation-events?filter[homepage]=1",
    status: 200,
  },
  {
    name: "guest can view an event",
    method: "GET",
    path: `/organisation-events/${IDS.eventFuture}?include=organisation,location`,
    status: 200,
    has: "apple_calendar_link",
  },
  {
    name: "guest can download an event's calendar file",
    method: "GET",
    path: `/organisation-events/${IDS.eventFuture}/event.ics`,
    status: 200,
  },
  // LocationsTest / ServiceLocationsTest
  {
    name: "guest can list locations",
    method: "GET",
    path: "/locations",
    status: 200,
    has: "has_wheelchair_access",
  },
  {
    name: "guest can view a location",
    method: "GET",
    path: `/locations/${IDS.townHall}`,
    status: 200,
    has: "lat",
  },
  {
    name: "guest can list service locations",
    method: "GET",
    path: `/service-locations?filter[service_id]=${IDS.debtAdvice}&include=location`,
    status: 200,
    has: "location",
  },
  {
    name: "guest can view a service location",
    method: "GET",
    path: `/service-locations/${IDS.slDebtTownHall}`,
    status: 200,
    has: "regular_opening_hours",
  },
  {
    name: "guest can view a service location image",
    method: "GET",
    path: `/service-locations/${IDS.slDebtTownHall}/image.png?max_dimension=250`,
    status: 200,
  },
  // PagesTest
  {
    name: "guest can list enabled pages",
    method: "GET",
    path: "/pages",
    status: 200,
    has: "page_type",
  },
  {
    name: "guest can list landing pages",
    method: "GET",
    path: "/pages?filter[page_type]=landing",
    status: 200,
  },
  {
    name: "guest can view an enabled page",
    method: "GET",
    path: "/pages/energy-bills",
    status: 200,
    has: "content",
  },
  {
    name: "guest cannot view a disabled page",
    method: "GET",
    path: "/pages/draft-page",
    status: 403,
  },
  // SettingsTest, TaxonomiesTest, TagsTest
  {
    name: "guest can view the settings",
    method: "GET",
    path: "/settings",
    status: 200,
    has: "cms",
  },
  {
    name: "guest can view the banner image",
    method: "GET",
    path: "/settings/banner-image.png",
    status: 200,
  },
  {
    name: "guest can list category taxonomies",
    method: "GET",
    path: "/taxonomies/categories",
    status: 200,
    has: "children",
  },
  {
    name: "guest can list organisation taxonomies",
    method: "GET",
    path: "/taxonomies/organisations",
    status: 200,
  },
  {
    name: "guest can list service eligibilities",
    method: "GET",
    path: "/taxonomies/service-eligibilities",
    status: 200,
  },
  { name: "guest can list tags", method: "GET", path: "/tags", status: 200, has: "label" },
  // Search/ServiceTest, Search/EventTest, SearchPageTest
  {
    name: "guest can search",
    method: "POST",
    path: "/search",
    body: { query: "test" },
    status: 200,
  },
  {
    name: "guest can search by is_free",
    method: "POST",
    path: "/search",
    body: { is_free: true },
    status: 200,
  },
  {
    name: "guest cannot search with an empty body",
    method: "POST",
    path: "/search",
    body: {},
    status: 422,
  },
  {
    name: "guest can order by distance",
    method: "POST",
    path: "/search?page=1&per_page=10",
    body: { order: "distance", location: { lat: 51.36, lon: -0.19 } },
    status: 200,
    has: "service_locations",
  },
  {
    name: "guest can search with the frontend's string shapes",
    method: "POST",
    path: "/search",
    body: {
      query: "debt",
      distance: "5",
      location: { lat: "51.36", lon: "-0.19" },
      page: "1",
      per_page: "10",
      is_free: "0",
    },
    status: 200,
  },
  {
    name: "guest can search a category collection",
    method: "POST",
    path: "/search/collections/categories",
    body: { category: "money" },
    status: 200,
  },
  {
    name: "guest cannot search an unknown category collection",
    method: "POST",
    path: "/search/collections/categories",
    body: { category: "nope" },
    status: 422,
  },
  {
    name: "guest can search a persona collection",
    method: "POST",
    path: "/search/collections/personas",
    body: { persona: "young-people" },
    status: 200,
  },
  {
    name: "guest can search events",
    method: "POST",
    path: "/search/events",
    body: { query: "football" },
    status: 200,
  },
  {
    name: "guest can search events without criteria",
    method: "POST",
    path: "/search/events",
    body: {},
    status: 200,
  },
  {
    name: "guest can search pages",
    method: "POST",
    path: "/search/pages",
    body: { query: "energy" },
    status: 200,
  },
  // ReferralsTest, PageFeedbacksTest, OrganisationSignUpFormTest
  {
    name: "guest can create a referral",
    method: "POST",
    path: "/referrals",
    body: {
      service_id: IDS.debtAdvice,
      name: "Test Client",
      email: "test@example.com",
      phone: null,
      other_contact: null,
      postcode_outward_code: null,
      comments: null,
      referral_consented: true,
      feedback_consented: false,
      referee_name: null,
      referee_email: null,
      referee_phone: null,
      organisation_taxonomy_id: null,
      organisation: null,
    },
    status: 201,
    has: "reference",
  },
  {
    name: "guest can create a champion referral",
    method: "POST",
    path: "/referrals",
    body: {
      service_id: IDS.debtAdvice,
      name: "Test Client",
      email: null,
      phone: "07700900123",
      other_contact: null,
      postcode_outward_code: "SM1",
      comments: null,
      referral_consented: true,
      feedback_consented: true,
      referee_name: "Test Referee",
      referee_email: "referee@example.com",
      referee_phone: "02081234567",
      organisation_taxonomy_id: IDS.citizensAdvice,
      organisation: null,
    },
    status: 201,
    has: "referee_organisation",
  },
  {
    name: "guest can create page feedback",
    method: "POST",
    path: "/page-feedbacks",
    body: {
      url: "http://localhost/test-page",
      feedback: "This page does not work",
      name: "Test Name",
      email: "test@example.com",
      phone: "07700000000",
    },
    status: 201,
    has: "consented_at",
  },
  {
    name: "guest can create an organisation sign-up form",
    method: "POST",
    path: "/organisation-sign-up-forms",
    body: signUp,
    status: 201,
  },
  // Routes upstream has no controller for stay 404
  { name: "unknown routes are not found", method: "GET", path: "/nothing-here", status: 404 },
];

describe("the upstream's guest scenarios for public routes", () => {
  it.each(scenarios)("$name", async ({ method, path, body, status, has }) => {
    const response = await h.call(path, {
      method,
      headers: { "Content-Type": "application/json" },
      body: body === undefined ? null : JSON.stringify(body),
    });
    expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBe(status);
    if (has !== undefined) {
      const data = (response.body as { data: unknown }).data;
      const items = Array.isArray(data) ? data : [data];
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect(item).toHaveProperty(has);
    }
  });
});
