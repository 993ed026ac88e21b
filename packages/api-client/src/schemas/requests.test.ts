import { describe, expect, it } from "vitest";
import type { z } from "zod";

import {
  CategoryCollectionSearchRequestSchema,
  EventSearchRequestSchema,
  GeocodeQuerySchema,
  OrganisationSignUpRequestSchema,
  PageFeedbackRequestSchema,
  PageSearchRequestSchema,
  PersonaCollectionSearchRequestSchema,
  ReferralRequestSchema,
  ServiceSearchRequestSchema,
  toValidationErrorResponse,
} from "./index.ts";

type Errors = Record<string, string[]> | null;

function errorsOf(schema: z.ZodType, body: unknown): Errors {
  const result = schema.safeParse(body);
  return result.success ? null : toValidationErrorResponse(result.error).errors;
}

const selfReferral = {
  service_id: "00000000-0000-4000-8000-000000000601",
  name: "Jane Doe",
  email: "jane@example.org",
  phone: null,
  other_contact: null,
  postcode_outward_code: null,
  comments: null,
  referral_consented: true,
  feedback_consented: false,
};

const championReferral = {
  service_id: "00000000-0000-4000-8000-000000000601",
  name: "Jane Doe",
  email: null,
  phone: "07700900123",
  other_contact: null,
  postcode_outward_code: "SM1",
  comments: null,
  referral_consented: true,
  feedback_consented: false,
  referee_name: "Sam Worker",
  referee_email: "sam@example.org",
  referee_phone: "02081234567",
  organisation_taxonomy_id: null,
  organisation: "Citizens Advice",
};

const referralCases: [string, unknown, Errors][] = [
  ["the contract's champion referral", championReferral, null],
  ["a self referral by email", selfReferral, null],
  ["a mobile with spaces", { ...selfReferral, email: null, phone: "07700 900 123" }, null],
  ["an international mobile", { ...selfReferral, email: null, phone: "+447700900123" }, null],
  [
    "only another contact",
    { ...selfReferral, email: null, other_contact: "Ask at reception" },
    null,
  ],
  [
    "no way to get in touch",
    { ...selfReferral, email: null },
    {
      email: ["The email field is required when none of phone / other contact are present."],
      phone: ["The phone field is required when none of email / other contact are present."],
      other_contact: [
        "The other contact field is required when none of email / phone are present.",
      ],
    },
  ],
  [
    "a landline as the client's phone",
    { ...selfReferral, phone: "02081234567" },
    { phone: ["The phone must be a valid UK mobile phone number."] },
  ],
  [
    "consent not given",
    { ...selfReferral, referral_consented: false },
    { referral_consented: ["The referral consented field must be accepted."] },
  ],
  [
    "consent missing",
    { ...selfReferral, referral_consented: undefined, feedback_consented: undefined },
    {
      referral_consented: ["The referral consented field is required."],
      feedback_consented: ["The feedback consented field is required."],
    },
  ],
  [
    "postcode and comments keys missing",
    { ...selfReferral, postcode_outward_code: undefined, comments: undefined },
    {
      postcode_outward_code: ["The postcode outward code field must be present."],
      comments: ["The comments field must be present."],
    },
  ],
  [
    "a name that is too long and a bad email",
    { ...selfReferral, name: "x".repeat(256), email: "jane" },
    {
      name: ["The name field must not be greater than 255 characters."],
      email: ["The email field must be a valid email address."],
    },
  ],
  [
    "values of the wrong type",
    { ...selfReferral, name: 5, service_id: null, comments: ["x"] },
    {
      name: ["The name field must be a string."],
      service_id: ["The service id field is required."],
      comments: ["The comments field must be a string."],
    },
  ],
  [
    "a referee with nothing else",
    { ...selfReferral, referee_name: "Sam" },
    {
      referee_email: ["The referee email field is required."],
      referee_phone: ["The referee phone field is required."],
      organisation_taxonomy_id: [
        "The organisation taxonomy id field is required when organisation is not present.",
      ],
      organisation: [
        "The organisation field is required when organisation taxonomy id is not present.",
      ],
    },
  ],
  [
    "a referee phone with spaces and a bad referee email",
    { ...championReferral, referee_phone: "020 8123 4567", referee_email: "sam" },
    {
      referee_phone: ["The referee phone must be a valid UK phone number."],
      referee_email: ["The referee email field must be a valid email address."],
    },
  ],
  [
    "an over-long referee email and organisation",
    {
      ...championReferral,
      referee_email: `${"s".repeat(250)}@example.org`,
      organisation: "o".repeat(256),
    },
    {
      referee_email: ["The referee email field must not be greater than 255 characters."],
      organisation: ["The organisation field must not be greater than 255 characters."],
    },
  ],
  [
    "a referee organisation taxonomy instead of free text",
    {
      ...championReferral,
      organisation: null,
      organisation_taxonomy_id: "00000000-0000-4000-8000-000000000751",
    },
    null,
  ],
  [
    "referee fields without a referee name are ignored",
    { ...selfReferral, referee_name: null, referee_phone: "not a phone", referee_email: "x" },
    null,
  ],
];

