import { describe, expect, it } from "vitest";
import type { z } from "zod";

import { errorsOf } from "../../test/validation.ts";
import type { Errors } from "../../test/validation.ts";
import {
  CategoryCollectionSearchRequestSchema,
  EventSearchRequestSchema,
  GeocodeQuerySchema,
  PageFeedbackRequestSchema,
  PageSearchRequestSchema,
  PersonaCollectionSearchRequestSchema,
  ServiceSearchRequestSchema,
} from "./index.ts";

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
  [
    "events happening at a moment, and now",
    EventSearchRequestSchema,
    { happening_at: "2026-12-06T00:00", happening_now: "1" },
    null,
  ],
  [
    "event happening rules",
    EventSearchRequestSchema,
    { happening_at: "2026-02-30T10:00", happening_now: "yes" },
    {
      happening_at: ["The happening at field must match the format Y-m-d\\TH:i."],
      happening_now: ["The happening now field must be true or false."],
    },
  ],
  [
    "an event happening at a time of no day",
    EventSearchRequestSchema,
    { happening_at: "2026-12-06T24:00" },
    { happening_at: ["The happening at field must match the format Y-m-d\\TH:i."] },
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

describe("PageFeedbackRequestSchema", () => {
  it.each(feedbackCases)("%s", (_name, body, expected) => {
    expect(errorsOf(PageFeedbackRequestSchema, body)).toEqual(expected);
  });
});

describe("search and geocode requests", () => {
  it.each(searchCases)("%s", (_name, schema, body, expected) => {
    expect(errorsOf(schema, body)).toEqual(expected);
  });
});
