import { runInNewContext } from "node:vm";

import { describe, expect, it } from "vitest";

import { offlineRules } from "./rules.ts";
import type { OfflinePaths, OfflineRules, SavedItem } from "./rules.ts";
import { offlineWorkerSettings, rulesSource } from "./worker-script.ts";

const ORIGIN = "https://hub.test";
const ID = "3f2b8c1e-6a4d-4e2f-9b7a-1c2d3e4f5a6b";
const OTHER_ID = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";
const paths: OfflinePaths = offlineWorkerSettings("build-1").paths;
const sprite = paths.iconSprite;

/**
 * The rules as the worker runs them: revived from the text its script is made of, in a context of
 * their own that has the language and the URL classes a worker has, and nothing of this module.
 */
const revived = runInNewContext(`(${rulesSource()})`, { URL, URLSearchParams }) as OfflineRules;

// Every table runs against the module and against its text in the worker's script, so a rule
// that leans on anything outside itself fails here rather than in a resident's browser.
describe.each([
  ["the module", offlineRules],
  ["the worker's copy", revived],
] as const)("the offline rules (%s)", (_source, rules) => {
  describe("which addresses may be kept", () => {
    it.each([
      // What a resident saved, and what showing it needs.
      ["/services/food-bank", "page"],
      ["/events/coffee-morning", "page"],
      ["/favourites", "page"],
      ["/offline", "page"],
      [`${ORIGIN}/services/food-bank`, "page"],
      ["/_next/static/chunks/app-1a2b.js", "asset"],
      ["/_next/static/css/site-3c4d.css", "asset"],
      ["/brand/logo.svg", "asset"],
      [sprite, "asset"],
      [`/favourites/items?services=${ID}`, "item"],
      [`/favourites/items?events=${ID}`, "item"],
      // Browsing, which is never kept.
      ["/", null],
      ["/results?query=food+bank", null],
      ["/categories/health", null],
      ["/organisations/sutton-foodbank", null],
      ["/cookie-policy", null],
      ["/services/food-bank/referral", null],
      ["/services/", null],
      ["/services/food-bank?utm=x", null],
      ["/favourites?ids=a,b", null],
      [`/favourites/items?services=${ID},${OTHER_ID}`, null],
      [`/favourites/items?services=${ID}&events=${OTHER_ID}`, null],
      ["/favourites/items", null],
      ["/_next/static/", null],
      ["/_next/image?url=x", null],
      ["/_next/static/chunks/app.js?dpl=1", null],
      ["/icons/0000.svg", null],
      ["/builds/latest.json", null],
      ["/offline-worker.js", null],
      // Other sites, and addresses that only look like ours.
      ["https://evil.test/services/food-bank", null],
      ["//evil.test/services/food-bank", null],
      ["https://user@hub.test/services/food-bank", null],
      ["http://hub.test/services/food-bank", null],
      ["javascript:alert(1)", null],
    ] as const)("%s: %s", (href, kind) => {
      expect(rules.keptKind(href, ORIGIN, paths)).toBe(kind);
    });
  });

  describe("the files a kept page needs", () => {
    it.each([
      [
        "script and stylesheet tags",
        '<link rel="stylesheet" href="/_next/static/css/a1.css"/><script src="/_next/static/chunks/b2.js" async=""></script>',
        ["/_next/static/chunks/b2.js", "/_next/static/css/a1.css"],
      ],
      [
        "chunks the page's data names without /_next/",
        'self.__next_f.push([1,"3:I[\\"123\\",[\\"static/chunks/c3.js\\"],\\"default\\"]"])',
        ["/_next/static/chunks/c3.js"],
      ],
      [
        "the brand files and the icon sprite (without its fragment)",
        `<img src="/brand/logo.svg"/><svg><use href="${sprite}#menu"></use></svg>`,
        ["/brand/logo.svg", sprite],
      ],
      ["each file once", '"/brand/logo.svg" "/brand/logo.svg"', ["/brand/logo.svg"]],
      ["no page", '<a href="/services/food-bank">x</a><a href="/favourites">y</a>', []],
      ["not a folder or a climb", '"/_next/static/" "/brand/../favourites"', []],
    ])("%s", (_case, text, expected) => {
      expect(rules.assetsIn(text, paths)).toEqual(expected);
    });
  });

  describe("the saved list's queries", () => {
    const services = (count: number): SavedItem[] =>
      Array.from({ length: count }, (_, index) => ({ type: "service", id: `s${index}` }));

    it.each([
      ["nothing saved", [], 100, []],
      [
        "services and events, each type in its own query",
        [
          { type: "event", id: "e1" },
          { type: "service", id: "s1" },
          { type: "service", id: "s2" },
        ],
        100,
        ["services=s1,s2", "events=e1"],
      ],
      [
        "past one request's worth, in chunks",
        services(5),
        2,
        ["services=s0,s1", "services=s2,s3", "services=s4"],
      ],
      [
        "ids as they are safe in a query",
        [{ type: "service", id: "a&b" }],
        100,
        ["services=a%26b"],
      ],
    ] as const)("%s", (_case, saved, perRequest, expected) => {
      expect(rules.itemsQueries(saved, perRequest)).toEqual(expected);
    });

    it("reads back the items a query asks for, services first", () => {
      expect(rules.itemsAsked(`?events=e1&services=s1,s2`)).toEqual([
        { type: "service", id: "s1" },
        { type: "service", id: "s2" },
        { type: "event", id: "e1" },
      ]);
      expect(rules.itemsAsked("?services=")).toEqual([]);
    });

    it("keys one item's card by its own query", () => {
      expect(rules.itemQuery({ type: "event", id: ID })).toBe(`events=${ID}`);
    });
  });

  describe("the saved list in a page's message", () => {
    it.each([
      ["a list", [{ type: "service", id: ID }], [{ type: "service", id: ID }]],
      [
        "only what is a saved item",
        [
          { type: "service", id: ID },
          { type: "page", id: ID },
          { type: "event", id: 7 },
          { type: "event", id: "../../x" },
          null,
          "x",
        ],
        [{ type: "service", id: ID }],
      ],
      ["not a list", { type: "service", id: ID }, []],
    ])("%s", (_case, value, expected) => {
      expect(rules.savedItems(value)).toEqual(expected);
    });
  });

  describe("the cache's name", () => {
    it("is the worker's own, of its format", () => {
      expect(rules.cacheName()).toBe("hub-offline-v1");
      expect(rules.isOwnCache(rules.cacheName())).toBe(true);
    });

    it.each([
      ["hub-offline-v1", true, false],
      ["hub-offline-v0", true, true],
      ["hub-offline-build-abc", true, true],
      ["next-data", false, false],
      ["workbox-precache", false, false],
    ] as const)("%s: own %s, stale %s", (name, own, stale) => {
      expect(rules.isOwnCache(name)).toBe(own);
      expect(rules.isStaleCache(name)).toBe(stale);
    });
  });

  describe("when a copy is fetched again", () => {
    const HOUR = 60 * 60 * 1000;
    it.each([
      ["a copy of this build, an hour old", { build: "b1", storedAt: 0 }, HOUR, false],
      ["a copy of another build", { build: "b0", storedAt: 0 }, HOUR, true],
      ["a copy with no build", { build: null, storedAt: 0 }, HOUR, true],
      ["a copy past its age", { build: "b1", storedAt: 0 }, 13 * HOUR, true],
      ["a copy with no time", { build: "b1", storedAt: Number.NaN }, HOUR, true],
    ])("%s: %s", (_case, copy, now, stale) => {
      expect(rules.isStale(copy, "b1", now, 12 * HOUR)).toBe(stale);
    });
  });
});
