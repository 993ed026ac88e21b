// A feed's locations and service-at-locations back into ours (decision 0074), the reverse of the
// feed's mapping (src/oruk/locations.ts): one address a location, the first physical one; the
// accessibility's facilities back to their flags; a service-at-location's schedules, and the
// service's own that name it (or name no place), back to its opening hours.
import { lineWithoutHtml, withoutHtml } from "./html.ts";
import { objects, text, type Raw } from "./fields.ts";
import { openingHoursOf, type OpeningHours } from "./schedules.ts";

/** The facilities the feed names in `accessibility[].details`, and the flag each sets. */
const FACILITIES = [
  ["Wheelchair access", "has_wheelchair_access"],
  ["Induction loop", "has_induction_loop"],
  ["Accessible toilet", "has_accessible_toilet"],
] as const;

/** The profile's ISO 3166-1 code of the United Kingdom; our records name the country. */
const COUNTRY_NAMES: Record<string, string> = { GB: "United Kingdom", UK: "United Kingdom" };

function accessibilityOf(location: Raw): Raw {
  const flags: Raw = Object.fromEntries(FACILITIES.map(([, flag]) => [flag, false]));
  const words: string[] = [];
  for (const item of objects(location.accessibility)) {
    const description = text(item, "description") ?? text(item, "accessibility");
    if (description !== undefined) words.push(withoutHtml(description));
    const other: string[] = [];
    for (const part of (text(item, "details") ?? "").split(",")) {
      const facility = FACILITIES.find(
        ([name]) => name.toLowerCase() === part.trim().toLowerCase(),
      );
      if (facility) flags[facility[1]] = true;
      else if (part.trim() !== "") other.push(part.trim());
    }
    if (other.length > 0) words.push(withoutHtml(other.join(", ")));
  }
  return { ...flags, accessibility_info: words.length > 0 ? words.join("\n\n") : null };
}

/** A location record from the feed's location, stamped with its service's date. */
export function toLocation(location: Raw, stamp: string): Raw {
  const addresses = objects(location.addresses);
  const address = addresses.find((a) => a.address_type === "physical") ?? addresses[0];
  const line1 = address?.address_1 ?? text(location, "name");
  const country = text(address, "country")?.trim() ?? "GB";
  return {
    id: location.id,
    image_file_id: null,
    address_line_1: typeof line1 === "string" ? lineWithoutHtml(line1) : line1,
    address_line_2: text(address, "address_2") ?? null,
    address_line_3: null,
    city: text(address, "city") ?? "",
    county: text(address, "state_province") ?? text(address, "region") ?? "",
    postcode: text(address, "postal_code") ?? "",
    country: COUNTRY_NAMES[country.toUpperCase()] ?? country,
    lat: location.latitude,
    lon: location.longitude,
    ...accessibilityOf(location),
    created_at: stamp,
    updated_at: stamp,
  };
}

/**
 * Each service-at-location's opening hours: its own schedules, and the service's that name it or
 * name no place at all (which then hold at every place of the service). A schedule our rules
 * cannot say is left out (docs/oruk.md says which).
 */
export function openingHoursByPlace(
  service: Raw,
  places: readonly Raw[],
): Map<string, OpeningHours> {
  const hours = new Map<string, OpeningHours>(
    places.flatMap((place): [string, OpeningHours][] =>
      typeof place.id === "string" ? [[place.id, { regular: [], holidays: [] }]] : [],
    ),
  );
  const add = (schedule: Raw, placeIds: readonly string[]) => {
    const reading = openingHoursOf(schedule);
    if ("dropped" in reading) return;
    for (const id of placeIds) {
      const into = hours.get(id);
      into?.regular.push(...reading.regular);
      into?.holidays.push(...reading.holidays);
    }
  };
  for (const schedule of objects(service.schedules)) {
    const named = schedule.service_at_location_id;
    add(schedule, typeof named === "string" ? [named] : [...hours.keys()]);
  }
  for (const place of places) {
    const id = place.id;
    if (typeof id === "string")
      for (const schedule of objects(place.schedules)) add(schedule, [id]);
  }
  return hours;
}
