import { describe, expect, it } from "vitest";

import { pageHref, pageParam } from "./paging.ts";

describe("paging", () => {
  it.each([
    { value: undefined, expected: 1 },
    { value: "3", expected: 3 },
    { value: ["4", "5"], expected: 4 },
    { value: "0", expected: 1 },
    { value: "-2", expected: 1 },
    { value: "2.5", expected: 1 },
    { value: "two", expected: 1 },
    { value: "99999999999999999999", expected: 1 },
  ])("?page=$value is page $expected", ({ value, expected }) => {
    expect(pageParam(value)).toBe(expected);
  });

  it.each([
    { page: 1, expected: "/locations" },
    { page: 2, expected: "/locations?page=2" },
  ])("page $page of /locations is $expected", ({ page, expected }) => {
    expect(pageHref("/locations", page)).toBe(expected);
  });
});
