import { describe, expect, it } from "vitest";

import type { ClientStorage, CookieJar, StorageEnvironment } from "./storage.ts";
import { configuredTarget, createStore } from "./storage.ts";

/** An in-memory Web Storage. */
function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    storage: {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    },
  };
}

/** A cookie jar that behaves like `document.cookie`: writes set one cookie, reads list them. */
function memoryJar() {
  const cookies = new Map<string, string>();
  const written: string[] = [];
  const jar: CookieJar = {
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    },
    set cookie(line: string) {
      written.push(line);
      const [pair = "", ...attributes] = line.split("; ");
      const [name = "", value = ""] = pair.split("=");
      if (attributes.includes("Max-Age=0")) cookies.delete(name);
      else cookies.set(name, value);
    },
  };
  return { jar, written };
}

function environment(secure = false) {
  const local = memoryStorage();
  const session = memoryStorage();
  const cookies = memoryJar();
  const env: StorageEnvironment = {
    local: () => local.storage,
    session: () => session.storage,
    cookies: () => cookies.jar,
    secure,
  };
  return { env, local, session, cookies };
}

const blocked = (): never => {
  throw new DOMException("The operation is insecure.", "SecurityError");
};

describe("createStore", () => {
  it.each<{ target: ClientStorage; where: "local" | "session" | "cookies" }>([
    { target: "local", where: "local" },
    { target: "session", where: "session" },
    { target: "cookie", where: "cookies" },
  ])("$target keeps values in $where only", ({ target, where }) => {
    const { env, local, session, cookies } = environment();
    const store = createStore(target, env);
    expect(store.get("hub:favourites")).toBeNull();
    store.set("hub:favourites", '[{"type":"service","id":"a b;c"}]');
    expect(store.get("hub:favourites")).toBe('[{"type":"service","id":"a b;c"}]');
    expect(local.values.size).toBe(where === "local" ? 1 : 0);
    expect(session.values.size).toBe(where === "session" ? 1 : 0);
    expect(cookies.written.length).toBe(where === "cookies" ? 1 : 0);
    store.remove("hub:favourites");
    expect(store.get("hub:favourites")).toBeNull();
  });

  it.each<ClientStorage>(["local", "session", "cookie"])(
    "%s reads as empty and ignores writes when the browser blocks it",
    (target) => {
      const store = createStore(target, {
        local: blocked,
        session: blocked,
        cookies: blocked,
        secure: false,
      });
      expect(() => {
        store.set("key", "value");
      }).not.toThrow();
      expect(store.get("key")).toBeNull();
      expect(() => {
        store.remove("key");
      }).not.toThrow();
    },
  );

  it.each([
    { secure: false, attributes: "; Path=/; SameSite=Lax" },
    { secure: true, attributes: "; Path=/; SameSite=Lax; Secure" },
  ])("writes cookies site-wide for a year (secure $secure)", ({ secure, attributes }) => {
    const { env, cookies } = environment(secure);
    createStore("cookie", env).set("hub:favourites", "[]");
    expect(cookies.written).toEqual([`hub%3Afavourites=%5B%5D; Max-Age=31536000${attributes}`]);
  });

  it("reads the right cookie among others", () => {
    const { env, cookies } = environment();
    cookies.jar.cookie = "hub-consent=accepted";
    cookies.jar.cookie = "hub%3Afavourites-old=x";
    const store = createStore("cookie", env);
    store.set("hub:favourites", "[1]");
    expect(store.get("hub:favourites")).toBe("[1]");
    cookies.jar.cookie = "hub%3Afavourites=%E0%A4%A";
    expect(store.get("hub:favourites")).toBeNull();
  });
});

describe("configuredTarget", () => {
  it.each([
    { value: "session", expected: "session" },
    { value: "cookie", expected: "cookie" },
    { value: "local", expected: "local" },
    { value: null, expected: "local" },
    { value: "indexeddb", expected: "local" },
  ])("$value → $expected", ({ value, expected }) => {
    expect(configuredTarget(value)).toBe(expected);
  });
});
