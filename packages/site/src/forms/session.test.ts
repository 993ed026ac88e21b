import { mkdtemp, readFile, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it, vi } from "vitest";

import {
  COOKIE_CHUNK_LENGTH,
  createSessionStore,
  readSealedCookie,
  seal,
  SessionTooLargeError,
  sessionCookieHeaders,
  sessionKey,
  SESSION_SECRET_FILE,
  sessionKeyFromEnv,
  lostAnswersMessage,
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
    expect(store.read(read, readAt).value).toEqual(expected);
  });

  it("ignores a sealed value of another shape", () => {
    const other = seal({ token: 5 }, key, NOW + 1000);
    expect(store.read((name) => (name === "hub-form.0" ? other : undefined), NOW)).toEqual({
      value: null,
      loss: "unreadable",
    });
  });

  it.each([
    { name: "never started", cookie: () => undefined, readAt: NOW, loss: "none" },
    {
      name: "left too long",
      cookie: (sealed: string) => sealed,
      readAt: NOW + 61_000,
      loss: "expired",
    },
    {
      name: "sealed with another secret (a replica configured differently)",
      cookie: (sealed: string) =>
        sealed.replace(/^v1\..*$/, seal(state, sessionKey("another secret"), NOW + 60_000)),
      readAt: NOW,
      loss: "unreadable",
    },
    {
      name: "changed",
      cookie: (sealed: string) => tamper(sealed),
      readAt: NOW,
      loss: "unreadable",
    },
  ])("says why a session is gone when it was $name", ({ cookie, readAt, loss }) => {
    const [header = ""] = store.write(state, false, NOW);
    const sealed = header.slice(header.indexOf("=") + 1, header.indexOf(";"));
    const value = cookie(sealed);
    expect(store.read((name) => (name === "hub-form.0" ? value : undefined), readAt)).toEqual({
      value: null,
      loss,
    });
  });

  it.each([
    { loss: "expired", message: /left for more than 2 hours/ },
    { loss: "unreadable", message: /could not find your earlier answers/ },
    { loss: "none", message: /could not find your earlier answers/ },
  ] as const)("tells someone whose answers are $loss: $message", ({ loss, message }) => {
    expect(lostAnswersMessage(loss)).toMatch(message);
  });
});

describe("sessionKeyFromEnv without SESSION_SECRET", () => {
  it("keeps one secret in the app's folder, for every copy of the module and every restart", async () => {
    const directory = await mkdtemp(path.join(tmpdir(), "hub-session-"));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    // Next bundles handlers and pages separately: fresh copies of the module stand for them, and
    // for the same server started again.
    vi.resetModules();
    const first = (await import("./session.ts")).sessionKeyFromEnv({}, directory);
    vi.resetModules();
    const second = (await import("./session.ts")).sessionKeyFromEnv({}, directory);
    Reflect.deleteProperty(globalThis, Symbol.for("@hub/site/forms/session-key"));
    vi.resetModules();
    const restarted = (await import("./session.ts")).sessionKeyFromEnv({}, directory);
    expect(second.equals(first)).toBe(true);
    expect(restarted.equals(first)).toBe(true);
    const file = path.join(directory, SESSION_SECRET_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(first.equals(sessionKey((await readFile(file, "utf8")).trim()))).toBe(true);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    Reflect.deleteProperty(globalThis, Symbol.for("@hub/site/forms/session-key"));
  });

  it("uses SESSION_SECRET when it is set", () => {
    expect(
      sessionKeyFromEnv({ SESSION_SECRET: "shared by every replica" }).equals(
        sessionKey("shared by every replica"),
      ),
    ).toBe(true);
  });
});
