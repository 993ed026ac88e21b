import { describe, expect, it } from "vitest";
import { loadBoroughDataset } from "./demo.ts";
import { CANARY, hostileDataset, OVERLONG_TEXT, URL_PAYLOADS } from "./hostile.ts";
import { SLUG_PATTERN } from "./lib/slug.ts";
import { TENANTS } from "./types.ts";

describe.each(TENANTS)("%s hostile dataset", (tenant) => {
  const standard = loadBoroughDataset(tenant, { referenceDate: "2025-06-15" });
  const hostile = hostileDataset(standard);

  it("keeps every record, id and relation, so every page type has data", () => {
    expect(hostile.services.map((s) => [s.id, s.organisation_id])).toEqual(
      standard.services.map((s) => [s.id, s.organisation_id]),
    );
    expect(hostile.pages.map((p) => [p.id, p.parent_id, p.collection_ids])).toEqual(
      standard.pages.map((p) => [p.id, p.parent_id, p.collection_ids]),
    );
    expect(hostile.organisation_events).toHaveLength(standard.organisation_events.length);
  });

  it("puts a script payload in names, descriptions, markdown, settings and alt text", () => {
    const texts = [
      ...hostile.services.flatMap((s) => [s.name, s.intro, s.description]),
      ...hostile.organisations.map((o) => o.description),
      ...hostile.collections.flatMap((c) => c.sideboxes.map((box) => box.content)),
      ...hostile.pages.map((p) => JSON.stringify(p.content)),
      hostile.settings.cms.frontend.global.footer_content,
      hostile.settings.cms.frontend.about.content,
      ...hostile.files.map((f) => f.alt_text ?? ""),
    ];
    for (const text of texts) expect(text).toContain(CANARY);
  });

  it("gives every URL field a script address, and uses every spelling of one", () => {
    const urls = [
      ...hostile.services.flatMap((s) => [s.url, s.fees_url, s.referral_url]),
      ...hostile.services.flatMap((s) => s.social_medias.map((social) => social.url)),
      ...hostile.organisations.map((o) => o.url),
      ...hostile.organisation_events.flatMap((e) => [e.booking_url, e.organiser_url]),
    ].filter((url) => url !== null);
    expect(urls.length).toBeGreaterThan(URL_PAYLOADS.length);
    expect(new Set(urls)).toEqual(new Set(URL_PAYLOADS));
  });

  it("keeps slugs valid and text within its column limits", () => {
    for (const record of [...hostile.services, ...hostile.collections, ...hostile.pages]) {
      expect(record.slug).toMatch(SLUG_PATTERN);
    }
    for (const service of hostile.services) expect(service.intro.length).toBeLessThanOrEqual(300);
    for (const page of hostile.pages) expect((page.excerpt ?? "").length).toBeLessThanOrEqual(150);
  });

  it("has overlong text", () => {
    expect(hostile.services[0]?.name).toContain(OVERLONG_TEXT);
  });
});
