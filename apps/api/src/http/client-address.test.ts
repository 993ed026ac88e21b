// The client address behind proxies: the rightmost X-Forwarded-For entry no trusted proxy added.
import { describe, expect, it } from "vitest";
import { clientAddress, parseTrustedProxies } from "./client-address.ts";

const source = (remoteAddress: string | undefined, forwardedFor?: string) => ({
  remoteAddress,
  header: (name: string) => (name === "x-forwarded-for" ? forwardedFor : undefined),
});

const cases: [string, string, string | undefined, string | undefined, string][] = [
  ["no proxy header", "loopback", "203.0.113.9", undefined, "203.0.113.9"],
  [
    "an untrusted peer's header is ignored",
    "loopback",
    "203.0.113.9",
    "198.51.100.1",
    "203.0.113.9",
  ],
  [
    "the site on loopback forwards the visitor",
    "loopback",
    "127.0.0.1",
    "198.51.100.7",
    "198.51.100.7",
  ],
  ["IPv6 loopback", "loopback", "::1", "2001:db8::7", "2001:db8::7"],
  ["IPv4-mapped loopback", "loopback", "::ffff:127.0.0.1", "198.51.100.7", "198.51.100.7"],
  [
    "a forged leftmost entry is not believed",
    "loopback",
    "127.0.0.1",
    "10.9.9.9, 198.51.100.7",
    "198.51.100.7",
  ],
  [
    "two trusted hops: site behind a load balancer",
    "127.0.0.1/8,10.0.0.0/8",
    "10.0.0.5",
    "6.6.6.6, 198.51.100.7, 127.0.0.1",
    "198.51.100.7",
  ],
  ["every hop trusted: the leftmost", "127.0.0.1/8,10.0.0.0/8", "10.0.0.5", "10.1.1.1", "10.1.1.1"],
  ["none: the socket, always", "none", "127.0.0.1", "198.51.100.7", "127.0.0.1"],
  ["a hop count of 1", "1", "192.0.2.50", "6.6.6.6, 198.51.100.7", "198.51.100.7"],
  ["a hop count of 2", "2", "192.0.2.50", "6.6.6.6, 198.51.100.7, 192.0.2.1", "198.51.100.7"],
  ["a hop count of 0", "0", "192.0.2.50", "198.51.100.7", "192.0.2.50"],
  ["an IPv6 CIDR", "2001:db8::/32", "2001:db8::1", "198.51.100.7", "198.51.100.7"],
  ["no socket (in-process)", "loopback", undefined, "198.51.100.7", "unknown"],
];

describe("clientAddress", () => {
  it.each(cases)("%s", (_name, trusted, remote, forwardedFor, expected) => {
    expect(clientAddress(source(remote, forwardedFor), parseTrustedProxies(trusted))).toBe(
      expected,
    );
  });
});

describe("parseTrustedProxies", () => {
  it.each(["10.0.0.0/33", "not-an-address", ",", "127.0.0.1/8,banana"])(
    "refuses %j with a message naming the variable",
    (value) => {
      expect(() => parseTrustedProxies(value)).toThrow(/API_TRUSTED_PROXIES/);
    },
  );
});
