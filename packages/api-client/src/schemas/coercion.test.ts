// Laravel's `integer`, `numeric`, `boolean` and `url` rules accept more than JSON's own types: the
// council frontends send numbers as numeric strings and booleans as 1/"0". The request schemas
// accept what those rules accept, hand the server clean types, and reject the rest with the
// rule's message.
import { describe, expect, it } from "vitest";
import type { z } from "zod";

import {
  EventSearchRequestSchema,
  isLaravelUrl,
  OrganisationSignUpRequestSchema,
  PageFeedbackRequestSchema,
  PageSearchRequestSchema,
  ReferralRequestSchema,
  ServiceSearchRequestSchema,
  toValidationErrorResponse,
} from "./index.ts";

type Outcome = { data: unknown } | { errors: Record<string, string[]> };

function outcome(schema: z.ZodType, body: unknown): Outcome {
  const result = schema.safeParse(body);
  return result.success
    ? { data: result.data }
    : { errors: toValidationErrorResponse(result.error).errors };
}

const sutton = {
  query: "food bank",
  order: "distance",
  distance: "5",
  location: { lat: "51.3618", lon: "-0.1945" },
  page: "2",
  per_page: "25",
  is_free: "1",
};

describe("service search as the council frontends send it", () => {
  it("accepts numeric strings and 1/0 booleans and hands over numbers and booleans", () => {
    expect(outcome(ServiceSearchRequestSchema, sutton)).toEqual({
      data: {
        query: "food bank",
        order: "distance",
        distance: 5,
        location: { lat: 51.3618, lon: -0.1945 },
        page: 2,
        per_page: 25,
        is_free: true,
      },
    });
  });

  const booleans: [unknown, boolean][] = [
    [true, true],
    [false, false],
    [1, true],
    [0, false],
    ["1", true],
    ["0", false],
    ["true", true],
    ["false", false],
  ];
  it.each(booleans)("reads is_free %j as %s", (value, expected) => {
    expect(outcome(ServiceSearchRequestSchema, { is_free: value })).toEqual({
      data: { is_free: expected },
    });
  });

  it.each([["yes"], [2], ["TRUE"], [[true]], [{}], ["on"]])("rejects is_free %j", (value) => {
    expect(outcome(ServiceSearchRequestSchema, { is_free: value })).toEqual({
      errors: { is_free: ["The is free field must be true or false."] },
    });
  });

  const integers: [unknown, number][] = [
    ["5", 5],
    ["+7", 7],
    ["-0", 0],
    [12, 12],
    ["0", 0],
  ];
  it.each(integers)("reads distance %j as %d", (value, expected) => {
    expect(outcome(ServiceSearchRequestSchema, { query: "food", distance: value })).toEqual({
      data: { query: "food", distance: expected },
    });
  });

  it.each([["5.5"], [5.5], ["5a"], ["0x10"], ["1e3"], ["05"], [true], ["99999999999999999999"]])(
    "rejects distance %j as not an integer",
    (value) => {
      expect(outcome(ServiceSearchRequestSchema, { query: "food", distance: value })).toEqual({
        errors: { distance: ["The distance field must be an integer."] },
      });
    },
  );

  const numbers: [unknown, number][] = [
    ["51.5", 51.5],
    ["-0.19", -0.19],
    [".5", 0.5],
    ["5.", 5],
    ["1e1", 10],
    ["+45", 45],
    [12.25, 12.25],
  ];
  it.each(numbers)("reads location.lat %j as %d", (value, expected) => {
    expect(outcome(ServiceSearchRequestSchema, { location: { lat: value, lon: "0" } })).toEqual({
      data: { location: { lat: expected, lon: 0 } },
    });
  });

  it.each([["north"], ["0x10"], ["Infinity"], ["NaN"], ["1e999"], [true], ["1,5"]])(
    "rejects location.lat %j as not a number",
    (value) => {
      expect(outcome(ServiceSearchRequestSchema, { location: { lat: value, lon: 0 } })).toEqual({
        errors: { "location.lat": ["The location.lat field must be a number."] },
      });
    },
  );

  it.each([
    [ServiceSearchRequestSchema, { query: "food", distance: "31" }],
    [EventSearchRequestSchema, { distance: 40 }],
  ])("caps distance at 30 miles", (schema, body) => {
    expect(outcome(schema, body)).toEqual({
      errors: { distance: ["The distance field must not be greater than 30."] },
    });
  });

  it("still applies bounds after coercion", () => {
    expect(
      outcome(ServiceSearchRequestSchema, {
        location: { lat: "91", lon: "-181" },
        distance: "-1",
        page: "0",
      }),
    ).toEqual({
      errors: {
        "location.lat": ["The location.lat field must be between -90 and 90."],
        "location.lon": ["The location.lon field must be between -180 and 180."],
        distance: ["The distance field must be at least 0."],
        page: ["The page field must be at least 1."],
      },
    });
  });
});

