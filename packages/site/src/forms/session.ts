// A form's answers between its pages live in a sealed cookie: compressed, then encrypted and
// authenticated with AES-256-GCM, so the browser can neither read nor change them, and nothing
// a person types ever appears in a URL. Sites run stateless behind a load balancer, so the cookie
// is the only place a half-finished form can be kept without a shared store; every replica must
// therefore seal with the same key (`SESSION_SECRET`).
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { deflateRawSync, inflateRawSync } from "node:zlib";

import { t } from "@hub/core/messages";
import { parseCookies, singleCookie } from "@hub/core/request";
import type { z } from "zod";

import { FORM_ANSWERS_SECONDS } from "../cookies/site-cookies.ts";
import { processWide } from "../next-internals/index.ts";

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Two hours: long enough to find a phone number, short enough for a shared computer. */
export const SESSION_TTL_SECONDS = FORM_ANSWERS_SECONDS;
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

/** Where a site started without `SESSION_SECRET` keeps the one it made (in the app's folder). */
export const SESSION_SECRET_FILE = path.join(".data", "session-secret");

/**
 * The secret kept at `file`, made (256 random bits, readable by this user only) the first time: a
 * site run without `SESSION_SECRET` keeps its forms readable across restarts, and every replica
 * started from the same folder shares it.
 */
export function keptSecret(file: string): string {
  try {
    const kept = readFileSync(file, "utf8").trim();
    if (kept !== "") return kept;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString("base64url");
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
    return secret;
  } catch (error) {
    // Another replica made it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return keptSecret(file);
    throw error;
  }
}

/**
 * The key from `SESSION_SECRET`; without it, from the secret kept in the app's folder
 * (`.data/session-secret`, made on first use), with a note saying so.
 */
export function sessionKeyFromEnv(
  env: Readonly<Record<string, string | undefined>> = process.env,
  directory: string = process.cwd(),
): Buffer {
  const secret = env.SESSION_SECRET;
  if (secret !== undefined && secret !== "") return sessionKey(secret);
  // Read once per process: Next bundles route handlers and pages separately.
  return processWide("forms/session-key", () => {
    const file = path.join(directory, SESSION_SECRET_FILE);
    const key = sessionKey(keptSecret(file));
    console.warn(
      `SESSION_SECRET is not set: form answers are sealed with the secret kept in ${file}. Give every replica the same SESSION_SECRET (32+ random characters) when they run on more than one machine.`,
    );
    return key;
  });
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

/** Why a form's earlier answers are not there. */
export type SessionLoss = "none" | "expired" | "unreadable";

export type Opened =
  { ok: true; value: unknown } | { ok: false; loss: Exclude<SessionLoss, "none"> };

/**
 * The sealed value; or that it has expired; or that it cannot be read (changed, sealed with
 * another key or in another format).
 */
export function openSealed(sealed: string, key: Buffer, now: number): Opened {
  const unreadable = { ok: false, loss: "unreadable" } as const;
  const [version, payload] = sealed.split(".");
  if (version !== VERSION || payload === undefined) return unreadable;
  const bytes = Buffer.from(payload, "base64url");
  if (bytes.length <= IV_BYTES + TAG_BYTES) return unreadable;
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
    if (typeof parsed.exp !== "number") return unreadable;
    if (parsed.exp <= now) return { ok: false, loss: "expired" };
    return { ok: true, value: parsed.value ?? null };
  } catch {
    return unreadable;
  }
}

/** The sealed value, or `null` when it was changed, sealed with another key, or has expired. */
export function unseal(sealed: string, key: Buffer, now: number): unknown {
  const opened = openSealed(sealed, key, now);
  return opened.ok ? opened.value : null;
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

/** Reads cookies from a request's `Cookie` header (a repeated cookie reads as absent). */
export function cookieReader(request: Request): CookieReader {
  const cookies = parseCookies(request.headers.get("cookie"));
  return (name) => singleCookie(cookies, name);
}

/** What to tell someone whose earlier answers are gone, by why they are. */
export function lostAnswersMessage(loss: SessionLoss | null): string {
  return t(loss === "expired" ? "forms.sessionExpired" : "forms.sessionMissing");
}

/** A session as read: its value, or why there is none. */
export type SessionRead<T> = { value: T; loss: null } | { value: null; loss: SessionLoss };

/** A typed session store for one form: unsealed values are checked against `schema`. */
export type SessionStore<T> = {
  read(get: CookieReader, now?: number): SessionRead<T>;
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
      if (sealed === undefined) return { value: null, loss: "none" };
      const opened = openSealed(sealed, options.key(), now);
      if (!opened.ok) return { value: null, loss: opened.loss };
      const parsed = schema.safeParse(opened.value);
      return parsed.success
        ? { value: parsed.data, loss: null }
        : { value: null, loss: "unreadable" };
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
