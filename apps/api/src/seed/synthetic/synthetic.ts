// High-volume synthetic services for benchmarks (search, pagination, seeding speed). Streams one
// record at a time; record i depends only on (seed, tenant, i), so any prefix is stable and cheap.
import { WAIT_TIMES } from "@hub/api-client/values";
import { readFolder } from "../../import/folder.ts";
import { boroughFor } from "../boroughs.ts";
import { demoFolder } from "../demo.ts";
import { email, landline, mobile, website } from "../lib/contact.ts";
import { addDays, isoDateTime, timeOfDay, toReferenceDay } from "../lib/dates.ts";
import { uuidFromWords } from "../lib/ids.ts";
import { createRng, type Rng } from "../lib/prng.ts";
import { slugify } from "../lib/slug.ts";
import { ARCHETYPES, SCHEDULE_PHRASES } from "./synthetic-vocabulary.ts";
import {
  HOLIDAY_PATTERN_COUNT,
  holidayPattern,
  scheduleHours,
  type ScheduleKey,
} from "./schedules.ts";
import { indexTaxonomies } from "./taxonomy-index.ts";
import {
  type EligibilityCustom,
  type HolidayOpeningHour,
  type RegularOpeningHour,
  type SeedLocation,
  type SeedOrganisation,
  type SeedService,
  type SeedServiceLocation,
  type Tenant,
} from "../types.ts";

export type SyntheticOptions = {
  tenant?: Tenant;
  referenceDate?: Date | string;
  /** Size of the organisation pool services are spread over (see generateSyntheticOrganisations). */
  organisationCount?: number;
};

export type SyntheticServiceRecord = {
  service: SeedService;
  /** The service's own venues (one to three), spread over the borough's postcode sectors. */
  locations: SeedLocation[];
  service_locations: SeedServiceLocation[];
};

const DEFAULT_REFERENCE = "2025-01-15";
const DEFAULT_ORGANISATIONS = 500;
const STREETS = [
  "High Street",
  "Station Road",
  "Church Road",
  "London Road",
  "Park Lane",
  "Victoria Road",
  "Manor Road",
  "The Broadway",
  "Mill Lane",
  "Green Lane",
  "Grove Road",
  "Queens Road",
];
const VENUE_KINDS = [
  "Community Centre",
  "Church Hall",
  "Library",
  "Youth Centre",
  "Sports Club",
  "Family Hub",
];
const INWARD_LETTERS = "ABDEFGHJLNPQRSTUWXYZ";
/** How a synthetic service's name is put together from its kind's name and its first venue. */
const NAME_SHAPES = [
  "{area} {base}",
  "{base}, {area}",
  "{base} at {venue}",
  "{street} {base}",
  "{base} ({area})",
];
const ORG_SUFFIXES = [
  "Community Trust",
  "Association",
  "Network",
  "Project",
  "Foundation",
  "Partnership",
];
const EMPTY_CUSTOM: EligibilityCustom = {
  age_group: null,
  disability: null,
  ethnicity: null,
  gender: null,
  income: null,
  language: null,
  housing: null,
  other: null,
};

function word(rng: Rng): number {
  return Math.floor(rng.next() * 4294967296);
}

function rngUuid(rng: Rng): string {
  return uuidFromWords(word(rng), word(rng), word(rng), word(rng));
}

/** Stable id of synthetic organisation `index` for a seed and tenant. */
export function syntheticOrganisationId(
  seed: number | string,
  tenant: Tenant,
  index: number,
): string {
  return rngUuid(createRng(`${String(seed)}:${tenant}:organisation:${index}`));
}

function townOf(area: string): string {
  return area.split(/ and | \(/)[0] ?? area;
}

function fill(template: string, tokens: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => tokens[key] ?? "");
}