const feedback = {
  url: "https://hub.example.org/services/x",
  feedback: "The phone number is wrong",
  name: null,
  email: null,
  phone: null,
};

const feedbackCases: [string, unknown, Errors][] = [
  ["anonymous feedback", feedback, null],
  [
    "feedback with contact details",
    { ...feedback, name: "Ann", email: "ann@example.org", phone: "anything" },
    null,
  ],
  [
    "missing keys",
    { url: feedback.url, feedback: feedback.feedback },
    {
      name: ["The name field must be present."],
      email: ["The email field must be present."],
      phone: ["The phone field must be present."],
    },
  ],
  [
    "a bad url, empty feedback and a bad email",
    { ...feedback, url: "javascript:alert(1)", feedback: "", email: "ann" },
    {
      url: ["The url field must be a valid URL."],
      feedback: ["The feedback field is required."],
      email: ["The email field must be a valid email address."],
    },
  ],
  [
    "feedback that is too long",
    { ...feedback, feedback: "x".repeat(10001) },
    { feedback: ["The feedback field must not be greater than 10000 characters."] },
  ],
];

const user = {
  first_name: "Ann",
  last_name: "Lee",
  email: "ann@example.org",
  phone: "07700 900123",
  password: "Str0ng!pass",
};
const newOrganisation = {
  slug: "new-org",
  name: "New org",
  description: "We **help** people",
  url: null,
  email: null,
  phone: "020 8123 4567",
};
const signUpService = {
  slug: "drop-in",
  name: "Drop-in",
  type: "service",
  intro: "Come along",
  description: "Every Monday",
  wait_time: null,
  is_free: true,
  fees_text: null,
  fees_url: null,
  testimonial: null,
  video_embed: "https://www.youtube.com/watch?v=abc",
  url: "https://example.org",
  contact_name: null,
  contact_phone: null,
  contact_email: "hello@example.org",
  useful_infos: [
    { title: "Bring", description: "ID", order: 2 },
    { title: "Parking", description: "None", order: 1 },
  ],
  offerings: [{ offering: "Advice", order: 1 }],
  social_medias: [{ type: "instagram", url: "https://instagram.com/x" }],
};

const signUpCases: [string, unknown, Errors][] = [
  [
    "service lists that are not lists",
    {
      user,
      organisation: newOrganisation,
      service: { ...signUpService, useful_infos: null, offerings: undefined, social_medias: "x" },
    },
    {
      "service.useful_infos": ["The service.useful infos field must be an array."],
      "service.offerings": ["The service.offerings field must be present."],
      "service.social_medias": ["The service.social medias field must be an array."],
    },
  ],
  [
    "a new organisation with a service",
    { user, organisation: newOrganisation, service: signUpService },
    null,
  ],
  [
    "an existing organisation",
    { user, organisation: { id: "00000000-0000-4000-8000-000000000201" } },
    null,
  ],
  [
    "a new organisation without its details",
    { user, organisation: {} },
    {
      "organisation.slug": [
        "The organisation.slug field is required when organisation.id is not present.",
      ],
      "organisation.name": ["3. Organisation - Please enter the organisation name."],
      "organisation.description": [
        "The organisation.description field is required when organisation.id is not present.",
      ],
    },
  ],
  [
    "a bad slug, landline mobile and weak password",
    {
      user: { ...user, phone: "02081234567", password: "password1" },
      organisation: { ...newOrganisation, slug: "New Org", phone: "12345" },
    },
    {
      "user.phone": ["User Phone - Please enter a valid UK mobile telephone number."],
      "user.password": [
        "The user.password must be at least 8 characters long and contain one lowercase letter, one uppercase letter, one number and one of !#$%&()*+,-./:;<=>?@[]^_`{|}~",
      ],
      "organisation.slug": [
        "The organisation.slug must only contain a-z, 0-9 and dashes, and must not start or end with a dash.",
      ],
      "organisation.phone": ["The organisation.phone must be a valid UK phone number."],
    },
  ],
  ["a missing user", { organisation: newOrganisation }, { user: ["The user field is required."] }],
  [
    "a description whose text is too long",
    {
      user,
      organisation: {
        ...newOrganisation,
        description: `[${"x".repeat(3001)}](https://example.org)`,
      },
    },
    {
      "organisation.description": [
        "The organisation.description must not be longer than 3000 characters.",
      ],
    },
  ],
  [
    "service rules",
    {
      user,
      organisation: newOrganisation,
      service: {
        ...signUpService,
        type: "advice",
        video_embed: "https://example.org/video",
        useful_infos: [{ title: "Bring", description: "ID", order: 2 }],
        social_medias: [{ type: "tiktok", url: "https://tiktok.com/x" }],
        wait_time: undefined,
      },
    },
    {
      "service.type": ["The selected service.type is invalid."],
      "service.video_embed": ["The service.video embed must be a YouTube or Vimeo URL."],
      "service.useful_infos": [
        "The service.useful infos.order must be numbered 1, 2, 3… without gaps.",
      ],
      "service.social_medias.0.type": ["The selected service.social medias.*.type is invalid."],
      "service.wait_time": ["The service.wait time field must be present."],
    },
  ],
];

