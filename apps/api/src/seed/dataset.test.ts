// The demo datasets' records: counts, coverage of every value, ids, slugs, references, places,
// contact details and the API's rules. Their dates are checked in dataset-dates.test.ts.
import {
  CURRENT_SERVICE_TYPES,
  OPENING_HOUR_FREQUENCIES,
  PAGE_BLOCK_TYPES,
  REFERRAL_METHODS,
  SERVICE_STATUSES,
  SOCIAL_MEDIA_TYPES,
  WAIT_TIMES,
} from "@hub/api-client/values";
import { describe, expect, it } from "vitest";
import { STORED_PAGE_TYPES } from "../db/schema.ts";
import { BOROUGHS, insideBox } from "./boroughs.ts";
import { EMAIL_PATTERN, PHONE_PATTERN, URL_PATTERN } from "./lib/contact.ts";
import { UUID_V4_PATTERN } from "./lib/ids.ts";
import { SLUG_PATTERN } from "./lib/slug.ts";
import {
  DEMO_DATASETS as datasets,
  DEMO_REFERENCE as REFERENCE,
  strings,
} from "../test/demo-content.ts";
import { ELIGIBILITY_TYPES, TENANTS } from "./types.ts";

const cases = TENANTS.map((tenant) => ({ tenant, d: datasets[tenant] }));