/** Organisations for the synthetic services to belong to; ids match `syntheticOrganisationId`. */
export function* generateSyntheticOrganisations(
  count: number,
  seed: number | string,
  options: SyntheticOptions = {},
): Generator<SeedOrganisation> {
  const tenant = options.tenant ?? "sutton";
  const day = toReferenceDay(options.referenceDate ?? DEFAULT_REFERENCE);
  const profile = boroughFor(tenant);
  for (let i = 0; i < count; i++) {
    const rng = createRng(`${String(seed)}:${tenant}:organisation-body:${i}`);
    const name = `${rng.pick(profile.neighbourhoods)} ${rng.pick(ORG_SUFFIXES)} ${i + 1}`;
    const slug = slugify(name);
    const label = `synthetic-organisation-${i + 1}`;
    const created = addDays(day, -rng.int(100, 1500));
    yield {
      id: syntheticOrganisationId(seed, tenant, i),
      logo_file_id: null,
      slug,
      name,
      description: `${name} is a synthetic organisation generated for benchmarks.`,
      url: website(label),
      email: email("info", label),
      phone: landline(profile.numberBlock, i),
      social_medias: [],
      category_taxonomy_ids: [],
      created_at: isoDateTime(created),
      updated_at: isoDateTime(addDays(created, rng.int(0, 90))),
    };
  }
}

/**
 * `count` plausible services (up to hundreds of thousands) built from the generator's vocabulary,
 * each with one to three venues in the borough. Lazily generated: iterate, don't collect.
 */
