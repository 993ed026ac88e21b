import { describe, expect, it } from "vitest";
import { BOROUGHS, insideBox } from "../seed/boroughs.ts";
import { TENANTS } from "../seed/types.ts";
import { lookupPostcode, parsePostcode, postcodeTable } from "./postcodes.ts";

describe("lookupPostcode", () => {
  it.each([
    [
      "exact full postcode",
      "SM1 1EA",
      {
        postcode: "SM1 1EA",
        outward_code: "SM1",
        precision: "postcode",
        tenant: "sutton",
        lat: 51.3627,
      },
    ],
    [
      "lower case without a space",
      "sm11ea",
      { postcode: "SM1 1EA", precision: "postcode", lat: 51.3627 },
    ],
    [
      "extra spaces",
      "  da6   7hj ",
      { postcode: "DA6 7HJ", outward_code: "DA6", precision: "postcode", tenant: "bexley" },
    ],
    [
      "two-digit district, full",
      "DA14 4AQ",
      { postcode: "DA14 4AQ", outward_code: "DA14", precision: "postcode" },
    ],
    [
      "unknown unit falls back to its sector",
      "SM5 3ZZ",
      { postcode: "SM5 3ZZ", outward_code: "SM5", precision: "sector", lat: 51.366 },
    ],
    [
      "unknown sector falls back to its district",
      "SM2 9AA",
      { postcode: "SM2 9AA", precision: "district", lat: 51.3515 },
    ],
    [
      "sector with a space",
      "DA6 7",
      { postcode: "DA6 7", outward_code: "DA6", precision: "sector", lat: 51.456 },
    ],
    [
      "sector without a space",
      "sm11",
      { postcode: "SM1 1", outward_code: "SM1", precision: "sector" },
    ],
    [
      "district",
      "cr4",
      { postcode: "CR4", outward_code: "CR4", precision: "district", tenant: "sutton" },
    ],
    [
      "two-digit district wins over a sector",
      "DA14",
      { postcode: "DA14", precision: "district", lat: 51.4235 },
    ],
    [
      "one-digit sector of a shared prefix",
      "DA1 4",
      { postcode: "DA1 4", outward_code: "DA1", precision: "sector" },
    ],
    [
      "London SE district",
      "se28 8rd",
      { postcode: "SE28 8RD", outward_code: "SE28", precision: "postcode" },
    ],
  ])("resolves %s", (_, input, expected) => {
    expect(lookupPostcode(input)).toMatchObject(expected);
  });

  it.each([
    ["empty", ""],
    ["words", "hello"],
    ["a postcode outside both boroughs", "SW1A 1AA"],
    ["Banstead (SM7), which is in Surrey", "SM7 1AA"],
    ["a malformed inward code", "SM1 1E"],
    ["too long", "SM1 1EAA"],
  ])("returns null for %s", (_, input) => {
    expect(lookupPostcode(input)).toBeNull();
  });

  it.each([
    ["sutton", "DA6 7HJ", null],
    ["bexley", "DA6 7HJ", "bexley"],
    ["sutton", "SM1", "sutton"],
  ] as const)("limits the search to %s when asked (%s)", (tenant, input, found) => {
    expect(lookupPostcode(input, tenant)?.tenant ?? null).toBe(found);
  });

  it.each([
    ["SM1 1EA", { kind: "postcode", outward: "SM1", sector: "SM1 1", postcode: "SM1 1EA" }],
    ["KT48SL", { kind: "postcode", outward: "KT4", sector: "KT4 8", postcode: "KT4 8SL" }],
    ["sm1", { kind: "district", outward: "SM1" }],
    ["zz99", { kind: "sector", outward: "ZZ9", sector: "ZZ9 9" }],
  ])("parses %s", (input, expected) => {
    expect(parsePostcode(input)).toEqual(expected);
  });
});

describe.each(TENANTS)("%s postcode table", (tenant) => {
  const table = postcodeTable(tenant);
  const { bbox } = BOROUGHS[tenant];

  it("keeps every centroid inside the borough", () => {
    for (const point of [...table.districts, ...table.sectors, ...table.postcodes]) {
      expect(insideBox(bbox, point.lat, point.lon)).toBe(true);
    }
  });

  it("nests postcodes in sectors and sectors in districts", () => {
    const districts = new Set(table.districts.map((d) => d.outward_code));
    const sectors = new Set(table.sectors.map((s) => s.sector));
    for (const s of table.sectors) expect(districts).toContain(s.sector.split(" ")[0]);
    for (const p of table.postcodes) expect(sectors).toContain(p.postcode.slice(0, -2));
  });

  it("has no duplicates", () => {
    for (const list of [
      table.districts.map((d) => d.outward_code),
      table.sectors.map((s) => s.sector),
      table.postcodes.map((p) => p.postcode),
    ]) {
      expect(new Set(list).size).toBe(list.length);
    }
  });
});
