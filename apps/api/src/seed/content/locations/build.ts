import type { BoroughProfile } from "../boroughs.ts";
import type { FileRegistry } from "../lib/files.ts";
import { seedUuid } from "../lib/ids.ts";
import { stampsFor } from "../lib/stamps.ts";
import { lookupPostcode } from "../postcodes/lookup.ts";
import { illustrationSvg } from "../svg.ts";
import type { IsoDate, SeedLocation } from "../types.ts";
import type { AuthoredVenue } from "./types.ts";

/** Venue records keyed by venue key; coordinates come from the borough's postcode table. */
export function buildLocations(
  venues: readonly AuthoredVenue[],
  profile: BoroughProfile,
  referenceDay: IsoDate,
  files: FileRegistry,
): Map<string, SeedLocation> {
  const tenant = profile.tenant;
  const locations = new Map<string, SeedLocation>();
  for (const venue of venues) {
    if (locations.has(venue.key)) throw new Error(`Duplicate venue ${venue.key}`);
    const point = lookupPostcode(venue.postcode, tenant);
    if (point?.precision !== "postcode") {
      throw new Error(
        `Venue ${venue.key}: postcode ${venue.postcode} is not in the postcode table`,
      );
    }
    locations.set(venue.key, {
      id: seedUuid(tenant, "location", venue.key),
      image_file_id: venue.image
        ? files.add(
            "location",
            venue.key,
            `${venue.address_line_1}, ${venue.city}`,
            illustrationSvg({
              slug: venue.key,
              title: venue.address_line_1,
              colour: profile.brandColour,
              glyph: "house",
            }),
          )
        : null,
      address_line_1: venue.address_line_1,
      address_line_2: venue.address_line_2,
      address_line_3: venue.address_line_3 ?? null,
      city: venue.city,
      county: profile.county,
      postcode: point.postcode,
      country: profile.country,
      lat: point.lat,
      lon: point.lon,
      accessibility_info: venue.accessibility_info ?? null,
      has_wheelchair_access: venue.access.includes("W"),
      has_induction_loop: venue.access.includes("L"),
      has_accessible_toilet: venue.access.includes("T"),
      ...stampsFor(referenceDay, `${tenant}:location:${venue.key}`, 500),
    });
  }
  return locations;
}
