import { describe, expect, it } from "vitest";

import { buildUrl, serialiseQuery } from "../client.ts";
import type { QueryParams } from "../client.ts";

describe("serialiseQuery", () => {
  it.each<[string, QueryParams | undefined, string]>([
    ["nothing", undefined, ""],
    [
      "filters, include and sort",
      {
        filter: { id: ["a", "b"], name: "x y" },
        include: ["organisation", "location"],
        sort: "-name",
      },
      "filter[id]=a,b&filter[name]=x%20y&include=organisation,location&sort=-name",
    ],
    ["paging", { page: 2, per_page: 9 }, "page=2&per_page=9"],
    ["booleans", { filter: { homepage: true } }, "filter[homepage]=true"],
    [
      "nested coordinates",
      { location: { lat: 51.5, lon: -0.1 } },
      "location[lat]=51.5&location[lon]=-0.1",
    ],
    ["sort list", { sort: ["name", "-score"] }, "sort=name,-score"],
    [
      "empty and missing values dropped",
      { filter: { id: [], name: undefined }, include: null, page: undefined },
      "",
    ],
    ["reserved characters encoded", { filter: { name: "a&b=c" } }, "filter[name]=a%26b%3Dc"],
  ])("%s", (_name, query, expected) => {
    expect(serialiseQuery(query)).toBe(expected);
  });
});

describe("buildUrl", () => {
  it.each([
    ["https://api.test/core/v1", "services", undefined, "https://api.test/core/v1/services"],
    ["https://api.test/core/v1/", "/services", undefined, "https://api.test/core/v1/services"],
    ["https://api.test/core/v1", "search", { page: 1 }, "https://api.test/core/v1/search?page=1"],
    ["https://api.test/core/v1", "x?a=1", { page: 1 }, "https://api.test/core/v1/x?a=1&page=1"],
  ] as const)("%s + %s", (base, path, query, expected) => {
    expect(buildUrl(base, path, query)).toBe(expected);
  });
});
