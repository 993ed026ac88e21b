import { describe, expect, it } from "vitest";

import { formatNumber, formatTable } from "./table.ts";

describe("formatNumber", () => {
  it.each([
    [0, "0"],
    [1234567, "1,234,567"],
    [12.34, "12.3"],
    [0.05, "0.1"],
    [3, "3"],
  ])("%d → %s", (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });
});

describe("formatTable", () => {
  it("pads text left, numbers right, and shows missing figures as a dash", () => {
    const table = formatTable(
      "Pages",
      ["page", "req/s", "ratio"],
      [
        ["/", 1234, "51%"],
        ["/events/some-event", 9.5, null],
      ],
    );
    expect(table.split("\n")).toEqual([
      "Pages",
      "page                req/s  ratio",
      "------------------  -----  -----",
      "/                   1,234    51%",
      "/events/some-event    9.5  –",
    ]);
  });

  it("has only the title and header without rows", () => {
    expect(formatTable("Empty", ["a"], [])).toBe("Empty\na\n-");
  });
});
