// Where services run: a service_at_location per service location, its location with one
// physical address and, when anything is known of it, its accessibility (decision 0064).
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { Db } from "../db/types.ts";
import { preparedRows } from "../db/prepared.ts";
import { derivedId } from "./ids.ts";
import { compact } from "./present.ts";
import type { Json } from "./present.ts";

export type ServiceLocationRow = {
  id: string;
  service_id: string;
  location_id: string;
  name: string | null;
  address_line_1: string;
  address_line_2: string | null;
  address_line_3: string | null;
  city: string;
  county: string;
  postcode: string;
  country: string;
  lat: number;
  lon: number;
  accessibility_info: string | null;
  has_wheelchair_access: boolean;
  has_induction_loop: boolean;
  has_accessible_toilet: boolean;
};

/** The service locations (`sl`) and their locations the condition picks, in a stable order. */
export function serviceLocationRows(db: Db, where: SQL): Promise<ServiceLocationRow[]> {
  return preparedRows<ServiceLocationRow>(
    db,
    sql`select sl.id, sl.service_id, sl.location_id, sl.name, l.address_line_1,
      l.address_line_2, l.address_line_3, l.city, l.county, l.postcode, l.country, l.lat, l.lon,
      l.accessibility_info, l.has_wheelchair_access, l.has_induction_loop, l.has_accessible_toilet
    from service_locations sl join locations l on l.id = sl.location_id
    where ${where}
    order by sl.service_id, sl.created_at, sl.id`,
  );
}

/** HSDS wants an ISO 3166-1 code; the directory stores the country's name. */
const COUNTRY_CODES: Record<string, string> = {
  "united kingdom": "GB",
  uk: "GB",
  "great britain": "GB",
  england: "GB",
  scotland: "GB",
  wales: "GB",
  "northern ireland": "GB",
};

function address(row: ServiceLocationRow): Json {
  return compact({
    id: derivedId(row.location_id, "address"),
    location_id: row.location_id,
    address_1: row.address_line_1,
    // HSDS 3.0's second line; the UK profile's schema has none and allows it.
    address_2: [row.address_line_2, row.address_line_3].filter(Boolean).join(", "),
    city: row.city,
    state_province: row.county,
    postal_code: row.postcode,
    country: COUNTRY_CODES[row.country.trim().toLowerCase()] ?? row.country,
    address_type: "physical",
  });
}

const FACILITIES = [
  ["has_wheelchair_access", "Wheelchair access"],
  ["has_induction_loop", "Induction loop"],
  ["has_accessible_toilet", "Accessible toilet"],
] as const;

function accessibility(row: ServiceLocationRow): Json[] {
  const facilities = FACILITIES.filter(([column]) => row[column]).map(([, words]) => words);
  if (row.accessibility_info === null && facilities.length === 0) return [];
  return [
    compact({
      id: derivedId(row.location_id, "accessibility"),
      location_id: row.location_id,
      description: row.accessibility_info,
      details: facilities.join(", "),
    }),
  ];
}

/** The location's one-to-one fields (service_at_location_list.json). */
export function locationFields(row: ServiceLocationRow): Json {
  return compact({
    id: row.location_id,
    location_type: "physical",
    name: row.name ?? row.address_line_1,
    latitude: row.lat,
    longitude: row.lon,
  });
}

/** The location with its address and accessibility (service.json). */
export const fullLocation = (row: ServiceLocationRow): Json =>
  compact({
    ...locationFields(row),
    addresses: [address(row)],
    accessibility: accessibility(row),
  });

/** A service_at_location with its whole location. */
export const serviceAtLocation = (row: ServiceLocationRow): Json => ({
  id: row.id,
  service_id: row.service_id,
  location_id: row.location_id,
  location: fullLocation(row),
});
