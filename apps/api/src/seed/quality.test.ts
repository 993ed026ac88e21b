// Content quality: the checkable half of "demo content a council would take for real" (issue 19).
// The writing must not read as generated: no "<Place> <Activity>" name templates, no sentence
// openings shared across services, and every service says what a resident needs to act (who,
// cost, when, how to apply). Contact details and places are checked in quality-contacts.test.ts.
import { describe, expect, it } from "vitest";
import { DEMO_DATASETS as datasets, overused } from "../test/demo-content.ts";
import { BOROUGHS } from "./boroughs.ts";
import { generateSyntheticServices } from "./synthetic/synthetic.ts";
import { TENANTS, type Tenant } from "./types.ts";

const SMALL_WORDS = new Set(["and", "of", "the", "for", "in", "at", "on", "to", "a", "&"]);

/** The initials a monogram logo shows: up to two, from the significant words of a name. */
function initials(name: string, max = 2): string {
  const words = name
    .split(/[\s\-/]+/)
    .map((w) => w.replace(/[^A-Za-z0-9]/g, ""))
    .filter((w) => w.length > 0 && !SMALL_WORDS.has(w.toLowerCase()));
  const letters = words.map((w) => (w[0] ?? "").toUpperCase()).join("");
  return (letters || "?").slice(0, max);
}

/** Place names a directory officer might put in a service's name, per borough. */
const PLACES: Record<Tenant, readonly string[]> = {
  sutton: [
    ...BOROUGHS.sutton.neighbourhoods,
    "Benhilton",
    "Wrythe",
    "Carshalton Beeches",
    "South Cheam",
    "Sutton Common",
  ],
  bexley: [
    ...BOROUGHS.bexley.neighbourhoods,
    "Bexley",
    "Lesnes Abbey",
    "Danson Park",
    "Hall Place",
    "Northumberland Heath",
    "Albany Park",
    "Lamorbey",
    "Foots Cray",
    "Foots Cray Meadows",
    "Falconwood",
    "Lower Belvedere",
    "Upper Belvedere",
    "Crook Log",
    "Blendon",
  ],
};

/** What a name says once the place is taken out: "Belmont Lunch Club" → "lunch club". */
function nameStem(name: string, places: readonly string[]): string {
  const longestFirst = [...places].sort((a, b) => b.length - a.length);
  let stem = name;
  for (const place of longestFirst) {
    const before = stem;
    stem = stem
      .replace(new RegExp(`^${place}(’s|'s)? `), "")
      .replace(new RegExp(`(,| at| in| for)? ${place}$`), "")
      .replace(new RegExp(` \\(${place}\\)$`), "");
    if (stem !== before) break;
  }
  return stem.toLowerCase();
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[*_#>[\]()"“”]/g, " ")
    .split(/\s+/)
    .map((w) => w.replace(/[.,:;!?]+$/, ""))
    .filter(Boolean);
}

function opening(text: string, count: number): string {
  return words(text).slice(0, count).join(" ");
}

function sentences(text: string): string[] {
  return text
    .replace(/\*\*/g, "")
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.length >= 40);
}

/** The titles the service page has an icon for (frontend-features §"Good to know"). */
const USEFUL_INFO_TITLES = new Set([
  "Getting here",
  "How to get here",
  "Signing up",
  "Meeting up",
  "What to wear",
  "What to bring",
  "Parking",
  "Keeping updated",
  "Additional information",
]);