export function* generateSyntheticServices(
  count: number,
  seed: number | string,
  options: SyntheticOptions = {},
): Generator<SyntheticServiceRecord> {
  const tenant = options.tenant ?? "sutton";
  const day = toReferenceDay(options.referenceDate ?? DEFAULT_REFERENCE);
  const organisationCount = Math.max(1, options.organisationCount ?? DEFAULT_ORGANISATIONS);
  const profile = boroughFor(tenant);
  // The demo's taxonomy tree and postcode sectors, so synthetic services file under real categories.
  const demo = readFolder(demoFolder(tenant));
  const taxonomies = indexTaxonomies(demo.taxonomies);
  const sectors = demo.postcodes.sectors;
  const box = profile.bbox;

  const hoursCache = new Map<ScheduleKey, RegularOpeningHour[]>();
  const hoursFor = (key: ScheduleKey): RegularOpeningHour[] => {
    let hours = hoursCache.get(key);
    if (!hours) {
      hours = scheduleHours(key, day);
      hoursCache.set(key, hours);
    }
    return hours;
  };
  const holidays: HolidayOpeningHour[][] = Array.from({ length: HOLIDAY_PATTERN_COUNT }, (_, n) =>
    holidayPattern(n, day),
  );
  const taxonomyIds = ARCHETYPES.map((a) => taxonomies.withAncestors(a.taxonomies));
  const eligibilityIds = ARCHETYPES.map((a) =>
    (a.eligibility ?? []).map((options) => options.map((slug) => taxonomies.id(slug))),
  );

  for (let i = 0; i < count; i++) {
    const rng = createRng(`${String(seed)}:${tenant}:service:${i}`);
    const archetypeIndex = rng.int(0, ARCHETYPES.length - 1);
    const archetype = ARCHETYPES[archetypeIndex] ?? ARCHETYPES[0];
    if (!archetype) throw new Error("No archetypes");

    const id = rngUuid(rng);
    const organisationIndex = rng.int(0, organisationCount - 1);
    const locationCount = rng.chance(0.1) ? 3 : rng.chance(0.25) ? 2 : 1;
    const created = addDays(day, -rng.int(30, 1500));
    const updated = addDays(created, rng.int(0, 25));
    const stamps = {
      created_at: isoDateTime(created, timeOfDay(rng.int(480, 1080))),
      updated_at: isoDateTime(updated, timeOfDay(rng.int(480, 1080))),
    };

    const locations: SeedLocation[] = [];
    const serviceLocations: SeedServiceLocation[] = [];
    let area = "";
    let venueName = "";
    let streetName = "";
    let schedule: ScheduleKey = "office";
    for (let k = 0; k < locationCount; k++) {
      const sector = rng.pick(sectors);
      const town = townOf(sector.area);
      const lat = Math.min(
        box.maxLat,
        Math.max(box.minLat, sector.lat + (rng.next() - 0.5) * 0.008),
      );
      const lon = Math.min(
        box.maxLon,
        Math.max(box.minLon, sector.lon + (rng.next() - 0.5) * 0.012),
      );
      const postcode = `${sector.sector}${INWARD_LETTERS[rng.int(0, 19)] ?? "A"}${INWARD_LETTERS[rng.int(0, 19)] ?? "B"}`;
      const line1 = `${town} ${rng.pick(VENUE_KINDS)}`;
      const locationId = rngUuid(rng);
      locations.push({
        id: locationId,
        image_file_id: null,
        address_line_1: line1,
        address_line_2: `${rng.int(1, 240)} ${rng.pick(STREETS)}`,
        address_line_3: null,
        city: town,
        county: profile.county,
        postcode,
        country: profile.country,
        lat: Math.round(lat * 1e6) / 1e6,
        lon: Math.round(lon * 1e6) / 1e6,
        accessibility_info: null,
        has_wheelchair_access: rng.chance(0.8),
        has_induction_loop: rng.chance(0.4),
        has_accessible_toilet: rng.chance(0.6),
        ...stamps,
      });
      const venueSchedule = rng.pick(archetype.schedules);
      if (k === 0) {
        area = town;
        venueName = line1;
        streetName = (locations.at(-1)?.address_line_2 ?? "").replace(/^\d+ /, "");
        schedule = venueSchedule;
      }
      serviceLocations.push({
        id: rngUuid(rng),
        service_id: id,
        location_id: locationId,
        image_file_id: null,
        name: k === 0 ? null : `${town} session`,
        regular_opening_hours: hoursFor(venueSchedule),
        holiday_opening_hours: holidays[rng.int(0, HOLIDAY_PATTERN_COUNT - 1)] ?? [],
        ...stamps,
      });
    }

    const tokens = {
      area,
      org: "the organisers",
      when: SCHEDULE_PHRASES[schedule],
      venue: venueName,
    };
    const name = fill(rng.pick(NAME_SHAPES), {
      area,
      base: rng.pick(archetype.names).replace("{area} ", ""),
      venue: venueName,
      street: streetName,
    });
    const slug = `${slugify(name)}-${i.toString(36)}`;
    const method = rng.pick(archetype.referrals);
    const fees =
      archetype.fees && rng.chance(archetype.feeChance ?? 0.5) ? rng.pick(archetype.fees) : null;
    const eligibilityOptions = eligibilityIds[archetypeIndex] ?? [];
    const orgSlug = `synthetic-organisation-${organisationIndex + 1}`;
    const [first = "", ...rest] = archetype.paragraphs;

    yield {
      service: {
        id,
        organisation_id: syntheticOrganisationId(seed, tenant, organisationIndex),
        logo_file_id: null,
        slug,
        name,
        type: archetype.type,
        status: rng.chance(0.05) ? "inactive" : "active",
        intro: fill(rng.pick(archetype.intros), tokens),
        description: [first, rng.pick(rest.length > 0 ? rest : [first])]
          .map((p) => fill(p, tokens))
          .join("\n\n"),
        wait_time: method === "none" ? null : (rng.pick([...WAIT_TIMES, null]) ?? null),
        is_free: fees === null,
        fees_text: fees ? fees.text : null,
        fees_url: fees?.url ? `${website(orgSlug)}/prices` : null,
        testimonial: null,
        video_embed: null,
        url: `${website(orgSlug)}/services/${slug}`,
        contact_name: null,
        contact_phone: rng.chance(0.3)
          ? mobile(profile.numberBlock, i)
          : landline(profile.numberBlock, i),
        contact_email: email("hello", orgSlug),
        show_referral_disclaimer: method === "internal",
        referral_method: method,
        referral_button_text: method === "none" ? null : "Make a connection",
        referral_email: method === "internal" ? email("referrals", orgSlug) : null,
        referral_url: method === "external" ? `${website(orgSlug)}/refer/${slug}` : null,
        useful_infos: [],
        offerings: archetype.offerings.map((offering, n) => ({ offering, order: n + 1 })),
        social_medias: [],
        gallery_items: [],
        tag_ids: [],
        category_taxonomy_ids: taxonomyIds[archetypeIndex] ?? [],
        eligibility_types: {
          custom: EMPTY_CUSTOM,
          taxonomies:
            eligibilityOptions.length > 0 && rng.chance(0.6) ? rng.pick(eligibilityOptions) : [],
        },
        score: rng.int(0, 5),
        ends_at: null,
        last_modified_at: stamps.updated_at,
        cqc_location_id: null,
        ...stamps,
      },
      locations,
      service_locations: serviceLocations,
    };
  }
}
