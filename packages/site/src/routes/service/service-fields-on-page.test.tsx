// Holds the service page to `SERVICE_FIELDS_ON_PAGE`: a listing with every field set is rendered,
// then again with one field changed. A field the page shows changes its HTML (or stops the page,
// as a removed status does); a field it does not show leaves the HTML as it was.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";

import { ServiceSchema } from "@hub/api-client/schemas";
import type { Service } from "@hub/api-client/schemas";

import {
  ELIGIBILITY_IDS,
  eligibilityTree,
  location,
  notFoundResponse,
  organisation,
  paginated,
  service,
  serviceLocation,
  stubSite,
} from "../../test/api-stub.ts";
import { createServiceRoute } from "./service-route.tsx";
import { SERVICE_FIELDS_ON_PAGE } from "./service-sections.tsx";

const STAMP = "2026-01-01T00:00:00+0000";
const place = location({ address_line_1: "Trinity Church Hall", postcode: "SM1 4DT" });

/** A listing with every field of the contract set, none null or empty. */
function completeListing(): Service {
  const id = "0a000000-0000-4000-8000-000000000001";
  const ref = { created_at: STAMP, updated_at: STAMP };
  return service({
    id,
    has_logo: true,
    image: {
      id: "0f000000-0000-4000-8000-000000000001",
      url: "https://api.test/core/v1/images/logo.png",
      mime_type: "image/png",
      alt_text: "Logo",
    },
    wait_time: "two_weeks",
    is_free: false,
    fees_text: "£2 a meal",
    fees_url: "https://lunch.test/fees",
    testimonial: "Brilliant people",
    video_embed: "https://www.youtube.com/watch?v=abcdefghijk",
    url: "https://lunch.test",
    contact_name: "Pat Jones",
    contact_phone: "020 7946 0999",
    contact_email: "pat@lunch.test",
    show_referral_disclaimer: true,
    referral_method: "external",
    referral_button_text: "Sign up",
    referral_email: "referrals@lunch.test",
    referral_url: "https://lunch.test/refer",
    useful_infos: [{ title: "Parking", description: "Free parking behind.", order: 1 }],
    offerings: [{ offering: "Hot meals", order: 1 }],
    social_medias: [{ type: "instagram", url: "https://instagram.com/lunchclub" }],
    gallery_items: [
      {
        file_id: "0f000000-0000-4000-8000-000000000002",
        url: "https://api.test/core/v1/services/x/gallery-items/1",
        mime_type: "image/png",
        alt_text: "The hall",
        ...ref,
      },
    ],
    tags: [
      { id: "0c000000-0000-4000-8000-000000000001", slug: "drop-in", label: "Drop-in", ...ref },
    ],
    category_taxonomies: [
      {
        id: "0b000000-0000-4000-8000-000000000001",
        parent_id: null,
        slug: "food",
        name: "Food",
        ...ref,
      },
    ],
    eligibility_types: {
      custom: {
        age_group: "Over 60s",
        disability: "Step-free",
        ethnicity: "Everyone",
        gender: "Anyone",
        income: "Any income",
        language: "English and Tamil",
        housing: "Any home",
        other: "Carers too",
      },
      taxonomies: [ELIGIBILITY_IDS.youngAdult],
    },
    score: 3,
    ends_at: "2099-01-01T00:00:00+0000",
    last_modified_at: "2026-04-02T09:00:00+0000",
    assured_date: "2026-11-03",
    service_locations: [serviceLocation(id, place)],
    organisation: organisation({ slug: "age-uk-testshire", name: "Age UK Testshire" }),
    cqc_location_id: "1-000000001",
  });
}

/** The choices of an enum field, or none. */
function choicesOf(field: keyof Service): readonly string[] {
  let schema: z.ZodType = ServiceSchema.shape[field];
  while (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) {
    schema = schema.unwrap() as z.ZodType;
  }
  return schema instanceof z.ZodEnum ? (schema.options as string[]) : [];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The same kind of value, made different (a null inside an object stays null). */
function changed(value: unknown, choices: readonly string[] = []): unknown {
  if (value === null) return null;
  if (typeof value === "boolean") return !value;
  if (typeof value === "number") return value + 1;
  if (Array.isArray(value)) return [];
  if (typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, changed(item)]));
  }
  if (typeof value !== "string") throw new Error(`no other value of a ${typeof value}`);
  const text = value;
  if (choices.length > 0) return choices.find((choice) => choice !== text);
  if (UUID.test(text)) return `${text.slice(0, -1)}${text.endsWith("9") ? "8" : "9"}`;
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return "2025-02-14";
  if (/^\d{4}-\d{2}-\d{2}T/.test(text)) return "2098-02-14T10:00:00+0000";
  if (text.startsWith("https://")) return `${text}/changed`;
  return `changed ${text}`;
}

/** The page's HTML for a listing, or how it stopped. */
async function pageOf(subject: Service): Promise<string> {
  const { site } = stubSite(({ path }) => {
    if (path === "services/lunch-club") return { body: { data: subject } };
    if (path === "services/lunch-club/related") return { body: paginated([]) };
    if (path === "taxonomies/service-eligibilities") return { body: { data: eligibilityTree() } };
    if (path === "service-locations") {
      // No opening hours: "open now" would make two renders a minute apart differ.
      const hours = { regular_opening_hours: [], is_open_now: false };
      return { body: paginated([serviceLocation(subject.id, place, hours)], 1, 1, 100) };
    }
    return notFoundResponse;
  });
  const route = createServiceRoute(site);
  try {
    return renderToStaticMarkup(
      await route.Page({ params: Promise.resolve({ slug: "lunch-club" }) }),
    );
  } catch (error) {
    return `stopped: ${String(error)}`;
  }
}

const listing = completeListing();
const fields = Object.entries(SERVICE_FIELDS_ON_PAGE) as [keyof Service, string][];

describe("the service page and each field of a service", () => {
  it("names every field of the contract", () => {
    expect(Object.keys(SERVICE_FIELDS_ON_PAGE).sort()).toEqual(
      Object.keys(ServiceSchema.shape).sort(),
    );
  });

  it.each(fields)("%s: %s", async (field, onPage) => {
    expect(listing[field], "the complete listing sets every field").not.toBeNull();
    const [before, after] = [
      await pageOf(listing),
      await pageOf({ ...listing, [field]: changed(listing[field], choicesOf(field)) }),
    ];
    if (onPage === "shown") expect(after).not.toBe(before);
    else expect(after).toBe(before);
  });

  it.each([
    {
      assured_date: "2026-11-03",
      shown: 'Information checked on <time dateTime="2026-11-03">3 November 2026</time>',
    },
    { assured_date: null, shown: null },
    { assured_date: undefined, shown: null },
  ])("says when the information was checked: $assured_date", async ({ assured_date, shown }) => {
    const html = await pageOf({ ...listing, assured_date });
    if (shown === null) expect(html).not.toContain("Information checked");
    else expect(html).toContain(shown);
  });
});