describe.each(TENANTS.map((tenant) => ({ tenant, d: datasets[tenant] })))(
  "$tenant content quality",
  ({ tenant, d }) => {
    const services = d.services;

    describe("writing", () => {
      it("names every service differently, not as a place plus an activity", () => {
        const stems = services.map((s) => nameStem(s.name, PLACES[tenant]));
        expect(overused(stems, 1)).toEqual([]);
        const placed = services.filter(
          (s) => nameStem(s.name, PLACES[tenant]) !== s.name.toLowerCase(),
        );
        expect(placed.length / services.length).toBeLessThan(0.25);
        // Dates move with the reference day, so a year in a name would soon read as stale.
        expect(services.map((s) => s.name).filter((name) => /\b(19|20)\d{2}\b/.test(name))).toEqual(
          [],
        );
      });

      it.each([
        ["service intros", services.map((s) => s.intro)],
        ["service descriptions", services.map((s) => s.description)],
        ["organisation descriptions", d.organisations.map((o) => o.description)],
        [
          "event intros (one per event, however often it recurs)",
          [...new Map(d.organisation_events.map((e) => [e.title, e.intro])).values()],
        ],
      ])("opens %s in different ways", (_, texts) => {
        expect(overused(texts, 1)).toEqual([]);
        expect(
          overused(
            texts.map((t) => opening(t, 4)),
            1,
          ),
        ).toEqual([]);
        expect(
          overused(
            texts.map((t) => opening(t, 3)),
            2,
          ),
        ).toEqual([]);
        expect(
          overused(
            texts.map((t) => opening(t, 2)),
            Math.ceil(texts.length / 25),
          ),
        ).toEqual([]);
      });

      it("never repeats a sentence from one service in another", () => {
        const perService = services.map((s) => new Set(sentences(`${s.intro}\n${s.description}`)));
        expect(
          overused(
            perService.flatMap((set) => [...set]),
            1,
          ),
        ).toEqual([]);
      });

      it("writes eligibility, fees and offerings as a directory would print them", () => {
        for (const s of services) {
          for (const value of Object.values(s.eligibility_types.custom)) {
            if (value !== null) expect(value, s.name).toMatch(/^[A-Z0-9£].*[.)]$/s);
          }
          if (s.fees_text !== null) {
            expect(s.fees_text, s.name).toMatch(/£\d|donation|pay what|parts/i);
            expect(s.fees_text, s.name).toMatch(/[.)]$/);
            // A bare "£3." leaves a resident asking "for what?".
            expect(s.fees_text, s.name).not.toMatch(/^£[\d.]+\.$/);
          }
          for (const { offering } of s.offerings) {
            expect(offering, s.name).toMatch(/^[A-Z0-9£]/);
            expect(offering, s.name).not.toMatch(/\.$/);
          }
          for (const { title } of s.useful_infos) expect(USEFUL_INFO_TITLES).toContain(title);
        }
      });
    });

    describe("images", () => {
      const files = new Map(d.files.map((f) => [f.id, f]));
      const logos = [...d.organisations, ...services].flatMap((owner) => {
        const file = owner.logo_file_id ? files.get(owner.logo_file_id) : undefined;
        return file ? [{ owner: owner.name, file }] : [];
      });
      const logoIds = new Set(logos.map((l) => l.file.id));

      it("are all drawn by the seed as self-contained SVG, never fetched or embedded", () => {
        for (const f of d.files) {
          expect(f.mime_type).toBe("image/svg+xml");
          expect(f.content).toMatch(
            /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" [^>]*role="img"/,
          );
          expect(f.content).not.toMatch(/<image|<script|<foreignObject|href=|data:/);
        }
      });

      it("give organisations and services clean monogram logos of their own initials", () => {
        expect(logos.length).toBeGreaterThan(0);
        for (const { owner, file } of logos) {
          expect(file.content, owner).toContain(`>${initials(owner)}</text>`);
          expect(file.content, owner).toContain("<circle");
        }
      });

      it("keep words out of pictures, as illustrations in one style", () => {
        // Category icons carry their label, as the upstream's do; everything else is a picture.
        const icons = new Set(["collection-category", "collection-organisation-event"]);
        const pictures = d.files.filter((f) => !logoIds.has(f.id) && !icons.has(f.kind));
        expect(pictures.length).toBeGreaterThan(0);
        for (const f of pictures) expect(f.content, f.kind).not.toContain("<text");
      });
    });

    describe("what a resident needs to act", () => {
      it("says who can use every service that takes referrals or applications", () => {
        const unstated = services
          .filter((s) => s.referral_method !== "none")
          .filter(
            (s) =>
              s.eligibility_types.taxonomies.length === 0 &&
              Object.values(s.eligibility_types.custom).every((v) => v === null),
          )
          .map((s) => s.name);
        expect(unstated).toEqual([]);
      });

      it("gives every referral a button that says what it does and somewhere to send it", () => {
        for (const s of services.filter((x) => x.referral_method !== "none")) {
          expect(s.referral_button_text, s.name).toMatch(/^[A-Z][^.]{2,29}$/);
          if (s.referral_method === "internal") expect(s.referral_email, s.name).not.toBeNull();
          if (s.referral_method === "external") expect(s.referral_url, s.name).not.toBeNull();
        }
      });

      it("gives every place a service runs regular hours", () => {
        for (const sl of d.service_locations) {
          expect(sl.regular_opening_hours.length).toBeGreaterThan(0);
          for (const h of sl.regular_opening_hours) {
            expect(h.opens_at).toMatch(/^([01]\d|2[0-3]):[0-5]\d:00$/);
            expect(h.closes_at).toMatch(/^([01]\d|2[0-3]):[0-5]\d:00$/);
            expect(h.opens_at < h.closes_at).toBe(true);
          }
        }
      });

      it("gives every service a way to get in touch", () => {
        for (const s of services) {
          expect(
            [s.contact_phone, s.contact_email, s.url].some((c) => c !== null),
            s.name,
          ).toBe(true);
        }
      });
    });
  },
);

describe.each(TENANTS)("synthetic %s services for the scale runs", (tenant) => {
  const services = [...generateSyntheticServices(2000, 11, { tenant, organisationCount: 100 })].map(
    (r) => r.service,
  );

  it("vary their names, intros and descriptions", () => {
    // Intros come from a few per kind of service, so they repeat at scale; names and descriptions
    // are composed from venues and paragraphs, so they should rarely repeat.
    expect(new Set(services.map((s) => s.name)).size).toBeGreaterThan(services.length * 0.8);
    expect(new Set(services.map((s) => s.description)).size).toBeGreaterThan(services.length * 0.8);
    expect(new Set(services.map((s) => s.intro)).size).toBeGreaterThan(services.length / 20);
    const share = services.length / 20;
    expect(
      overused(
        services.map((s) => opening(s.intro, 4)),
        share,
      ),
    ).toEqual([]);
    expect(
      overused(
        services.map((s) => opening(s.description, 4)),
        share,
      ),
    ).toEqual([]);
  });
});
