// What the site remembers in the visitor's browser (favourites), behind one small interface so a
// variant can choose where it lives (`clientStorage` in its site config): local storage, session
// storage or a first-party cookie. The root layout names the choice on `<html data-hub-storage>`
// so every island reads the same place without the config in its props. Nothing here throws:
// blocked storage (private browsing, full quota, cookies off) reads as empty and drops writes.
import type { ClientStorage } from "@hub/config/site-config";

import { SITE_COOKIES } from "../cookies/site-cookies.ts";

export type { ClientStorage } from "@hub/config/site-config";

/** The attribute on `<html>` that names the configured target. */
export const STORAGE_ATTRIBUTE = "data-hub-storage";

/** A place to keep short strings by key. */
export type KeyValueStore = {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
};

type WebStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;
/** The part of `document` a cookie store needs. */
export type CookieJar = { cookie: string };

/** What the browser offers; each is looked up only when used (a blocked one throws on access). */
export type StorageEnvironment = {
  local: () => WebStorage;
  session: () => WebStorage;
  cookies: () => CookieJar;
  /** Cookies get `Secure` on HTTPS pages. */
  secure: boolean;
};

/** A year: long enough to feel like local storage, short enough to be polite. */
export const COOKIE_MAX_AGE_SECONDS = SITE_COOKIES.favourites.lifetime;

function webStore(storage: () => WebStorage): KeyValueStore {
  return {
    get(key) {
      try {
        return storage().getItem(key);
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        storage().setItem(key, value);
      } catch {
        // Full or blocked: the visitor keeps what they had.
      }
    },
    remove(key) {
      try {
        storage().removeItem(key);
      } catch {
        // Blocked: nothing was stored either.
      }
    },
  };
}

function cookieStore(jar: () => CookieJar, secure: boolean): KeyValueStore {
  const attributes = `; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
  const write = (key: string, value: string, maxAge: number) => {
    try {
      jar().cookie = `${encodeURIComponent(key)}=${encodeURIComponent(value)}; Max-Age=${maxAge}${attributes}`;
    } catch {
      // Cookies blocked.
    }
  };
  return {
    get(key) {
      let cookies: string;
      try {
        cookies = jar().cookie;
      } catch {
        return null;
      }
      const name = `${encodeURIComponent(key)}=`;
      for (const pair of cookies.split(/;\s*/)) {
        if (!pair.startsWith(name)) continue;
        try {
          return decodeURIComponent(pair.slice(name.length));
        } catch {
          return null;
        }
      }
      return null;
    },
    set: (key, value) => {
      write(key, value, COOKIE_MAX_AGE_SECONDS);
    },
    remove: (key) => {
      write(key, "", 0);
    },
  };
}

/** The store for `target`. */
export function createStore(target: ClientStorage, environment: StorageEnvironment): KeyValueStore {
  switch (target) {
    case "local":
      return webStore(environment.local);
    case "session":
      return webStore(environment.session);
    case "cookie":
      return cookieStore(environment.cookies, environment.secure);
  }
}

/** The target named on the page, local storage when it names none (or something unknown). */
export function configuredTarget(value: string | null | undefined): ClientStorage {
  return value === "session" || value === "cookie" ? value : "local";
}

/** The configured store of this page (browser only). */
export function browserStore(): KeyValueStore {
  return createStore(configuredTarget(document.documentElement.getAttribute(STORAGE_ATTRIBUTE)), {
    local: () => window.localStorage,
    session: () => window.sessionStorage,
    cookies: () => document,
    secure: window.location.protocol === "https:",
  });
}
