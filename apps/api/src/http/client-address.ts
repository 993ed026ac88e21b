// Who is asking: the socket's peer, or, when that peer is a proxy we trust, the rightmost
// `X-Forwarded-For` entry that no trusted proxy added. Entries to its left are whatever the client
// wrote, so they are never believed (taking the leftmost let anyone pick their rate-limit key).
// The walk and the address matching (IPv4, IPv6, IPv4-mapped, CIDR) are @fastify/proxy-addr's.
import proxyaddr from "@fastify/proxy-addr";
import type { IncomingMessage } from "node:http";

/** `(address, hop)`: is this hop a proxy we trust? Hop 0 is the socket's peer. */
export type TrustProxy = (address: string, hop: number) => boolean;

export const DEFAULT_TRUSTED_PROXIES = "loopback";

/**
 * `API_TRUSTED_PROXIES`: `none`; a hop count (`1`: trust the peer, whatever it is, and take the
 * entry it added); or addresses and CIDRs, comma-separated, IPv4 or IPv6, with proxy-addr's names
 * `loopback` (127.0.0.1/8, ::1), `linklocal` and `uniquelocal`.
 */
export function parseTrustedProxies(value: string): TrustProxy {
  const text = value.trim();
  if (text === "none") return () => false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  const entries = text
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  if (entries.length === 0) throw new Error(trustedProxiesError(value));
  try {
    return proxyaddr.compile(entries);
  } catch {
    throw new Error(trustedProxiesError(value));
  }
}

function trustedProxiesError(value: string): string {
  return `API_TRUSTED_PROXIES must be "none", a hop count or a comma-separated list of addresses and CIDRs (e.g. "127.0.0.1/8,::1,10.0.0.0/8"); got "${value}".`;
}

/** What the client address is read from: the socket's peer and the request's headers. */
export type AddressSource = {
  remoteAddress: string | undefined;
  header: (name: string) => string | undefined;
};

/** The client's address, or `unknown` when there is no socket (in-process requests). */
export function clientAddress(source: AddressSource, trust: TrustProxy): string {
  const remoteAddress = source.remoteAddress;
  if (remoteAddress === undefined) return "unknown";
  const forwardedFor = source.header("x-forwarded-for");
  // proxy-addr reads exactly these two fields of Node's request.
  const request = {
    socket: { remoteAddress },
    headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
  } as unknown as IncomingMessage;
  return proxyaddr(request, trust);
}

/** The socket's peer under @hono/node-server (`c.env.incoming`), if there is one. */
export function remoteAddressOf(env: unknown): string | undefined {
  const incoming = (env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming;
  return incoming?.socket?.remoteAddress;
}
