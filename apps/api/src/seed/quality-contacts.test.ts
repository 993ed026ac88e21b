// Content quality, contact details and places: every phone number is an Ofcom drama number spaced
// as printed, every email and website on a reserved domain, and every address in a real sector of
// the borough (issue 19). The writing is checked in quality.test.ts.
import { describe, expect, it } from "vitest";
import { DEMO_DATASETS as datasets, overused } from "../test/demo-content.ts";
import { generateSyntheticServices } from "./synthetic/synthetic.ts";
import { TENANTS } from "./types.ts";

/**
 * Ofcom's numbers reserved for drama (TV, radio, film and fiction), as the digits every number in
 * a range starts with. Each range holds 1000 eleven-digit numbers.
 */
const DRAMA_RANGES: readonly { name: string; prefix: string }[] = [
  { name: "Leeds", prefix: "01134960" },
  { name: "Sheffield", prefix: "01144960" },
  { name: "Nottingham", prefix: "01154960" },
  { name: "Leicester", prefix: "01164960" },
  { name: "Bristol", prefix: "01174960" },
  { name: "Reading", prefix: "01184960" },
  { name: "Birmingham", prefix: "01214960" },
  { name: "Edinburgh", prefix: "01314960" },
  { name: "Glasgow", prefix: "01414960" },
  { name: "Liverpool", prefix: "01514960" },
  { name: "Manchester", prefix: "01614960" },
  { name: "London", prefix: "02079460" },
  { name: "Tyneside, Durham and Sunderland", prefix: "01914980" },
  { name: "Northern Ireland", prefix: "02896496" },
  { name: "Cardiff", prefix: "02920180" },
  { name: "no area", prefix: "01632960" },
  { name: "mobile", prefix: "07700900" },
  { name: "freephone", prefix: "08081570" },
  { name: "premium rate", prefix: "09098790" },
  { name: "UK-wide", prefix: "03069990" },
];

/** How each kind of number is conventionally spaced when printed. */
const PHONE_LAYOUTS = [
  /^020 \d{4} \d{4}$/,
  /^01\d1 \d{3} \d{4}$/,
  /^01632 \d{6}$/,
  /^0[23]\d \d{4} \d{4}$/,
  /^07\d{3} \d{6}$/,
  /^0[89]\d{2} \d{3} \d{4}$/,
  /^03\d{2} \d{3} \d{4}$/,
];

function dramaRange(phone: string): string | undefined {
  const digits = phone.replace(/^\+44\s?(\(0\)\s?)?/, "0").replace(/\D/g, "");
  return DRAMA_RANGES.find((r) => digits.length === 11 && digits.startsWith(r.prefix))?.name;
}

/** RFC 2606 / RFC 6761 names reserved for documentation and examples. */
const RESERVED_HOST = /(^|\.)(example\.(com|org|net)|[a-z0-9-]+\.(example|test|invalid))$/;

/** Every string in a record tree except machine data (ids, slugs, timestamps). */
function prose(value: unknown, key = ""): { key: string; value: string }[] {
  if (/(^id$|_id$|_ids$|^slug$|_at$|^taxonomies$)/.test(key) && typeof value === "string")
    return [];
  if (typeof value === "string") return [{ key, value }];
  if (Array.isArray(value)) return value.flatMap((v) => prose(v, key));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => prose(v, k));
  }
  return [];
}

const PHONE_IN_TEXT = /(?<![\w-])(?:\+44\s?(?:\(0\)\s?)?|0)\d(?:[ -]?\d){8,9}(?![\w-])/g;
const EMAIL_IN_TEXT = /[\w.+-]+@([\w-]+(?:\.[\w-]+)+)/g;
const URL_IN_TEXT = /https?:\/\/([^/\s)"'<>]+)/g;
const POSTCODE_IN_TEXT = /\b([A-Z]{1,2}\d[A-Z\d]?) ?(\d)[A-Z]{2}\b/g;

/** Kilometres between two points, near enough at a borough's scale. */
function kmBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const dLat = (a.lat - b.lat) * 111.2;
  const dLon = (a.lon - b.lon) * 111.2 * Math.cos((a.lat * Math.PI) / 180);
  return Math.hypot(dLat, dLon);
}

