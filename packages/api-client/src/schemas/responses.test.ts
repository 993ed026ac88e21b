import { describe, expect, it } from "vitest";
import type { z } from "zod";

import * as fx from "../../test/fixtures.ts";
import {
  CollectionCategoryAllResponseSchema,
  CollectionCategoryResponseSchema,
  CollectionOrganisationEventResponseSchema,
  CollectionPersonaResponseSchema,
  ErrorResponseSchema,
  GeocodeResponseSchema,
  isKnownPageBlock,
  LocationResponseSchema,
  OrganisationEventResponseSchema,
  OrganisationResponseSchema,
  OrganisationSignUpResponseSchema,
  PageBlockSchema,
  PageDetailResponseSchema,
  PageFeedbackResponseSchema,
  PageListResponseSchema,
  ReferralResponseSchema,
  RegularOpeningHourSchema,
  ResourceDeletedResponseSchema,
  ServicePaginatedResponseSchema,
  ServiceLocationResponseSchema,
  ServiceResponseSchema,
  ServiceSearchResponseSchema,
  SettingsResponseSchema,
  StoredFileResponseSchema,
  StrictTimestampSchema,
  TagListResponseSchema,
  TaxonomyCategoryListResponseSchema,
  TaxonomyOrganisationListResponseSchema,
  TimestampSchema,
  UPDATE_REQUEST_RECEIVED_MESSAGES,
  ValidationErrorResponseSchema,
} from "./index.ts";

const valid: [string, z.ZodType, unknown][] = [
  ["category", CollectionCategoryResponseSchema, { data: fx.category() }],
  [
    "category /all without pagination",
    CollectionCategoryAllResponseSchema,
    { data: [fx.category()] },
  ],
  [
    "category /all with pagination",
    CollectionCategoryAllResponseSchema,
    fx.paginated([fx.category()]),
  ],
  ["persona", CollectionPersonaResponseSchema, { data: fx.persona() }],
  ["event collection", CollectionOrganisationEventResponseSchema, { data: fx.eventCollection() }],
  ["service", ServiceResponseSchema, { data: fx.service() }],
  [
    "service with organisation",
    ServiceResponseSchema,
    { data: { ...fx.service(), organisation: fx.organisation() } },
  ],
  ["legacy service type", ServiceResponseSchema, { data: { ...fx.service(), type: "helpline" } }],
  [
    "service with CQC id",
    ServiceResponseSchema,
    { data: { ...fx.service(), cqc_location_id: null } },
  ],
  [
    "service checked on a day (this project's extension)",
    ServiceResponseSchema,
    { data: { ...fx.service(), assured_date: "2026-11-03" } },
  ],
  [
    "service never checked",
    ServiceResponseSchema,
    { data: { ...fx.service(), assured_date: null } },
  ],
  ["services page", ServicePaginatedResponseSchema, fx.paginated([fx.service(1), fx.service(2)])],
  ["empty page", ServicePaginatedResponseSchema, fx.paginated([])],
  ["search results", ServiceSearchResponseSchema, fx.paginated([fx.searchResult()])],
  ["organisation", OrganisationResponseSchema, { data: fx.organisation() }],
  [
    "event",
    OrganisationEventResponseSchema,
    { data: { ...fx.event(), location: fx.location(), organisation: fx.organisation() } },
  ],
  ["location", LocationResponseSchema, { data: fx.location() }],
  ["service location", ServiceLocationResponseSchema, { data: fx.serviceLocation(1, 1, false) }],
  [
    "page list",
    PageListResponseSchema,
    { data: [fx.page(1), { ...fx.page(2), landing_page: fx.pageListItem(3, "landing") }] },
  ],
  ["page detail", PageDetailResponseSchema, { data: fx.pageDetail() }],
  ["eligibility taxonomies", TaxonomyCategoryListResponseSchema, { data: [fx.taxonomyTree()] }],
  [
    "organisation taxonomies",
    TaxonomyOrganisationListResponseSchema,
    { data: [fx.taxonomyOrganisation()] },
  ],
  ["tags", TagListResponseSchema, { data: [fx.tag()] }],
  ["settings", SettingsResponseSchema, { data: fx.settings() }],
  ["referral", ReferralResponseSchema, { data: fx.referral() }],
  ["page feedback", PageFeedbackResponseSchema, { data: fx.pageFeedback() }],
  ["sign-up received", OrganisationSignUpResponseSchema, fx.signUpReceived()],
  ["stored file", StoredFileResponseSchema, { data: fx.storedFile() }],
  [
    "geocode",
    GeocodeResponseSchema,
    {
      data: {
        postcode: "SM1 1AA",
        outward_code: "SM1",
        precision: "postcode",
        location: { lat: 51.36, lon: -0.19 },
      },
    },
  ],
  ["404 from binding", ErrorResponseSchema, { message: "" }],
  [
    "422",
    ValidationErrorResponseSchema,
    { message: "The name field is required.", errors: { name: ["The name field is required."] } },
  ],
  [
    "deleted",
    ResourceDeletedResponseSchema,
    { message: "The service has been successfully deleted" },
  ],
];

