import { describe, expect, it } from "vitest";
import { BOROUGHS, insideBox } from "../boroughs.ts";
import { EMAIL_PATTERN, PHONE_PATTERN, URL_PATTERN } from "../lib/contact.ts";
import { UUID_V4_PATTERN } from "../lib/ids.ts";
import {
  generateSyntheticOrganisations,
  generateSyntheticServices,
  syntheticOrganisationId,
} from "./synthetic.ts";
import { TENANTS } from "../types.ts";

describe.each(TENANTS)("synthetic services for %s", (tenant) => {
  const records = [...generateSyntheticServices(3000, 7, { tenant, organisationCount: 50 })];
  const organisationIds = new Set(
    [...generateSyntheticOrganisations(50, 7, { tenant })].map((o) => o.id),
  );

  it("yields exactly the requested number, lazily", () => {
    expect(records).toHaveLength(3000);
    const iterator = generateSyntheticServices(100_000, 7, { tenant });
    expect(iterator.next().done).toBe(false);
  });

  it("is deterministic and prefix-stable", () => {
    const again = [...generateSyntheticServices(500, 7, { tenant, organisationCount: 50 })];
    expect(again).toEqual(records.slice(0, 500));
    const [other] = [...generateSyntheticServices(1, 8, { tenant })];
    expect(other?.service.id).not.toBe(records[0]?.service.id);
  });

  it("gives unique ids and slugs and links services to the organisation pool", () => {
    const ids = records.flatMap((r) => [
      r.service.id,
      ...r.locations.map((l) => l.id),
      ...r.service_locations.map((s) => s.id),
    ]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(UUID_V4_PATTERN);
    expect(new Set(records.map((r) => r.service.slug)).size).toBe(records.length);
    for (const r of records) expect(organisationIds).toContain(r.service.organisation_id);
  });

  it("spreads one to three locations per service over the borough's sectors", () => {
    const { bbox } = BOROUGHS[tenant];
    const outwardCodes = new Set<string>();
    for (const r of records) {
      expect(r.locations.length).toBeGreaterThanOrEqual(1);
      expect(r.locations.length).toBeLessThanOrEqual(3);
      expect(r.service_locations.map((s) => s.location_id)).toEqual(r.locations.map((l) => l.id));
      for (const l of r.locations) {
        expect(insideBox(bbox, l.lat, l.lon)).toBe(true);
        outwardCodes.add(l.postcode.split(" ")[0] ?? "");
      }
    }
    expect(outwardCodes.size).toBeGreaterThanOrEqual(8);
  });

  it("writes plausible text and reserved contact details", () => {
    for (const { service } of records.slice(0, 300)) {
      expect(service.name).toMatch(/^[A-Z]/);
      expect(service.intro).not.toMatch(/\{|\}/);
      expect(service.description.length).toBeGreaterThan(50);
      expect(service.contact_phone).toMatch(PHONE_PATTERN);
      expect(service.contact_email).toMatch(EMAIL_PATTERN);
      expect(service.url).toMatch(URL_PATTERN);
      expect(service.is_free).toBe(service.fees_text === null);
    }
  });
});

describe("synthetic organisations", () => {
  it("match the ids services point at", () => {
    const [first] = [...generateSyntheticOrganisations(1, "bench")];
    expect(first?.id).toBe(syntheticOrganisationId("bench", "sutton", 0));
    expect(first?.email).toMatch(EMAIL_PATTERN);
    expect(first?.phone).toMatch(PHONE_PATTERN);
  });
});
