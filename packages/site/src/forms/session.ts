// A form's answers between its pages live in a sealed cookie: compressed, then encrypted and
// authenticated with AES-256-GCM, so the browser can neither read nor change them, and nothing
// a person types ever appears in a URL. Sites run stateless behind a load balancer, so the cookie
// is the only place a half-finished form can be kept without a shared store.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { deflateRawSync, inflateRawSync } from "node:zlib";

import type { z } from "zod";

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Two hours: long enough to find a phone number, short enough for a shared computer. */
export const SESSION_TTL_SECONDS = 2 * 60 * 60;
/** Browsers keep 4096 bytes per cookie, name and attributes included. */
export const COOKIE_CHUNK_LENGTH = 3800;
/** Node refuses requests whose headers pass 16 KiB, so a session never spans more than this. */
export const MAX_COOKIE_CHUNKS = 3;

export class SessionTooLargeError extends Error {
  override readonly name = "SessionTooLargeError";
}

/** A 32-byte key derived from any secret string. */
export function sessionKey(secret: string): Buffer {
  return createHash("sha256").update(`hub-form-session:${secret}`).digest();
}

/**
 * Where the key without a secret is kept. Next bundles route handlers and pages separately, each
 * with its own copy of this module, so a module-level key would differ between the handler that
 * seals the answers and the page that reads them; `globalThis` is shared by the whole process.
 */
const FALLBACK_KEY = Symbol.for("@hub/site/forms/session-fallback-key");
type FallbackKeyHolder = { [FALLBACK_KEY]?: Buffer };

/**
 * The key from `SESSION_SECRET`. Without it a development key is used, with a warning: a fixed one
 * in development (sessions survive reloads of the dev server) and a random one per process in
 * production builds, so a forgotten secret never means a guessable key.
 */
export function sessionKeyFromEnv(
  env: Readonly<Record<string, string | undefined>> = process.env,
): Buffer {
  const secret = env.SESSION_SECRET;
  if (secret !== undefined && secret !== "") return sessionKey(secret);
  const holder = globalThis as FallbackKeyHolder;
  if (holder[FALLBACK_KEY] === undefined) {
    const production = env.NODE_ENV === "production";
    console.warn(
      `SESSION_SECRET is not set: form answers are sealed with a ${production ? "random per-process" : "development"} key. Set SESSION_SECRET (32+ random characters) in production.`,
    );
    holder[FALLBACK_KEY] = production
      ? randomBytes(32)
      : sessionKey("development-only-session-secret");
  }
  return holder[FALLBACK_KEY];
}

/** Seals `value` so that it unseals until `expiresAt` (ms since the epoch). */
export function seal(value: unknown, key: Buffer, expiresAt: number): string {
  const plain = deflateRawSync(Buffer.from(JSON.stringify({ exp: expiresAt, value }), "utf8"));
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(VERSION));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
}

/** The sealed value, or `null` when it was changed, sealed with another key, or has expired. */
export function unseal(sealed: string, key: Buffer, now: number): unknown {
  const [version, payload] = sealed.split(".");
  if (version !== VERSION || payload === undefined) return null;
  const bytes = Buffer.from(payload, "base64url");
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(VERSION));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]);
    const parsed = JSON.parse(inflateRawSync(plain).toString("utf8")) as {
      exp?: unknown;
      value?: unknown;
    };
    if (typeof parsed.exp !== "number" || parsed.exp <= now) return null;
    return parsed.value ?? null;
  } catch {
    return null;
  }
}

export type CookieOptions = {
  /** The cookie's name; long sessions use `name.0`, `name.1`… */
  name: string;
  /** Only sent to this path and below (each journey keeps its own answers). */
  path: string;
  /** Only over HTTPS; off for plain-HTTP development and tests. */
  secure: boolean;
  maxAgeSeconds?: number;
};

type CookieReader = (name: string) => string | undefined;

const chunkName = (name: string, index: number) => `${name}.${index}`;

/** The sealed value spread over a session's cookies, or `undefined` when there is none. */
export function readSealedCookie(name: string, get: CookieReader): string | undefined {
  const parts: string[] = [];
  for (let index = 0; index < MAX_COOKIE_CHUNKS; index += 1) {
    const part = get(chunkName(name, index));
    if (part === undefined || part === "") break;
    parts.push(part);
  }
  return parts.length === 0 ? undefined : parts.join("");
}

function cookieHeader(name: string, value: string, options: CookieOptions, maxAge: number) {
  return [
    `${name}=${value}`,
    `Path=${options.path}`,
    `Max-Age=${maxAge}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(options.secure ? ["Secure"] : []),
  ].join("; ");
}

/**
 * `Set-Cookie` values that store `sealed` (or clear the session when `null`), also clearing any
 * chunk a longer earlier value left behind.
 */
export function sessionCookieHeaders(sealed: string | null, options: CookieOptions): string[] {
  const chunks: string[] = [];
  for (let start = 0; sealed !== null && start < sealed.length; start += COOKIE_CHUNK_LENGTH) {
    chunks.push(sealed.slice(start, start + COOKIE_CHUNK_LENGTH));
  }
  if (chunks.length > MAX_COOKIE_CHUNKS) {
    throw new SessionTooLargeError(`The session needs ${chunks.length} cookies`);
  }
  const maxAge = options.maxAgeSeconds ?? SESSION_TTL_SECONDS;
  return Array.from({ length: MAX_COOKIE_CHUNKS }, (_, index) => {
    const chunk = chunks[index];
    return chunk === undefined
      ? cookieHeader(chunkName(options.name, index), "", options, 0)
      : cookieHeader(chunkName(options.name, index), chunk, options, maxAge);
  });
}

/** Reads cookies from a request's `Cookie` header. */
export function cookieReader(request: Request): CookieReader {
  const jar = new Map<string, string>();
  for (const pair of (request.headers.get("cookie") ?? "").split(";")) {
    const separator = pair.indexOf("=");
    if (separator > 0) jar.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
  }
  return (name) => jar.get(name);
}

/** A typed session store for one form: unsealed values are checked against `schema`. */
export type SessionStore<T> = {
  read(get: CookieReader, now?: number): T | null;
  /** `Set-Cookie` values that keep `value` (or end the session when `null`). */
  write(value: T | null, secure: boolean, now?: number): string[];
};

export function createSessionStore<T>(
  schema: z.ZodType<T>,
  options: { name: string; path: string; key: () => Buffer; ttlSeconds?: number },
): SessionStore<T> {
  const ttl = options.ttlSeconds ?? SESSION_TTL_SECONDS;
  return {
    read(get, now = Date.now()) {
      const sealed = readSealedCookie(options.name, get);
      if (sealed === undefined) return null;
      const parsed = schema.safeParse(unseal(sealed, options.key(), now));
      return parsed.success ? parsed.data : null;
    },
    write(value, secure, now = Date.now()) {
      const sealed = value === null ? null : seal(value, options.key(), now + ttl * 1000);
      return sessionCookieHeaders(sealed, {
        name: options.name,
        path: options.path,
        secure,
        maxAgeSeconds: ttl,
      });
    },
  };
}
