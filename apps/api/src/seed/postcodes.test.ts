// Postcode rows the seeder writes: districts, sectors and postcodes keep distinct codes.
import { describe, expect, it } from "vitest";
import { fixtureDataset } from "../test/fixture.ts";
import { loadBoroughDataset } from "./demo.ts";
import { normalisePostcode, postcodeRows } from "../import/postcodes.ts";

describe("postcodeRows", () => {
  it("keeps a district and a sector that differ only by the space (DA14 and DA1 4)", () => {
    const dataset = {
      ...fixtureDataset(),
      postcodes: {
        districts: [{ outward_code: "DA14", area: "Sidcup", lat: 51.42, lon: 0.1 }],
        sectors: [{ sector: "DA1 4", area: "Crayford", lat: 51.45, lon: 0.17 }],
        postcodes: [{ postcode: "DA1 4FA", lat: 51.451, lon: 0.171 }],
      },
    };
    expect(postcodeRows(dataset)).toEqual([
      { code: "DA14", kind: "district", area: "Sidcup", lat: 51.42, lon: 0.1 },
      { code: "DA1 4", kind: "sector", area: "Crayford", lat: 51.45, lon: 0.17 },
      { code: "DA1 4FA", kind: "postcode", area: null, lat: 51.451, lon: 0.171 },
    ]);
  });

  it.each([
    ["sm1", "SM1"],
    [" da1  4 ", "DA1 4"],
    ["da14 4ab", "DA14 4AB"],
  ])("normalises %j to %j", (input, expected) => {
    expect(normalisePostcode(input)).toBe(expected);
  });

  it.each(["sutton", "bexley"] as const)("writes every %s postcode entry once", (tenant) => {
    const dataset = loadBoroughDataset(tenant, { referenceDate: "2026-11-24" });
    const { districts, sectors, postcodes } = dataset.postcodes;
    const rows = postcodeRows(dataset);
    expect(rows).toHaveLength(districts.length + sectors.length + postcodes.length);
    expect(new Set(rows.map((row) => row.code)).size).toBe(rows.length);
  });
});