describe("response schemas accept contract-shaped bodies", () => {
  it.each(valid)("%s", (_name, schema, body) => {
    const result = schema.safeParse(body);
    expect(result.error?.issues).toBeUndefined();
    expect(result.success).toBe(true);
  });
});

const withSettings = (
  change: (frontend: ReturnType<typeof fx.settings>["cms"]["frontend"]) => unknown,
) => {
  const body = fx.settings();
  change(body.cms.frontend);
  return { data: body };
};

const invalid: [string, z.ZodType, unknown, string][] = [
  [
    "unknown service type",
    ServiceResponseSchema,
    { data: { ...fx.service(), type: "shop" } },
    "data.type",
  ],
  [
    "unknown wait time",
    ServiceResponseSchema,
    { data: { ...fx.service(), wait_time: "day" } },
    "data.wait_time",
  ],
  [
    "unknown referral method",
    ServiceResponseSchema,
    { data: { ...fx.service(), referral_method: "email" } },
    "data.referral_method",
  ],
  [
    "unknown status",
    ServiceResponseSchema,
    { data: { ...fx.service(), status: "deleted" } },
    "data.status",
  ],
  [
    "timestamp without offset",
    ServiceResponseSchema,
    { data: { ...fx.service(), updated_at: "2024-08-09 09:43:26" } },
    "data.updated_at",
  ],
  [
    "search hit without location",
    ServiceSearchResponseSchema,
    fx.paginated([{ ...fx.service(), service_locations: [fx.serviceLocation(1, 1, false)] }]),
    "data.0.service_locations.0.location",
  ],
  [
    "service checked at a time, not on a day",
    ServiceResponseSchema,
    { data: { ...fx.service(), assured_date: "2026-11-03T10:00:00+0000" } },
    "data.assured_date",
  ],
  [
    "paginated without meta",
    ServicePaginatedResponseSchema,
    { data: [], links: fx.paginated([]).links },
    "meta",
  ],
  [
    "weekly hour without weekday",
    ServiceLocationResponseSchema,
    {
      data: {
        ...fx.serviceLocation(1, 1, false),
        regular_opening_hours: [
          { frequency: "weekly", opens_at: "09:00:00", closes_at: "17:00:00" },
        ],
      },
    },
    "data.regular_opening_hours.0.weekday",
  ],
  [
    "time without seconds",
    ServiceLocationResponseSchema,
    {
      data: {
        ...fx.serviceLocation(1, 1, false),
        holiday_opening_hours: [
          {
            is_closed: false,
            starts_at: "2024-12-24",
            ends_at: "2024-12-24",
            opens_at: "09:00",
            closes_at: "12:00:00",
          },
        ],
      },
    },
    "data.holiday_opening_hours.0.opens_at",
  ],
  [
    "settings without a page",
    SettingsResponseSchema,
    withSettings((frontend) => Reflect.deleteProperty(frontend, "about")),
    "data.cms.frontend.about",
  ],
  ["page detail without content", PageDetailResponseSchema, { data: fx.page() }, "data.content"],
  [
    "malformed copy block",
    PageDetailResponseSchema,
    { data: { ...fx.pageDetail(), content: { about: { content: [{ type: "copy" }] } } } },
    "data.content.about.content.0.value",
  ],
  [
    "referral reference",
    ReferralResponseSchema,
    { data: { ...fx.referral(), reference: "abc" } },
    "data.reference",
  ],
  [
    "image mime type",
    CollectionPersonaResponseSchema,
    { data: { ...fx.persona(), image: { ...fx.image(1), mime_type: "image/gif" } } },
    "data.image.mime_type",
  ],
  [
    "nested taxonomy child",
    TaxonomyCategoryListResponseSchema,
    { data: [{ ...fx.taxonomyTree(), children: [{ name: 1 }] }] },
    "data.0.children.0.id",
  ],
];

