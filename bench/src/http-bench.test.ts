import { describe, expect, it } from "vitest";

import { errorKind, forwardedVisitor, uniquePath } from "./http-bench.ts";

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

describe("forwardedVisitor", () => {
  it.each([
    { index: 0, address: "198.18.0.1" },
    { index: 254, address: "198.18.0.255" },
    { index: 255, address: "198.18.1.0" },
    { index: 65_534, address: "198.18.255.255" },
    { index: 65_535, address: "198.19.0.0" },
    { index: 2 ** 17 - 3, address: "198.19.255.254" },
    { index: 2 ** 17 - 2, address: "198.18.0.1" },
  ])("visitor $index is $address", ({ index, address }) => {
    expect(forwardedVisitor(index)).toBe(address);
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
