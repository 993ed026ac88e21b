// A feed's services, each fully nested, back into our records (decision 0074): the service, its
// organisation, its locations and service-at-locations with their opening hours. The reverse of
// the feed's mapping (src/oruk/service-detail.ts, docs/oruk.md): what the feed makes of a column
// comes back to that column, and what the profile has no column for here is left out.
import { ELIGIBILITY_CUSTOM_KEYS } from "@hub/api-client/values";
import { DateSchema, TimestampSchema } from "@hub/api-client/schemas";
import { MAX_DESCRIPTION } from "../records.ts";
import { isObject, type Skip } from "../source.ts";
import { lineWithoutHtml, withoutHtml } from "./html.ts";
import { UNDATED, datePart, objects, text, uniqueSlug, type Raw } from "./fields.ts";
import { openingHoursByPlace, toLocation } from "./places.ts";
import type { RootName } from "./taxonomies.ts";

/** The profile's statuses; any other value is passed on for the check to refuse. */
const STATUSES: Record<string, string> = {
  active: "active",
  inactive: "inactive",
  defunct: "inactive",
  "temporarily closed": "inactive",
};

/** A short introduction, as long as the sites show one. */
const INTRO_LENGTH = 300;

type Directory = {
  services: Raw[];
  organisations: Raw[];
  locations: Raw[];
  service_locations: Raw[];
};

/** A long text without HTML; one too long to keep is passed on as it is, for the check to refuse. */
const description = (value: unknown): unknown =>
  value === undefined || value === null
    ? ""
    : typeof value === "string" && value.length <= MAX_DESCRIPTION
      ? withoutHtml(value)
      : value;

const line = (value: unknown): unknown =>
  typeof value === "string" ? lineWithoutHtml(value) : value;