describe("the drama-number check", () => {
  it.each([
    ["020 7946 0000", "London"],
    ["020 7946 0999", "London"],
    ["+44 (0)20 7946 0123", "London"],
    ["01632 960455", "no area"],
    ["07700 900077", "mobile"],
    ["0808 157 0321", "freephone"],
    ["0909 879 0000", "premium rate"],
    ["020 7946 1000", undefined],
    ["020 7123 4567", undefined],
    ["0800 157 0321", undefined],
    ["07700 901000", undefined],
    ["020 7946 000", undefined],
  ])("reads %s as %s", (phone, range) => {
    expect(dramaRange(phone)).toBe(range);
  });
});

describe.each(TENANTS.map((tenant) => ({ tenant, d: datasets[tenant] })))(
  "$tenant content quality",
  ({ d }) => {
    const text = prose({ ...d, files: [], postcodes: null, thesaurus: [], stopWords: [] });
    const services = d.services;

    describe("contact details", () => {
      const phones = text.flatMap(({ key, value }) =>
        key.includes("phone") ? [value] : (value.match(PHONE_IN_TEXT) ?? []),
      );
      const hosts = text.flatMap(({ value }) => [
        ...[...value.matchAll(EMAIL_IN_TEXT)].map((m) => m[1] ?? ""),
        ...[...value.matchAll(URL_IN_TEXT)].map((m) => m[1] ?? ""),
      ]);

      it("finds the contact details it checks", () => {
        expect(phones.length).toBeGreaterThan(services.length);
        expect(hosts.length).toBeGreaterThan(services.length);
      });

      it("uses only Ofcom drama numbers, spaced as UK numbers are printed", () => {
        const outside = phones.filter((p) => dramaRange(p) === undefined);
        expect(outside).toEqual([]);
        const oddlySpaced = phones.filter((p) => !PHONE_LAYOUTS.some((l) => l.test(p)));
        expect(oddlySpaced).toEqual([]);
      });

      it("gives each organisation and service its own number", () => {
        const numbers = [
          ...d.organisations.map((o) => o.phone),
          ...services.map((s) => s.contact_phone),
        ].filter((p): p is string => p !== null);
        expect(overused(numbers, 1)).toEqual([]);
      });

      it("uses only reserved domains for emails and websites", () => {
        expect(hosts.filter((h) => !RESERVED_HOST.test(h.toLowerCase()))).toEqual([]);
      });
    });

    describe("places", () => {
      const table = d.postcodes;
      const districts = new Set(table.districts.map((x) => x.outward_code));
      const sectors = new Map(table.sectors.map((x) => [x.sector, x]));
      const fullPostcodes = new Map(table.postcodes.map((x) => [x.postcode, x]));

      it.each(d.locations.map((l) => [l.postcode, l.address_line_1, l] as const))(
        "puts %s (%s) in a real sector of the borough, near that sector",
        (postcode, _, location) => {
          const sector = postcode.slice(0, -2);
          expect(postcode).toMatch(/^[A-Z]{2}\d{1,2} \d[A-Z]{2}$/);
          expect(districts).toContain(postcode.split(" ")[0]);
          const centroid = sectors.get(sector);
          expect(centroid, sector).toBeDefined();
          if (centroid) expect(kmBetween(location, centroid)).toBeLessThan(2);
          expect(fullPostcodes.get(postcode)).toMatchObject({
            lat: location.lat,
            lon: location.lon,
          });
        },
      );

      it("mentions only the borough's postcodes in its writing", () => {
        const mentioned = text.flatMap(({ value }) =>
          [...value.matchAll(POSTCODE_IN_TEXT)].map((m) => m[1] ?? ""),
        );
        expect(mentioned.filter((outward) => !districts.has(outward))).toEqual([]);
      });
    });
  },
);

describe.each(TENANTS)("synthetic %s services for the scale runs", (tenant) => {
  const services = [...generateSyntheticServices(2000, 11, { tenant, organisationCount: 100 })].map(
    (r) => r.service,
  );

  it("use drama numbers and reserved domains", () => {
    for (const s of services.slice(0, 200)) {
      for (const phone of [s.contact_phone].filter((p): p is string => p !== null)) {
        expect(dramaRange(phone)).toBeDefined();
      }
      for (const address of [s.url, s.contact_email, s.referral_email, s.referral_url]) {
        if (address !== null) {
          expect(
            address
              .replace(/^https:\/\//, "")
              .replace(/^[^@]*@/, "")
              .split("/")[0],
          ).toMatch(RESERVED_HOST);
        }
      }
    }
  });
});
