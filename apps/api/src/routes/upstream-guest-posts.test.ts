// The upstream API's feature-test scenarios for the searches and visitor writes, run as a guest
// against this server (`test/upstream-scenarios.ts`). Ranking assertions belong to the search
// suite.
import { describe } from "vitest";

import { IDS } from "../test/fixture.ts";
import { itRunsEveryScenario } from "../test/upstream-scenarios.ts";
import type { Scenario } from "../test/upstream-scenarios.ts";

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

const scenarios: Scenario[] = [
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
];

describe("the upstream's guest scenarios for searches and visitor writes", () => {
  itRunsEveryScenario(scenarios);
});