describe("response schemas reject what the contract rules out", () => {
  it.each(invalid)("%s", (_name, schema, body, path) => {
    const result = schema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toContain(path);
  });
});

describe("unknown keys", () => {
  it.each([
    [
      "service",
      ServiceResponseSchema,
      { data: { ...fx.service(), national: true, attending_type: "venue" } },
    ],
    ["organisation", OrganisationResponseSchema, { data: { ...fx.organisation(), extra: 1 } }],
  ] as const)("are accepted and stripped on a %s", (_name, schema, body) => {
    const parsed = schema.parse(body) as { data: Record<string, unknown> };
    expect(Object.keys(parsed.data)).not.toContain("national");
    expect(Object.keys(parsed.data)).not.toContain("extra");
  });
});

describe("timestamps", () => {
  it.each([
    ["2024-08-09T09:43:26+0000", true, true],
    ["2024-08-09T09:43:26+0100", false, true],
    ["2024-08-09T09:43:26+01:00", false, true],
    ["2024-08-09T09:43:26.123Z", false, true],
    ["2024-08-09T09:43:26", false, false],
    ["2024-08-09", false, false],
    ["2026-02-30T10:00:00+0000", false, false],
    ["2026-02-30T10:00:00Z", false, false],
    ["2024-02-29T10:00:00Z", false, true],
    ["2026-13-01T10:00:00+0000", false, false],
    ["2026-11-29T24:00:00+0000", false, false],
    ["2026-11-29T23:60:00Z", false, false],
  ])("%s: strict %s, tolerant %s", (value, strict, tolerant) => {
    expect(StrictTimestampSchema.safeParse(value).success).toBe(strict);
    expect(TimestampSchema.safeParse(value).success).toBe(tolerant);
  });
});

describe("page blocks", () => {
  it.each([
    [{ type: "copy", value: "Hi" }, true],
    [{ type: "cta", title: "T", description: "D", buttonText: "Go" }, true],
    [{ type: "video", title: "T", url: "https://vimeo.com/1" }, true],
    [{ type: "accordion", items: [] }, false],
  ])("%j parses; known: %s", (block, known) => {
    const parsed = PageBlockSchema.parse(block);
    expect(parsed).toEqual(block);
    expect(isKnownPageBlock(parsed)).toBe(known);
  });
});

describe("regular opening hours", () => {
  it.each([
    [{ frequency: "weekly", weekday: 7, opens_at: "09:00:00", closes_at: "10:00:00" }, true],
    [{ frequency: "weekly", weekday: 8, opens_at: "09:00:00", closes_at: "10:00:00" }, false],
    [{ frequency: "monthly", day_of_month: 0, opens_at: "09:00:00", closes_at: "10:00:00" }, false],
    [
      {
        frequency: "fortnightly",
        starts_at: "2024-01-01",
        opens_at: "09:00:00",
        closes_at: "10:00:00",
      },
      true,
    ],
    [
      {
        frequency: "nth_occurrence_of_month",
        weekday: 1,
        occurrence_of_month: 6,
        opens_at: "09:00:00",
        closes_at: "10:00:00",
      },
      false,
    ],
    [{ frequency: "yearly", opens_at: "09:00:00", closes_at: "10:00:00" }, false],
  ])("%j → %s", (hour, ok) => {
    expect(RegularOpeningHourSchema.safeParse(hour).success).toBe(ok);
  });
});

describe("update request messages", () => {
  it.each([
    [
      UPDATE_REQUEST_RECEIVED_MESSAGES.pending("Sutton Information Hub"),
      fx.signUpReceived().message,
    ],
    [
      UPDATE_REQUEST_RECEIVED_MESSAGES.approved,
      "The update request has been received and approved",
    ],
  ])("%s", (message, expected) => {
    expect(message).toBe(expected);
  });
});
