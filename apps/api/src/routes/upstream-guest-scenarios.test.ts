// The upstream API's feature-test scenarios for the public read routes, run as a guest against
// this server (`test/upstream-scenarios.ts`). Ranking assertions belong to the search suite; the
// 401 scenarios are in authenticated.test.ts; the searches and visitor writes are in
// upstream-guest-posts.test.ts.
import { describe } from "vitest";

import { IDS } from "../test/fixture.ts";
import { itRunsEveryScenario } from "../test/upstream-scenarios.ts";
import type { Scenario } from "../test/upstream-scenarios.ts";

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
  // Routes upstream has no controller for stay 404
  { name: "unknown routes are not found", method: "GET", path: "/nothing-here", status: 404 },
];

describe("the upstream's guest scenarios for public routes", () => {
  itRunsEveryScenario(scenarios);
});
