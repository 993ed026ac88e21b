// Offline postcode resolution for seeded boroughs: full postcode → sector → district centroid,
// from the postcode table of each demo tenant's content folder (read once, when first needed).
import { readFileSync } from "node:fs";
import path from "node:path";
import type { GEOCODE_PRECISIONS } from "@hub/api-client/values";
import { PostcodeTableSchema, type PostcodeTable } from "../import/records.ts";
import { demoFolder } from "../seed/demo.ts";
import { TENANTS, type Tenant } from "../seed/types.ts";

const tables = new Map<Tenant, PostcodeTable>();

/** The demo tenant's bundled postcode table (`postcodes.json` of its content folder). */
export function postcodeTable(tenant: Tenant): PostcodeTable {
  let table = tables.get(tenant);
  if (!table) {
    const file = path.join(demoFolder(tenant), "postcodes.json");
    table = PostcodeTableSchema.parse(JSON.parse(readFileSync(file, "utf8")));
    tables.set(tenant, table);
  }
  return table;
}

export type PostcodePrecision = (typeof GEOCODE_PRECISIONS)[number];

export type PostcodeLookup = {
  /** The normalised input as resolved: a full postcode ("SM1 1EA"), a sector ("SM1 1") or a district ("SM1"). */
  postcode: string;
  outward_code: string;
  lat: number;
  lon: number;
  /** How precisely the coordinates match the input. */
  precision: PostcodePrecision;
  tenant: Tenant;
};

export type ParsedPostcode =
  | { kind: "postcode"; outward: string; sector: string; postcode: string }
  | { kind: "sector"; outward: string; sector: string }
  | { kind: "district"; outward: string };

const OUTWARD = "[A-Z]{1,2}[0-9][A-Z0-9]?";
const FULL = new RegExp(`^(${OUTWARD})([0-9])([A-Z]{2})$`);
const SECTOR = new RegExp(`^(${OUTWARD})([0-9])$`);
const DISTRICT = new RegExp(`^(${OUTWARD})$`);

type Index = {
  postcodes: Map<string, { lat: number; lon: number }>;
  sectors: Map<string, { lat: number; lon: number }>;
  districts: Map<string, { lat: number; lon: number }>;
};

const indexes = new Map<Tenant, Index>();

function indexFor(tenant: Tenant): Index {
  let index = indexes.get(tenant);
  if (!index) {
    const table = postcodeTable(tenant);
    index = {
      postcodes: new Map(table.postcodes.map((p) => [p.postcode, p])),
      sectors: new Map(table.sectors.map((s) => [s.sector, s])),
      districts: new Map(table.districts.map((d) => [d.outward_code, d])),
    };
    indexes.set(tenant, index);
  }
  return index;
}

/**
 * Parses free text ("sm1 1ea", " SM11EA ", "da14", "DA14 4") into a postcode, a sector or a
 * district. Without a space, "DA14" could be a district or the sector "DA1 4": the caller decides
 * with `isDistrict`, which defaults to "is it a district we know?".
 */
export function parsePostcode(
  input: string,
  isDistrict: (outward: string) => boolean = knownDistrict,
): ParsedPostcode | null {
  const upper = input.toUpperCase().trim();
  const compact = upper.replace(/[^A-Z0-9]/g, "");
  if (compact.length < 2 || compact.length > 7) return null;

  const full = FULL.exec(compact);
  if (full) {
    const [, outward = "", digit = "", unit = ""] = full;
    return {
      kind: "postcode",
      outward,
      sector: `${outward} ${digit}`,
      postcode: `${outward} ${digit}${unit}`,
    };
  }

  const spaced = upper.replace(/[^A-Z0-9 ]/g, "").split(/\s+/);
  if (spaced.length === 2) {
    const [outward = "", inward = ""] = spaced;
    if (DISTRICT.test(outward) && /^[0-9]$/.test(inward)) {
      return { kind: "sector", outward, sector: `${outward} ${inward}` };
    }
    return null;
  }

  const district = DISTRICT.exec(compact);
  if (district && isDistrict(compact)) return { kind: "district", outward: compact };

  const sector = SECTOR.exec(compact);
  if (sector) {
    const [, outward = "", digit = ""] = sector;
    return { kind: "sector", outward, sector: `${outward} ${digit}` };
  }
  return district ? { kind: "district", outward: compact } : null;
}

function knownDistrict(outward: string): boolean {
  return TENANTS.some((tenant) => indexFor(tenant).districts.has(outward));
}

/**
 * Resolves a postcode typed by a visitor to coordinates inside a seeded borough, falling back from
 * the full postcode to its sector and then its district. Returns null for anything unknown.
 */
export function lookupPostcode(input: string, tenant?: Tenant): PostcodeLookup | null {
  const parsed = parsePostcode(input);
  if (!parsed) return null;
  for (const candidate of tenant ? [tenant] : TENANTS) {
    const index = indexFor(candidate);
    if (parsed.kind === "postcode") {
      const exact = index.postcodes.get(parsed.postcode);
      if (exact) return result(parsed.postcode, parsed.outward, exact, "postcode", candidate);
    }
    if (parsed.kind !== "district") {
      const sector = index.sectors.get(parsed.sector);
      const label = parsed.kind === "postcode" ? parsed.postcode : parsed.sector;
      if (sector) return result(label, parsed.outward, sector, "sector", candidate);
    }
    const district = index.districts.get(parsed.outward);
    if (district) {
      const label =
        parsed.kind === "postcode"
          ? parsed.postcode
          : parsed.kind === "sector"
            ? parsed.sector
            : parsed.outward;
      return result(label, parsed.outward, district, "district", candidate);
    }
  }
  return null;
}

function result(
  postcode: string,
  outward: string,
  point: { lat: number; lon: number },
  precision: PostcodePrecision,
  tenant: Tenant,
): PostcodeLookup {
  return { postcode, outward_code: outward, lat: point.lat, lon: point.lon, precision, tenant };
}

/** A postcode placed for a tenant: in its own borough's table first, then in any bundled one. */
export function locatePostcode(input: string, slug: string): PostcodeLookup | null {
  const own = (TENANTS as readonly string[]).includes(slug)
    ? lookupPostcode(input, slug as Tenant)
    : null;
  return own ?? lookupPostcode(input);
}
