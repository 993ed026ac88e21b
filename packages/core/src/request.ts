// What a request says, read once. Cookies, the visitor's address behind proxies and the paths a
// form may send someone back to are untrusted input; every consumer (the proxy, the cache key it
// chooses, the pages, the form handlers, the API client) reads them through these functions, so
// none can disagree with another about what a request meant.
import { BlockList, isIP } from "node:net";

/** A `Cookie` header longer than this is not read at all (browsers send at most a few kB). */
export const MAX_COOKIE_HEADER_LENGTH = 16_384;

/** Every cookie of a request: each name with all the values it was sent with, in order. */
export type Cookies = ReadonlyMap<string, readonly string[]>;

// RFC 6265 §4.1.1: a cookie name is an HTTP token; a value is cookie-octets (no spaces, quotes,
// commas, semicolons, backslashes or control characters) and is never percent-decoded here.
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const COOKIE_VALUE = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/;

/** The cookies of one or more `Cookie` headers (Node joins repeated headers with `; `). */
export function parseCookies(header: string | readonly string[] | null | undefined): Cookies {
  const text = typeof header === "string" ? header : (header ?? []).join("; ");
  const cookies = new Map<string, string[]>();
  if (text.length > MAX_COOKIE_HEADER_LENGTH) return cookies;
  for (const pair of text.split(";")) {
    const separator = pair.indexOf("=");
    if (separator <= 0) continue;
    const name = pair.slice(0, separator).trim();
    if (!COOKIE_NAME.test(name)) continue;
    const values = cookies.get(name) ?? [];
    values.push(pair.slice(separator + 1).trim());
    cookies.set(name, values);
  }
  return cookies;
}

/**
 * The value of a cookie sent exactly once with plain cookie-octets, or undefined: a cookie that is
 * missing, repeated (which of two values a server reads differs between parsers, so neither is
 * believed) or holds anything else reads as absent.
 */
export function singleCookie(cookies: Cookies, name: string): string | undefined {
  const values = cookies.get(name);
  if (values?.length !== 1) return undefined;
  const [value] = values;
  return value !== undefined && COOKIE_VALUE.test(value) ? value : undefined;
}

/** The longest path a form may send someone back to. */
export const MAX_RETURN_PATH_LENGTH = 2000;

/**
 * `path` when it is a path on this site (`/services/x?y#z`), else null: never another origin, a
 * protocol-relative `//host`, a backslash or a control character (browsers drop tabs and
 * newlines from addresses, so `/\t/evil.example` would become `//evil.example`).
 */
export function sameSitePath(path: unknown): string | null {
  if (typeof path !== "string" || path.length === 0 || path.length > MAX_RETURN_PATH_LENGTH) {
    return null;
  }
  if (!path.startsWith("/") || path.startsWith("//") || path.includes("\\")) return null;
  if (/[\p{Cc}\p{Cf}\u2028\u2029]/u.test(path)) return null;
  const url = new URL(path, "https://same.invalid");
  return url.origin === "https://same.invalid" ? `${url.pathname}${url.search}${url.hash}` : null;
}

/**
 * Which hops in front of a server are its own: `none`, a number of hops, or a list of addresses
 * and CIDR ranges. Each trusted hop appends the address it saw to `X-Forwarded-For`.
 */
export type TrustedProxies =
  | { kind: "none" }
  | { kind: "hops"; count: number }
  | { kind: "addresses"; list: BlockList; text: string };

/** The loopback addresses: a reverse proxy or a site on the same machine. */
export const LOOPBACK = "loopback";

/** An IPv4-mapped IPv6 address (`::ffff:127.0.0.1`) as the IPv4 address it is. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

function addRange(list: BlockList, entry: string): void {
  if (entry === LOOPBACK) {
    list.addSubnet("127.0.0.0", 8, "ipv4");
    list.addAddress("::1", "ipv6");
    return;
  }
  const [address = "", bits] = entry.split("/");
  const family = isIP(address);
  if (family === 0) throw new Error(`"${entry}" is not an address, a CIDR range or "loopback"`);
  const type = family === 4 ? "ipv4" : "ipv6";
  if (bits === undefined) {
    list.addAddress(address, type);
    return;
  }
  const prefix = Number(bits);
  if (!/^\d+$/.test(bits) || prefix > (family === 4 ? 32 : 128)) {
    throw new Error(`"${entry}" has an impossible prefix length`);
  }
  list.addSubnet(address, prefix, type);
}

/**
 * A trusted-proxies setting: `none`, a hop count (`1`), or comma-separated addresses, CIDR ranges
 * and `loopback`. Throws, naming the bad part, for anything else.
 */
export function parseTrustedProxies(text: string): TrustedProxies {
  const setting = text.trim();
  if (setting === "none") return { kind: "none" };
  if (/^\d+$/.test(setting)) return { kind: "hops", count: Number(setting) };
  const entries = setting
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  if (entries.length === 0) throw new Error("name at least one address, range or hop count");
  const list = new BlockList();
  for (const entry of entries) addRange(list, entry);
  return { kind: "addresses", list, text: entries.join(",") };
}

function isTrusted(address: string, trusted: TrustedProxies & { kind: "addresses" }): boolean {
  const family = isIP(address);
  return family !== 0 && trusted.list.check(address, family === 4 ? "ipv4" : "ipv6");
}

/**
 * The visitor's address: the rightmost address of `X-Forwarded-For`, then the socket, that is not
 * one of the trusted proxies (the leftmost entries are whatever the client wrote and prove
 * nothing). An entry that is not an address ends the walk at the hop that forwarded it.
 */
export function visitorAddress(
  socketAddress: string | undefined,
  forwardedFor: string | readonly string[] | null | undefined,
  trusted: TrustedProxies,
): string {
  const socket = plainAddress(socketAddress ?? "");
  if (trusted.kind === "none") return socket;
  const header = typeof forwardedFor === "string" ? forwardedFor : (forwardedFor ?? []).join(",");
  const chain = [
    ...header
      .split(",")
      .map((entry) => plainAddress(entry.trim()))
      .filter((entry) => entry !== ""),
    socket,
  ];
  if (trusted.kind === "hops") {
    let index = chain.length - 1;
    for (let hop = 0; hop < trusted.count && index > 0; hop += 1) {
      const previous = chain[index - 1] ?? "";
      if (isIP(previous) === 0) break;
      index -= 1;
    }
    return chain[index] ?? socket;
  }
  let index = chain.length - 1;
  while (index > 0 && isTrusted(chain[index] ?? "", trusted)) {
    const previous = chain[index - 1] ?? "";
    if (isIP(previous) === 0) break;
    index -= 1;
  }
  return chain[index] ?? socket;
}