/** The description's first paragraph, cut at a word to fit. */
function introOf(about: unknown): string {
  if (typeof about !== "string") return "";
  const first =
    about
      .trim()
      .split(/\n\s*\n/)[0]
      ?.replace(/\s+/g, " ") ?? "";
  if (first.length <= INTRO_LENGTH) return first;
  const cut = first.slice(0, INTRO_LENGTH - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), INTRO_LENGTH / 2))}…`;
}

/** Whether a text is a real date-time (the contract's pattern alone passes 2026-02-30). */
function realTimestamp(value: string): boolean {
  return (
    TimestampSchema.safeParse(value).success &&
    DateSchema.safeParse(value.slice(0, 10)).success &&
    !Number.isNaN(Date.parse(value))
  );
}

const later = (a: string, b: string): string => (Date.parse(b) > Date.parse(a) ? b : a);

/** Free when an option costs nothing; the fees in words, else the paid options in words. */
function costs(service: Raw): { is_free: boolean; fees_text: string | null } {
  const options = objects(service.cost_options);
  const isFree = options.some((option) => option.amount === 0 || option.amount === "0");
  const paid = options
    .filter((option) => !(option.amount === 0 || option.amount === "0"))
    .map((option) => {
      const amount = typeof option.amount === "number" ? `£${option.amount}` : undefined;
      const words = [amount, text(option, "amount_description")].filter(Boolean).join(" ");
      const label = text(option, "option");
      return label && words ? `${label}: ${words}` : (label ?? words);
    })
    .filter(Boolean);
  return {
    is_free: isFree,
    fees_text: text(service, "fees") ?? (paid.length > 0 ? paid.join("; ") : null),
  };
}

/** Contact name, email and phone: the service's own, else its first contact's. */
function contact(service: Raw): Raw {
  const contacts = objects(service.contacts);
  const phones = [
    ...objects(service.phones),
    ...contacts.flatMap((person) => objects(person.phones)),
  ];
  return {
    contact_name: contacts.map((person) => text(person, "name")).find(Boolean) ?? null,
    contact_email:
      text(service, "email") ??
      contacts.map((person) => text(person, "email")).find(Boolean) ??
      null,
    contact_phone:
      phones
        .map((phone) => text(phone, "number"))
        .find(Boolean)
        ?.trim() ?? null,
  };
}

/** A service's categories and eligibility options, by the tree each attribute's term is in. */
function links(service: Raw, rootOf: Map<string, RootName>) {
  const categories = new Set<string>();
  const eligibilities = new Set<string>();
  for (const attribute of objects(service.attributes)) {
    const term = isObject(attribute.taxonomy_term) ? attribute.taxonomy_term : undefined;
    const id = text(attribute, "taxonomy_term_id") ?? text(term, "id");
    if (id === undefined) continue;
    (rootOf.get(id) === "Service Eligibility" ? eligibilities : categories).add(id);
  }
  return { category_taxonomy_ids: [...categories], eligibility: [...eligibilities] };
}

function toOrganisation(organisation: Raw, taken: Set<string>, stamp: string): Raw {
  const name = line(organisation.name);
  return {
    id: organisation.id,
    logo_file_id: null,
    slug: uniqueSlug(name, String(organisation.id), taken),
    name,
    description: description(organisation.description),
    url: text(organisation, "website") ?? null,
    email: text(organisation, "email") ?? null,
    phone: null,
    social_medias: [],
    category_taxonomy_ids: [],
    created_at: stamp,
    updated_at: stamp,
  };
}

/** Converts every service; one whose dates cannot be read is skipped with the reason. */
export function toDirectory(
  details: readonly Raw[],
  rootOf: Map<string, RootName>,
  skipped: Skip[],
): Directory {
  const organisations = new Map<string, { record: Raw; stamp: string }>();
  const locations = new Map<string, { record: Raw; stamp: string }>();
  const services: Raw[] = [];
  const serviceLocations: Raw[] = [];
  const slugs = { services: new Set<string>(), organisations: new Set<string>() };
  // In id order, so that a name two services share gives each the same slug every run.
  const byId = details.flatMap((service) =>
    typeof service.id === "string" ? [{ id: service.id, service }] : [],
  );
  byId.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const { id, service } of byId) {
    const modified = service.last_modified ?? UNDATED;
    if (typeof modified !== "string" || !realTimestamp(modified)) {
      const shown = JSON.stringify(modified).slice(0, 40);
      skipped.push({ kind: "services", id, reason: `last_modified: ${shown} is not a date-time` });
      continue;
    }
    const organisation = isObject(service.organization) ? service.organization : undefined;
    const organisationId = service.organization_id ?? organisation?.id;
    if (typeof organisation?.id === "string") {
      const known = organisations.get(organisation.id);
      if (known) known.stamp = later(known.stamp, modified);
      else organisations.set(organisation.id, { record: organisation, stamp: modified });
    }
    const places = objects(service.service_at_locations);
    const hours = openingHoursByPlace(service, places);
    const placed = new Set<unknown>();
    for (const place of places) {
      const location = isObject(place.location) ? place.location : undefined;
      const locationId = location?.id ?? place.location_id;
      // One service-at-location a service and location: a second would break the unique pair.
      if (placed.has(locationId)) continue;
      placed.add(locationId);
      const record =
        location && typeof location.id === "string" ? toLocation(location, modified) : undefined;
      if (record && typeof location?.id === "string") {
        const known = locations.get(location.id);
        if (known) known.stamp = later(known.stamp, modified);
        else locations.set(location.id, { record, stamp: modified });
      }
      const placeName = location === undefined ? undefined : line(text(location, "name"));
      const opening = typeof place.id === "string" ? hours.get(place.id) : undefined;
      serviceLocations.push({
        id: place.id,
        service_id: id,
        location_id: locationId,
        image_file_id: null,
        name:
          typeof placeName === "string" && placeName !== record?.address_line_1 ? placeName : null,
        regular_opening_hours: opening?.regular ?? [],
        holiday_opening_hours: opening?.holidays ?? [],
        created_at: modified,
        updated_at: modified,
      });
    }
    const { eligibility, category_taxonomy_ids } = links(service, rootOf);
    const status = typeof service.status === "string" ? service.status.trim().toLowerCase() : "";
    const about = description(service.description);
    const name = line(service.name);
    services.push({
      id,
      organisation_id: organisationId,
      logo_file_id: null,
      slug: uniqueSlug(name, id, slugs.services),
      name,
      type: "service",
      status: STATUSES[status] ?? service.status,
      intro: introOf(about),
      description: about,
      wait_time: null,
      ...costs(service),
      fees_url: null,
      testimonial: null,
      video_embed: null,
      url: text(service, "url") ?? null,
      ...contact(service),
      show_referral_disclaimer: false,
      referral_method: "none",
      referral_button_text: null,
      referral_email: null,
      referral_url: null,
      useful_infos: [],
      offerings: [],
      social_medias: [],
      gallery_items: [],
      tag_ids: [],
      category_taxonomy_ids,
      eligibility_types: {
        custom: Object.fromEntries(ELIGIBILITY_CUSTOM_KEYS.map((key) => [key, null])),
        taxonomies: eligibility,
      },
      score: 0,
      ends_at: null,
      last_modified_at: modified,
      assured_date: datePart(service.assured_date) ?? null,
      created_at: modified,
      updated_at: modified,
      cqc_location_id: null,
    });
  }
  return {
    services,
    organisations: [...organisations.values()].map(({ record, stamp }) =>
      toOrganisation(record, slugs.organisations, stamp),
    ),
    locations: [...locations.values()].map(({ record, stamp }) => ({
      ...record,
      created_at: stamp,
      updated_at: stamp,
    })),
    service_locations: serviceLocations,
  };
}
