import { describe, expect, it } from "vitest";
import { HttpError } from "./errors.ts";
import { likePattern, parseBoolean, parseListQuery, parsePagination, splitList } from "./query.ts";

const spec = {
  filters: ["id", "name"],
  includes: ["organisation"],
  sorts: ["name", "score"],
  defaultSort: ["name"],
} as const;

const parse = (query: string, body?: Record<string, unknown>) =>
  parseListQuery({ params: new URLSearchParams(query), body }, spec);

describe("parseListQuery", () => {
  const cases: [string, ReturnType<typeof parse>][] = [
    [
      "",
      {
        filter: {},
        include: new Set(),
        sort: [{ field: "name", direction: "asc" }],
        page: 1,
        perPage: 25,
      },
    ],
    [
      "filter[name]= a,b &filter[id]=&include=organisation&sort=-score,name&page=2&per_page=10",
      {
        filter: { name: "a,b" },
        include: new Set(["organisation"]),
        sort: [
          { field: "score", direction: "desc" },
          { field: "name", direction: "asc" },
        ],
        page: 2,
        perPage: 10,
      },
    ],
    [
      "include=&sort=",
      {
        filter: {},
        include: new Set(),
        sort: [{ field: "name", direction: "asc" }],
        page: 1,
        perPage: 25,
      },
    ],
  ];
  it.each(cases)("parses %j", (query, expected) => {
    expect(parse(query)).toEqual(expected);
  });

  const refused: [string, string][] = [
    ["filter[x]=1", "Requested filter(s) `x` are not allowed. Allowed filter(s) are `id, name`."],
    ["sort=-x,y", "Requested sort(s) `x, y` is not allowed. Allowed sort(s) are `name, score`."],
    [
      "include=a,organisation",
      "Requested include(s) `a` are not allowed. Allowed include(s) are `organisation`.",
    ],
  ];
  it.each(refused)("refuses %j with 400", (query, message) => {
    expect(() => parse(query)).toThrow(new HttpError(400, message));
    try {
      parse(query);
    } catch (error) {
      expect((error as HttpError).status).toBe(400);
    }
  });

  it("ignores kinds the endpoint does not declare", () => {
    const result = parseListQuery(
      { params: new URLSearchParams("filter[x]=1&sort=y&include=z") },
      {},
    );
    expect(result).toEqual({ filter: {}, include: new Set(), sort: [], page: 1, perPage: 25 });
  });
});

describe("parsePagination", () => {
  const cases: [string, Record<string, unknown> | undefined, { page: number; perPage: number }][] =
    [
      ["page=3&per_page=50", undefined, { page: 3, perPage: 50 }],
      ["per_page=101", undefined, { page: 1, perPage: 100 }],
      ["per_page=0&page=-1", undefined, { page: 1, perPage: 1 }],
      ["per_page=12.7", undefined, { page: 1, perPage: 12 }],
      ["page=2", { page: 4, per_page: 5 }, { page: 4, perPage: 5 }],
      ["page=2", { per_page: "7" }, { page: 2, perPage: 7 }],
      ["", { page: null, per_page: Number.NaN }, { page: 1, perPage: 25 }],
      ["page=99999999999999999999", undefined, { page: 1_000_000, perPage: 25 }],
    ];
  it.each(cases)("%j with body %j", (query, body, expected) => {
    expect(parsePagination({ params: new URLSearchParams(query), body })).toEqual(expected);
  });
});

describe("values", () => {
  it.each([
    ["true", true],
    ["1", true],
    ["FALSE", false],
    ["0", false],
    ["yes", null],
  ] as const)("parseBoolean(%j) = %j", (value, expected) => {
    expect(parseBoolean(value)).toBe(expected);
  });

  it.each([
    ["a, b,,c ", ["a", "b", "c"]],
    ["", []],
    [null, []],
  ] as const)("splitList(%j)", (value, expected) => {
    expect(splitList(value)).toEqual(expected);
  });

  it.each([
    ["50%", "%50\\%%"],
    ["a_b\\c", "%a\\_b\\\\c%"],
  ])("likePattern(%j) escapes wildcards", (value, expected) => {
    expect(likePattern(value)).toBe(expected);
  });
});
