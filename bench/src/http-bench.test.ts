import { describe, expect, it } from "vitest";

import { errorKind, uniquePath } from "./http-bench.ts";

describe("uniquePath", () => {
  it.each([
    { path: "/results?query=yoga", count: 1, expected: "/results?query=yoga&_bench=1" },
    { path: "/results", count: 42, expected: "/results?_bench=42" },
    {
      path: "/results?postcode=SM1%201AA",
      count: 7,
      expected: "/results?postcode=SM1%201AA&_bench=7",
    },
  ])("$path, request $count: $expected", ({ path, count, expected }) => {
    expect(uniquePath(path, count)).toBe(expected);
  });
});

describe("errorKind", () => {
  it.each([
    {
      error: Object.assign(new Error("socket hang up"), { code: "ECONNRESET" }),
      kind: "ECONNRESET",
    },
    { error: new Error("request timed out"), kind: "request timed out" },
    { error: { code: "", message: "closed" }, kind: "closed" },
    { error: "refused", kind: "refused" },
  ])("calls $error $kind", ({ error, kind }) => {
    expect(errorKind(error)).toBe(kind);
  });
});
