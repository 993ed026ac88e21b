import { describe, expect, it, vi } from "vitest";

import {
  COOKIE_CHUNK_LENGTH,
  createSessionStore,
  readSealedCookie,
  seal,
  SessionTooLargeError,
  sessionCookieHeaders,
  sessionKey,
  unseal,
} from "./session.ts";
import { FormStateSchema } from "./state.ts";

const key = sessionKey("test-secret");
const NOW = 1_800_000_000_000;

/** Changes one base64url character inside the ciphertext (all six of its bits are data). */
function tamper(text: string): string {
  const at = text.length - 8;
  const replacement = text[at] === "A" ? "B" : "A";
  return `${text.slice(0, at)}${replacement}${text.slice(at + 1)}`;
}

describe("seal and unseal", () => {
  it("round-trips a value until it expires", () => {
    const sealed = seal({ name: "Jane Doe" }, key, NOW + 1000);
    expect(sealed).toMatch(/^v1\.[\w-]+$/);
    expect(sealed).not.toContain("Jane");
    expect(unseal(sealed, key, NOW)).toEqual({ name: "Jane Doe" });
  });

  it.each([
    ["expired", (sealed: string) => sealed, NOW + 1000, key],
    ["tampered", (sealed: string) => tamper(sealed), NOW, key],
    ["another key", (sealed: string) => sealed, NOW, sessionKey("other")],
    ["another version", (sealed: string) => sealed.replace(/^v1/, "v2"), NOW, key],
    ["truncated", (sealed: string) => sealed.slice(0, 10), NOW, key],
    ["not base64", () => "v1.%%%", NOW, key],
  ])("rejects a value that is %s", (_name, change, now, unsealKey) => {
    const sealed = change(seal({ name: "Jane" }, key, NOW + 1000));
    expect(unseal(sealed, unsealKey, now)).toBeNull();
  });
});

describe("session cookies", () => {
  const options = { name: "hub-test", path: "/feedback", secure: true, maxAgeSeconds: 60 };

  it("sets http-only, SameSite=Lax, path-scoped cookies and clears unused chunks", () => {
    const headers = sessionCookieHeaders("v1.abc", options);
    expect(headers).toEqual([
      "hub-test.0=v1.abc; Path=/feedback; Max-Age=60; HttpOnly; SameSite=Lax; Secure",
      "hub-test.1=; Path=/feedback; Max-Age=0; HttpOnly; SameSite=Lax; Secure",
      "hub-test.2=; Path=/feedback; Max-Age=0; HttpOnly; SameSite=Lax; Secure",
    ]);
  });

  it("spreads a long value over chunks and reads it back", () => {
    const long = "x".repeat(COOKIE_CHUNK_LENGTH * 2 + 5);
    const jar = new Map(
      sessionCookieHeaders(long, options).map((header) => {
        const [pair = ""] = header.split(";");
        const [name = "", value = ""] = pair.split("=");
        return [name, value] as const;
      }),
    );
    expect(readSealedCookie("hub-test", (name) => jar.get(name))).toBe(long);
  });

  it("refuses a value too long for the request headers", () => {
    expect(() => sessionCookieHeaders("x".repeat(COOKIE_CHUNK_LENGTH * 3 + 1), options)).toThrow(
      SessionTooLargeError,
    );
  });

  it("clears the session with null", () => {
    expect(
      sessionCookieHeaders(null, options).every((header) => header.includes("Max-Age=0")),
    ).toBe(true);
  });
});

describe("createSessionStore", () => {
  const store = createSessionStore(FormStateSchema, {
    name: "hub-form",
    path: "/form",
    key: () => key,
    ttlSeconds: 60,
  });
  const state = { token: "t-1", values: { name: "Jane" }, errors: {}, done: null };
  const jarOf = (headers: string[]) => {
    const jar = new Map(
      headers.map((header) => {
        const [pair = ""] = header.split(";");
        const separator = pair.indexOf("=");
        return [pair.slice(0, separator), pair.slice(separator + 1)] as const;
      }),
    );
    return (name: string) => jar.get(name);
  };

  it.each([
    { name: "within its lifetime", readAt: NOW + 59_000, expected: state },
    { name: "after its lifetime", readAt: NOW + 61_000, expected: null },
  ])("reads a written session $name", ({ readAt, expected }) => {
    const read = jarOf(store.write(state, false, NOW));
    expect(store.read(read, readAt)).toEqual(expected);
  });

  it("ignores a sealed value of another shape", () => {
    const other = seal({ token: 5 }, key, NOW + 1000);
    expect(store.read((name) => (name === "hub-form.0" ? other : undefined), NOW)).toBeNull();
  });
});

describe("sessionKeyFromEnv without SESSION_SECRET", () => {
  it("gives every copy of the module in a process the same random production key", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const env = { NODE_ENV: "production" };
    // Next bundles handlers and pages separately: two fresh copies of the module stand for them.
    vi.resetModules();
    const first = (await import("./session.ts")).sessionKeyFromEnv(env);
    vi.resetModules();
    const second = (await import("./session.ts")).sessionKeyFromEnv(env);
    expect(second.equals(first)).toBe(true);
    expect(first.equals(sessionKey("development-only-session-secret"))).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
