import { describe, expect, it } from "vitest";

import {
  MAX_COOKIE_HEADER_LENGTH,
  parseCookies,
  parseTrustedProxies,
  sameSitePath,
  singleCookie,
  visitorAddress,
} from "./request.ts";

describe("parseCookies and singleCookie", () => {
  const cases: { name: string; header: string | string[] | undefined; expected: unknown }[] = [
    { name: "one cookie", header: "hub=accepted", expected: "accepted" },
    {
      name: "among others",
      header: "_ga=GA1.1; hub=rejected:hidden; x=1",
      expected: "rejected:hidden",
    },
    { name: "no spaces around it", header: "a=1;hub=accepted;b=2", expected: "accepted" },
    { name: "absent", header: "a=1", expected: undefined },
    { name: "no header", header: undefined, expected: undefined },
    {
      name: "sent twice with one value",
      header: "hub=accepted; hub=accepted",
      expected: undefined,
    },
    {
      name: "sent twice, the attack's order",
      header: "hub=accepted; hub=rejected",
      expected: undefined,
    },
    {
      name: "in two Cookie headers",
      header: ["hub=accepted", "hub=rejected"],
      expected: undefined,
    },
    {
      name: "percent-encoded, never decoded",
      header: "hub=%61ccepted%3Ahidden",
      expected: "%61ccepted%3Ahidden",
    },
    { name: "quoted", header: 'hub="accepted"', expected: undefined },
    { name: "with a control character", header: "hub=acc\u0001epted", expected: undefined },
    { name: "with a backslash", header: "hub=acc\\epted", expected: undefined },
    { name: "empty", header: "hub=", expected: "" },
    { name: "a name that is not a token", header: "h ub=accepted", expected: undefined },
    { name: "a case-different name", header: "HUB=accepted", expected: undefined },
    {
      name: "in a header past the limit",
      header: `hub=accepted; pad=${"x".repeat(MAX_COOKIE_HEADER_LENGTH)}`,
      expected: undefined,
    },
  ];

  it.each(cases)("reads a cookie $name", ({ header, expected }) => {
    expect(singleCookie(parseCookies(header), "hub")).toBe(expected);
  });

  it("keeps every value of a repeated name, in order", () => {
    expect(parseCookies("a=1; b=2; a=3").get("a")).toEqual(["1", "3"]);
  });
});

describe("sameSitePath", () => {
  const cases: { path: unknown; expected: string | null }[] = [
    { path: "/services/x?y=1#z", expected: "/services/x?y=1#z" },
    { path: "/", expected: "/" },
    { path: "/a/../b", expected: "/b" },
    { path: "//evil.example/", expected: null },
    { path: "/\\evil.example/", expected: null },
    { path: "/\t/evil.example/", expected: null },
    { path: "/\n/evil.example/", expected: null },
    { path: "/x\r\nset-cookie: a=1", expected: null },
    { path: "/\u200b/x", expected: null },
    { path: "https://evil.example/", expected: null },
    { path: "javascript:alert(1)", expected: null },
    { path: "services", expected: null },
    { path: "", expected: null },
    { path: `/${"a".repeat(2000)}`, expected: null },
    { path: 42, expected: null },
    { path: null, expected: null },
  ];

  it.each(cases)("%j", ({ path, expected }) => {
    expect(sameSitePath(path)).toBe(expected);
  });
});