const searchCases: [string, z.ZodType, unknown, Errors][] = [
  [
    "values of the wrong type",
    ServiceSearchRequestSchema,
    { query: null, location: { lat: "51 N", lon: null }, distance: 1.5, eligibilities: "Homeless" },
    {
      query: ["The query field must be a string."],
      "location.lat": ["The location.lat field must be a number."],
      "location.lon": ["The location.lon field is required."],
      distance: ["The distance field must be an integer."],
      eligibilities: ["The eligibilities field must be an array."],
    },
  ],
  [
    "an empty service search",
    ServiceSearchRequestSchema,
    {},
    {
      is_free: [
        "The is free field is required when none of query / category / persona / wait time / location / eligibilities are present.",
      ],
    },
  ],
  ["free services only", ServiceSearchRequestSchema, { is_free: false }, null],
  [
    "a full service search",
    ServiceSearchRequestSchema,
    {
      query: "food bank",
      category: "money,housing",
      wait_time: "month",
      order: "distance",
      location: { lat: 51.36, lon: -0.19 },
      distance: 5,
      eligibilities: ["12 - 15 years"],
      postcode: "SM1 1AA",
    },
    null,
  ],
  [
    "a short query",
    ServiceSearchRequestSchema,
    { query: "ab" },
    { query: ["The query field must be at least 3 characters."] },
  ],
  [
    "distance order without a location",
    ServiceSearchRequestSchema,
    { query: "food", order: "distance" },
    { location: ["The location field is required when order is distance."] },
  ],
  [
    "out-of-range coordinates and a bad wait time",
    ServiceSearchRequestSchema,
    { location: { lat: 91, lon: -181 }, wait_time: "day", distance: -1 },
    {
      "location.lat": ["The location.lat field must be between -90 and 90."],
      "location.lon": ["The location.lon field must be between -180 and 180."],
      wait_time: ["The selected wait time is invalid."],
      distance: ["The distance field must be at least 0."],
    },
  ],
  ["an empty event search", EventSearchRequestSchema, {}, null],
  [
    "an event search",
    EventSearchRequestSchema,
    {
      category: "sports",
      starts_after: "2024-09-01",
      ends_before: "2024-09-30",
      is_virtual: false,
      order: "start_date",
    },
    null,
  ],
  [
    "event search rules",
    EventSearchRequestSchema,
    { starts_after: "next week", order: "distance", is_free: "yes" },
    {
      starts_after: ["The starts after field must be a valid date."],
      is_free: ["The is free field must be true or false."],
      location: ["The location field is required when order is distance."],
    },
  ],
  ["a page search", PageSearchRequestSchema, { query: "bins", page: 1, per_page: 12 }, null],
  [
    "a page search without a query",
    PageSearchRequestSchema,
    { page: 0 },
    { query: ["The query field is required."], page: ["The page field must be at least 1."] },
  ],
  [
    "a category collection search",
    CategoryCollectionSearchRequestSchema,
    { category: "money" },
    null,
  ],
  [
    "a persona collection search",
    PersonaCollectionSearchRequestSchema,
    { persona: null },
    { persona: ["The persona field is required."] },
  ],
  ["a geocode query", GeocodeQuerySchema, { postcode: " sm1 1aa " }, null],
  [
    "a partial postcode",
    GeocodeQuerySchema,
    { postcode: "SM1" },
    { postcode: ["The postcode must be a valid UK postcode."] },
  ],
];

describe("ReferralRequestSchema", () => {
  it.each(referralCases)("%s", (_name, body, expected) => {
    expect(errorsOf(ReferralRequestSchema, body)).toEqual(expected);
  });
});

describe("PageFeedbackRequestSchema", () => {
  it.each(feedbackCases)("%s", (_name, body, expected) => {
    expect(errorsOf(PageFeedbackRequestSchema, body)).toEqual(expected);
  });
});

describe("OrganisationSignUpRequestSchema", () => {
  it.each(signUpCases)("%s", (_name, body, expected) => {
    expect(errorsOf(OrganisationSignUpRequestSchema, body)).toEqual(expected);
  });
});

describe("search and geocode requests", () => {
  it.each(searchCases)("%s", (_name, schema, body, expected) => {
    expect(errorsOf(schema, body)).toEqual(expected);
  });
});

describe("toValidationErrorResponse", () => {
  it.each([
    [{ ...selfReferral, email: "x" }, "The email field must be a valid email address."],
    [{ ...selfReferral, email: "x", name: null }, "The name field is required. (and 1 more error)"],
    [
      { ...selfReferral, email: null, name: null },
      "The name field is required. (and 3 more errors)",
    ],
  ])("summarises %j as %s", (body, message) => {
    const result = ReferralRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    if (!result.success) expect(toValidationErrorResponse(result.error).message).toBe(message);
  });
});