describe.each(cases)("$tenant dataset", ({ tenant, d }) => {
  const categories = d.collections.filter((c) => c.type === "category");
  const personas = d.collections.filter((c) => c.type === "persona");
  const activeServices = d.services.filter((s) => s.status === "active");
  const hours = d.service_locations.flatMap((sl) => sl.regular_opening_hours);
  const holidays = d.service_locations.flatMap((sl) => sl.holiday_opening_hours);
  const taxonomyById = new Map(d.taxonomies.map((t) => [t.id, t]));
  const fileIds = new Set(d.files.map((f) => f.id));

  it.each([
    ["categories", categories.length, 12],
    ["personas", personas.length, 6],
    ["event categories", d.collections.filter((c) => c.type === "organisation-event").length, 4],
    ["organisations", d.organisations.length, 60],
    ["services", d.services.length, 150],
    ["events", d.organisation_events.length, 40],
    ["locations", d.locations.length, 30],
    ["pages", d.pages.length, 12],
    ["synonym rows", d.thesaurus.length, 10],
  ])("has at least the required number of %s", (_, count, minimum) => {
    expect(count).toBeGreaterThanOrEqual(minimum);
  });

  it.each([
    ["service type", CURRENT_SERVICE_TYPES, d.services.map((s) => s.type)],
    ["service status", SERVICE_STATUSES, d.services.map((s) => s.status)],
    ["referral method", REFERRAL_METHODS, d.services.map((s) => s.referral_method)],
    ["wait time", [...WAIT_TIMES, null], d.services.map((s) => s.wait_time)],
    ["is_free", [true, false], d.services.map((s) => s.is_free)],
    ["score", [0, 1, 2, 3, 4, 5], d.services.map((s) => s.score)],
    ["opening frequency", OPENING_HOUR_FREQUENCIES, hours.map((h) => h.frequency)],
    ["occurrence of month", [1, 2, 3, 4, 5], hours.map((h) => h.occurrence_of_month)],
    ["holiday closed flag", [true, false], holidays.map((h) => h.is_closed)],
    ["page type", STORED_PAGE_TYPES, d.pages.map((p) => p.page_type)],
    ["page enabled", [true, false], d.pages.map((p) => p.enabled)],
    [
      "content block type",
      PAGE_BLOCK_TYPES,
      d.pages.flatMap((p) => Object.values(p.content).flatMap((s) => s.content.map((b) => b.type))),
    ],
    ["category enabled", [true, false], categories.map((c) => c.enabled)],
    ["category homepage", [true, false], categories.map((c) => c.homepage)],
    ["persona homepage", [true, false], personas.map((c) => c.homepage)],
    ["event is_virtual", [true, false], d.organisation_events.map((e) => e.is_virtual)],
    ["event is_free", [true, false], d.organisation_events.map((e) => e.is_free)],
    ["event homepage", [true, false], d.organisation_events.map((e) => e.homepage)],
    ["event has booking", [true, false], d.organisation_events.map((e) => e.booking_url !== null)],
    ["location wheelchair", [true, false], d.locations.map((l) => l.has_wheelchair_access)],
    ["location loop", [true, false], d.locations.map((l) => l.has_induction_loop)],
    ["location toilet", [true, false], d.locations.map((l) => l.has_accessible_toilet)],
    ["location image", [true, false], d.locations.map((l) => l.image_file_id !== null)],
    ["organisation logo", [true, false], d.organisations.map((o) => o.logo_file_id !== null)],
    ["service logo", [true, false], d.services.map((s) => s.logo_file_id !== null)],
    ["disclaimer", [true, false], d.services.map((s) => s.show_referral_disclaimer)],
  ] as [string, readonly unknown[], unknown[]][])(
    "covers every %s value",
    (_, expected, actual) => {
      for (const value of expected) expect(actual).toContain(value);
    },
  );

  it("covers every social media type across organisations and services", () => {
    const types = [...d.organisations, ...d.services].flatMap((x) =>
      x.social_medias.map((s) => s.type),
    );
    for (const type of SOCIAL_MEDIA_TYPES) expect(types).toContain(type);
  });

  it.each([
    ["services", d.services.map((s) => s.slug)],
    ["organisations", d.organisations.map((o) => o.slug)],
    ["events", d.organisation_events.map((e) => e.slug)],
    ["pages", d.pages.map((p) => p.slug)],
    ["collections", d.collections.map((c) => c.slug)],
    ["taxonomies", d.taxonomies.map((t) => t.slug)],
    ["tags", d.tags.map((t) => t.slug)],
  ])("has unique, well-formed %s slugs", (_, slugs) => {
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(SLUG_PATTERN);
  });

  it("gives every record a unique v4-shaped id", () => {
    const ids = [
      ...d.files,
      ...d.taxonomies,
      ...d.collections,
      ...d.tags,
      ...d.organisations,
      ...d.locations,
      ...d.services,
      ...d.service_locations,
      ...d.organisation_events,
      ...d.pages,
    ].map((x) => x.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(UUID_V4_PATTERN);
  });

  it("keeps every reference pointing at a record of the right kind", () => {
    const organisationIds = new Set(d.organisations.map((o) => o.id));
    const locationIds = new Set(d.locations.map((l) => l.id));
    const serviceIds = new Set(d.services.map((s) => s.id));
    const tagIds = new Set(d.tags.map((t) => t.id));
    const collectionIds = new Set(d.collections.map((c) => c.id));
    const rootOf = (id: string) => taxonomyById.get(id)?.root;
    const imageIds = [
      ...d.organisations.map((o) => o.logo_file_id),
      ...d.services.flatMap((s) => [s.logo_file_id, ...s.gallery_items.map((g) => g.file_id)]),
      ...d.locations.map((l) => l.image_file_id),
      ...d.service_locations.map((sl) => sl.image_file_id),
      ...d.organisation_events.map((e) => e.image_file_id),
      ...d.pages.map((p) => p.image_file_id),
      ...d.collections.map((c) => c.image_file_id),
      d.settings.cms.frontend.banner.image_file_id,
    ].filter((id): id is string => id !== null);

    for (const id of imageIds) expect(fileIds).toContain(id);
    for (const s of d.services) {
      expect(organisationIds).toContain(s.organisation_id);
      for (const id of s.tag_ids) expect(tagIds).toContain(id);
      for (const id of s.category_taxonomy_ids) expect(rootOf(id)).toBe("Category");
      for (const id of s.eligibility_types.taxonomies)
        expect(rootOf(id)).toBe("Service Eligibility");
    }
    for (const sl of d.service_locations) {
      expect(serviceIds).toContain(sl.service_id);
      expect(locationIds).toContain(sl.location_id);
    }
    for (const e of d.organisation_events) {
      expect(organisationIds).toContain(e.organisation_id);
      if (e.location_id) expect(locationIds).toContain(e.location_id);
      for (const id of e.category_taxonomy_ids) expect(rootOf(id)).toBe("Category");
    }
    for (const c of d.collections) {
      for (const id of c.category_taxonomy_ids) expect(rootOf(id)).toBe("Category");
    }
    for (const p of d.pages) for (const id of p.collection_ids) expect(collectionIds).toContain(id);
    for (const t of d.taxonomies) if (t.parent_id) expect(taxonomyById.has(t.parent_id)).toBe(true);
  });

  it("gives every service one to three locations and related services enough shared taxonomies", () => {
    const perService = new Map<string, number>();
    for (const sl of d.service_locations) {
      perService.set(sl.service_id, (perService.get(sl.service_id) ?? 0) + 1);
    }
    for (const s of d.services) expect(perService.get(s.id)).toBeGreaterThanOrEqual(1);
    for (const n of perService.values()) expect(n).toBeLessThanOrEqual(3);
    const withRelated = activeServices.filter((s) =>
      activeServices.some(
        (o) =>
          o.id !== s.id &&
          o.category_taxonomy_ids.filter((t) => s.category_taxonomy_ids.includes(t)).length >= 3,
      ),
    );
    expect(withRelated.length).toBeGreaterThan(activeServices.length / 2);
  });

  it("gives every enabled collection something to show", () => {
    for (const c of d.collections.filter((x) => x.enabled)) {
      const pool = c.type === "organisation-event" ? d.organisation_events : activeServices;
      const members = pool.filter((x) =>
        x.category_taxonomy_ids.some((id) => c.category_taxonomy_ids.includes(id)),
      );
      expect(members.length, c.slug).toBeGreaterThanOrEqual(2);
    }
  });

  it("places every location inside the borough", () => {
    const { bbox } = BOROUGHS[tenant];
    for (const l of d.locations) expect(insideBox(bbox, l.lat, l.lon)).toBe(true);
  });

  it("uses only reserved phone numbers, emails and URLs", () => {
    // SVG markup and ids are machine data, not contact details.
    const all = strings({ ...d, files: [] }).filter(
      ({ key }) => !/(^id$|_id$|_ids$|^taxonomies$)/.test(key),
    );
    for (const { key, value } of all) {
      if (key.includes("phone")) expect(value).toMatch(PHONE_PATTERN);
      if (key.includes("email")) expect(value).toMatch(EMAIL_PATTERN);
      // Page CTAs may link within the site ("/services/…"); everything else is absolute.
      if (/(^|_)url$/.test(key) || key === "video_embed") {
        expect(value).toMatch(value.startsWith("/") ? /^\/[a-z0-9\-/?=&]*$/ : URL_PATTERN);
      }
      for (const link of value.match(/https?:\/\/[^\s)"]+/g) ?? []) {
        if (!link.startsWith("http://www.w3.org/2000/svg")) expect(link).toMatch(URL_PATTERN);
      }
      for (const address of value.match(/[\w.+-]+@[\w.-]+\.\w+/g) ?? []) {
        expect(address).toMatch(EMAIL_PATTERN);
      }
      for (const number of value.match(/\b0\d{2,4}[ \d]{6,9}\d\b/g) ?? []) {
        expect(number).toMatch(PHONE_PATTERN);
      }
    }
  });

  it("obeys the API's conditional service rules", () => {
    for (const s of d.services) {
      expect(s.intro.length).toBeLessThanOrEqual(300);
      expect(s.gallery_items.length).toBeLessThanOrEqual(5);
      if (s.is_free) expect([s.fees_text, s.fees_url]).toEqual([null, null]);
      else expect(s.fees_text).not.toBeNull();
      if (s.referral_method === "none") {
        expect([
          s.referral_button_text,
          s.referral_email,
          s.referral_url,
          s.show_referral_disclaimer,
        ]).toEqual([null, null, null, false]);
      }
      if (s.referral_method === "internal")
        expect([s.referral_email !== null, s.referral_url]).toEqual([true, null]);
      if (s.referral_method === "external")
        expect([s.referral_email, s.referral_url !== null]).toEqual([null, true]);
      if (s.cqc_location_id !== null) expect(s.cqc_location_id).toMatch(/^\d-\d+$/);
      s.offerings.forEach((o, i) => {
        expect(o.order).toBe(i + 1);
      });
      s.useful_infos.forEach((u, i) => {
        expect(u.order).toBe(i + 1);
      });
    }
  });

  it.each([
    ["free and paid", () => d.services.some((s) => !s.is_free && s.fees_url !== null)],
    [
      "custom eligibility texts",
      () => d.services.some((s) => Object.values(s.eligibility_types.custom).some(Boolean)),
    ],
    [
      "eligibility taxonomies",
      () => d.services.some((s) => s.eligibility_types.taxonomies.length > 0),
    ],
    ["offerings", () => d.services.every((s) => s.offerings.length > 0)],
    ["useful infos", () => d.services.some((s) => s.useful_infos.length > 0)],
    ["gallery items", () => d.services.some((s) => s.gallery_items.length >= 3)],
    ["testimonials", () => d.services.some((s) => s.testimonial !== null)],
    ["video embeds", () => d.services.some((s) => s.video_embed !== null)],
    ["contact names", () => d.services.some((s) => s.contact_name !== null)],
    ["CQC location ids", () => d.services.filter((s) => s.cqc_location_id !== null).length >= 2],
    [
      "future end dates",
      () => d.services.some((s) => s.ends_at !== null && s.ends_at > `${REFERENCE}T23`),
    ],
    ["past end dates", () => d.services.some((s) => s.ends_at !== null && s.ends_at < REFERENCE)],
    ["tags", () => d.services.some((s) => s.tag_ids.length > 0)],
    ["service-location names", () => d.service_locations.some((sl) => sl.name !== null)],
    ["service-location images", () => d.service_locations.some((sl) => sl.image_file_id !== null)],
    ["accessibility notes", () => d.locations.some((l) => l.accessibility_info !== null)],
    ["organisations without a website", () => d.organisations.some((o) => o.url === null)],
    [
      "markdown descriptions",
      () => d.organisations.every((o) => o.description.includes("## What we do")),
    ],
  ])("includes %s", (_, check) => {
    expect(check()).toBe(true);
  });

  it("builds a page tree the API accepts", () => {
    const byId = new Map(d.pages.map((p) => [p.id, p]));
    for (const p of d.pages) {
      const parent = p.parent_id ? byId.get(p.parent_id) : undefined;
      if (p.page_type === "landing") {
        expect(p.parent_id).toBeNull();
        expect(p.content.introduction?.content[0]?.type).toBe("copy");
        expect(p.content.info_pages?.title).toBeTruthy();
        expect(p.content.collections?.title).toBeTruthy();
      } else {
        expect(p.collection_ids).toEqual([]);
      }
      if (parent && !parent.enabled) expect(p.enabled).toBe(false);
      if (p.excerpt) expect(p.excerpt.length).toBeLessThanOrEqual(150);
    }
    expect(d.pages.some((p) => p.page_type === "landing" && p.collection_ids.length > 0)).toBe(
      true,
    );
    expect(
      d.pages.some((p) => p.parent_id !== null && byId.get(p.parent_id)?.page_type === "topic"),
    ).toBe(true);
    expect(d.pages.some((p) => p.image_file_id !== null)).toBe(true);
  });

  it("has the taxonomy trees the frontend filters on", () => {
    const root = d.taxonomies.find((t) => t.name === "Service Eligibility");
    const types = d.taxonomies.filter((t) => t.parent_id === root?.id).map((t) => t.name);
    expect(types).toEqual([...ELIGIBILITY_TYPES]);
    for (const typeName of ELIGIBILITY_TYPES) {
      const type = d.taxonomies.find(
        (t) => t.name === typeName && t.root === "Service Eligibility",
      );
      expect(d.taxonomies.filter((t) => t.parent_id === type?.id).length).toBeGreaterThanOrEqual(4);
    }
    const organisationRoot = d.taxonomies.find((t) => t.name === "Organisation");
    expect(
      d.taxonomies.some((t) => t.parent_id === organisationRoot?.id && t.name === "Family/Friend"),
    ).toBe(true);
    expect(Math.max(...d.taxonomies.filter((t) => t.root === "Category").map((t) => t.depth))).toBe(
      3,
    );
  });

  it("has copy for every CMS page within the admin limits", () => {
    const cms = d.settings.cms.frontend;
    for (const page of [
      cms.about,
      cms.contact,
      cms.terms_and_conditions,
      cms.privacy_policy,
      cms.cookie_policy,
      cms.get_involved,
      cms.favourites,
    ]) {
      expect(page.title.length).toBeGreaterThan(0);
      expect(page.content.length).toBeGreaterThan(100);
    }
    expect(cms.accessibility_statement.content?.length).toBeGreaterThan(100);
    expect(cms.home.banners.length).toBeGreaterThan(0);
    for (const banner of [...cms.home.banners, cms.banner]) {
      expect((banner.title ?? "").length).toBeLessThanOrEqual(70);
      expect((banner.content ?? "").length).toBeLessThanOrEqual(200);
      expect((banner.button_text ?? "").length).toBeLessThanOrEqual(30);
    }
    expect(Object.values(cms.global).every((v) => v.length > 0)).toBe(true);
  });
});
