import { describe, expect, it } from "vitest";

import { formatMiles, kmBetween, nearestMiles } from "./distance.ts";

const SUTTON = { lat: 51.3618, lon: -0.1945 };
const CARSHALTON = { lat: 51.3656, lon: -0.1616 };

describe("kmBetween", () => {
  it.each([
    ["the same place", SUTTON, SUTTON, 0],
    ["Sutton to Carshalton", SUTTON, CARSHALTON, 2.32],
    ["a degree of latitude", { lat: 0, lon: 0 }, { lat: 1, lon: 0 }, 111.19],
  ])("%s", (_name, a, b, km) => {
    expect(kmBetween(a, b)).toBeCloseTo(km, 2);
    expect(kmBetween(b, a)).toBeCloseTo(km, 2);
  });
});

describe("nearestMiles", () => {
  it("measures to the nearest place", () => {
    expect(nearestMiles(SUTTON, [CARSHALTON, SUTTON])).toBe(0);
    expect(nearestMiles(SUTTON, [CARSHALTON])).toBeCloseTo(1.44, 2);
  });

  it("is null without places", () => {
    expect(nearestMiles(SUTTON, [])).toBeNull();
  });
});

describe("formatMiles", () => {
  it.each([
    [0, "0.1 miles"],
    [0.04, "0.1 miles"],
    [0.84, "0.8 miles"],
    [1, "1 mile"],
    [1.02, "1 mile"],
    [2.35, "2.4 miles"],
    [9.96, "10 miles"],
    [12.4, "12 miles"],
    [1234.5, "1,235 miles"],
  ])("%s miles reads %s", (miles, expected) => {
    expect(formatMiles(miles)).toBe(expected);
  });
});