describe("other searches", () => {
  it("reads event flags and paging from strings", () => {
    expect(
      outcome(EventSearchRequestSchema, {
        is_virtual: "0",
        has_wheelchair_access: 1,
        per_page: "10",
      }),
    ).toEqual({ data: { is_virtual: false, has_wheelchair_access: true, per_page: 10 } });
  });

  it("caps event search dates at 255 characters", () => {
    expect(
      outcome(EventSearchRequestSchema, { starts_after: `2026-01-01${"x".repeat(300)}` }),
    ).toEqual({
      errors: { starts_after: ["The starts after field must not be greater than 255 characters."] },
    });
  });

  it("reads page search paging from strings", () => {
    expect(outcome(PageSearchRequestSchema, { query: "bins", page: "3" })).toEqual({
      data: { query: "bins", page: 3 },
    });
  });
});

const referral = {
  service_id: "00000000-0000-4000-8000-000000000601",
  name: "Jane Doe",
  email: "jane@example.org",
  phone: null,
  other_contact: null,
  postcode_outward_code: null,
  comments: null,
};

describe("referral consents", () => {
  it.each([
    [true, "0", false],
    [1, 0, false],
    ["1", "1", true],
    ["true", "false", false],
  ])("accept referral_consented %j and feedback_consented %j", (accepted, feedback, expected) => {
    const result = outcome(ReferralRequestSchema, {
      ...referral,
      referral_consented: accepted,
      feedback_consented: feedback,
    });
    expect(result).toMatchObject({
      data: { referral_consented: true, feedback_consented: expected },
    });
  });

  it.each([
    [false, "The referral consented field must be accepted."],
    ["0", "The referral consented field must be accepted."],
    [0, "The referral consented field must be accepted."],
    ["yes", "The referral consented field must be true or false."],
  ])("refuse referral_consented %j", (value, message) => {
    expect(
      outcome(ReferralRequestSchema, {
        ...referral,
        referral_consented: value,
        feedback_consented: false,
      }),
    ).toEqual({ errors: { referral_consented: [message] } });
  });
});

describe("sign-up form", () => {
  it("reads the service's is_free and orders from strings", () => {
    const body = {
      user: {
        first_name: "Ann",
        last_name: "Lee",
        email: "ann@example.org",
        phone: "07700900123",
        password: "Passw0rd!",
      },
      organisation: { id: "00000000-0000-4000-8000-000000000100" },
      service: {
        slug: "lunch-club",
        name: "Lunch club",
        type: "club",
        intro: "Lunch on Tuesdays.",
        description: "A hot lunch and company.",
        wait_time: null,
        is_free: "0",
        fees_text: null,
        fees_url: null,
        testimonial: null,
        video_embed: null,
        url: null,
        contact_name: null,
        contact_phone: null,
        contact_email: null,
        useful_infos: [{ title: "Where", description: "The hall", order: "1" }],
        offerings: [{ offering: "Lunch", order: 1 }],
        social_medias: [],
      },
    };
    const result = outcome(OrganisationSignUpRequestSchema, body);
    expect(result).toMatchObject({
      data: {
        service: { is_free: false, useful_infos: [{ order: 1 }], offerings: [{ order: 1 }] },
      },
    });
  });
});

describe("the url rule (Laravel's `url`, http and https)", () => {
  it.each([
    "http://localhost/test-page",
    "http://localhost:3000/services/food-bank?x=1#top",
    "http://127.0.0.1:8080/",
    "https://[::1]:4000/path",
    "http://user:secret@example.org/",
    "https://hub.example.org",
    "https://hub.example.org/pages/energy-bills?utm_source=x&y[]=1",
    "https://bücher.example/straße",
    "http://xn--bcher-kva.example/",
    "https://example.org/a%20b",
  ])("accepts %s", (url) => {
    expect(isLaravelUrl(url)).toBe(true);
    expect(
      outcome(PageFeedbackRequestSchema, {
        url,
        feedback: "Out of date.",
        name: null,
        email: null,
        phone: null,
      }),
    ).toMatchObject({ data: { url } });
  });

  it.each([
    "javascript:alert(1)",
    "javascript://example.org/%0Aalert(1)",
    "ftp://example.org/file",
    "localhost/test-page",
    "http://",
    "http://a",
    "http://exa mple.org/",
    "http://example.org/a b",
    "http://[::zz]/",
    "https://example.org:port/",
    "mailto:someone@example.org",
  ])("rejects %s", (url) => {
    expect(isLaravelUrl(url)).toBe(false);
  });

  it("answers at once for a long URL-like string", () => {
    expect(isLaravelUrl(`http://${"a".repeat(200_000)}!`)).toBe(false);
  });
});