describe("visitorAddress", () => {
  const loopback = parseTrustedProxies("loopback");
  const cases: {
    name: string;
    socket: string;
    forwardedFor?: string | string[];
    trusted: string;
    expected: string;
  }[] = [
    {
      name: "a direct visitor",
      socket: "203.0.113.9",
      trusted: "loopback",
      expected: "203.0.113.9",
    },
    {
      name: "a direct visitor who forges the header",
      socket: "203.0.113.9",
      forwardedFor: "198.51.100.1",
      trusted: "loopback",
      expected: "203.0.113.9",
    },
    {
      name: "behind a local proxy",
      socket: "127.0.0.1",
      forwardedFor: "203.0.113.9",
      trusted: "loopback",
      expected: "203.0.113.9",
    },
    {
      name: "behind a local proxy, with a forged leftmost entry",
      socket: "127.0.0.1",
      forwardedFor: "198.51.100.1, 203.0.113.9",
      trusted: "loopback",
      expected: "203.0.113.9",
    },
    {
      name: "behind two trusted hops",
      socket: "10.0.0.5",
      forwardedFor: "198.51.100.1, 203.0.113.9, 10.0.0.7",
      trusted: "10.0.0.0/8",
      expected: "203.0.113.9",
    },
    {
      name: "an IPv4-mapped socket address",
      socket: "::ffff:127.0.0.1",
      forwardedFor: "203.0.113.9",
      trusted: "loopback",
      expected: "203.0.113.9",
    },
    {
      name: "IPv6 behind ::1",
      socket: "::1",
      forwardedFor: "2001:db8::1",
      trusted: "loopback",
      expected: "2001:db8::1",
    },
    {
      name: "a garbage entry stops at the hop that forwarded it",
      socket: "127.0.0.1",
      forwardedFor: "evil, 127.0.0.2",
      trusted: "loopback",
      expected: "127.0.0.2",
    },
    {
      name: "everything trusted: the leftmost",
      socket: "127.0.0.1",
      forwardedFor: "127.0.0.3, 127.0.0.2",
      trusted: "loopback",
      expected: "127.0.0.3",
    },
    {
      name: "repeated headers read as one list",
      socket: "127.0.0.1",
      forwardedFor: ["198.51.100.1", "203.0.113.9"],
      trusted: "loopback",
      expected: "203.0.113.9",
    },
    {
      name: "one trusted hop by count",
      socket: "10.1.1.1",
      forwardedFor: "198.51.100.1, 203.0.113.9",
      trusted: "1",
      expected: "203.0.113.9",
    },
    {
      name: "two hops by count",
      socket: "10.1.1.1",
      forwardedFor: "198.51.100.1, 203.0.113.9, 10.2.2.2",
      trusted: "2",
      expected: "203.0.113.9",
    },
    {
      name: "more hops counted than sent",
      socket: "10.1.1.1",
      forwardedFor: "203.0.113.9",
      trusted: "3",
      expected: "203.0.113.9",
    },
    {
      name: "nobody trusted",
      socket: "127.0.0.1",
      forwardedFor: "203.0.113.9",
      trusted: "none",
      expected: "127.0.0.1",
    },
    {
      name: "a single trusted address, not its neighbour",
      socket: "127.0.0.2",
      forwardedFor: "203.0.113.9",
      trusted: "127.0.0.1",
      expected: "127.0.0.2",
    },
  ];

  it.each(cases)("finds $name", ({ socket, forwardedFor, trusted, expected }) => {
    expect(visitorAddress(socket, forwardedFor, parseTrustedProxies(trusted))).toBe(expected);
  });

  it("reads a missing socket address as empty, never as a forwarded one", () => {
    expect(visitorAddress(undefined, "203.0.113.9", parseTrustedProxies("none"))).toBe("");
    expect(visitorAddress("127.0.0.1", undefined, loopback)).toBe("127.0.0.1");
  });
});

describe("parseTrustedProxies", () => {
  it.each(["10.0.0.0/33", "nonsense", "::1/129", ",", "10.0.0.0/x"])(
    "refuses %j, naming it",
    (text) => {
      expect(() => parseTrustedProxies(text)).toThrow(/address|prefix|at least one/);
    },
  );

  it.each([
    ["none", "none"],
    ["2", "hops"],
    ["loopback, 10.0.0.0/8, 2001:db8::/32", "addresses"],
  ])("reads %j as %s", (text, kind) => {
    expect(parseTrustedProxies(text).kind).toBe(kind);
  });
});
