import { describe, expect, it } from "vitest";
import { ordinal } from "./ordinal.ts";

describe("ordinal", () => {
  it.each([
    [1, "1st"],
    [2, "2nd"],
    [3, "3rd"],
    [4, "4th"],
    [10, "10th"],
    [11, "11th"],
    [12, "12th"],
    [13, "13th"],
    [21, "21st"],
    [22, "22nd"],
    [23, "23rd"],
    [24, "24th"],
    [30, "30th"],
    [31, "31st"],
    [0, "Invalid day"],
    [32, "Invalid day"],
    [-1, "Invalid day"],
    [1.5, "Invalid day"],
    [Number.NaN, "Invalid day"],
  ])("%s → %s", (day, expected) => {
    expect(ordinal(day)).toBe(expected);
  });
});
