// The offline worker against a small site in memory: the worker's scope (its caches, its fetch,
// its events) is faked here, inside this one module's test; the browser runs the real one in
// e2e/tests/offline.
import { describe, expect, it } from "vitest";

import { offlineRules } from "./rules.ts";
import type { SavedItem } from "./rules.ts";
import { offlineWorker } from "./worker.ts";
import type { WorkerScope } from "./worker.ts";
import { offlineWorkerSettings } from "./worker-script.ts";

const ORIGIN = "https://hub.test";
const FOOD_BANK = { type: "service", id: "3f2b8c1e-6a4d-4e2f-9b7a-1c2d3e4f5a6b" } as const;
const DEBT_ADVICE = { type: "service", id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d" } as const;
const settings = offlineWorkerSettings("build-1");

const html = (body: string) => () =>
  new Response(`<!doctype html>${body}`, { headers: { "content-type": "text/html" } });

/** The site the worker talks to: each address and its answer. */
const SITE: Record<string, () => Response> = {
  "/offline": html('<h1>You are offline</h1><script src="/_next/static/chunks/shell.js"></script>'),
  "/favourites": html('<h1>Favourites</h1><script src="/_next/static/chunks/shell.js"></script>'),
  "/services/food-bank": html('<h1>Food bank</h1><link href="/_next/static/css/food.css">'),
  "/services/debt-advice": html('<h1>Debt advice</h1><link href="/_next/static/css/debt.css">'),
  "/results": html("<h1>Search results</h1>"),
  "/_next/static/chunks/shell.js": () => new Response("shell();"),
  "/_next/static/css/food.css": () => new Response("h1{}"),
  "/_next/static/css/debt.css": () => new Response("h2{}"),
};
const CARDS: Record<string, SavedItem & { name: string; href: string }> = {
  [FOOD_BANK.id]: { ...FOOD_BANK, name: "Food bank", href: "/services/food-bank" },
  [DEBT_ADVICE.id]: { ...DEBT_ADVICE, name: "Debt advice", href: "/services/debt-advice" },
};

/** Caches in memory, by name, each address once. */
function memoryCaches(): CacheStorage {
  const caches = new Map<string, Map<string, Response>>();
  const key = (request: RequestInfo | URL) =>
    new URL(request instanceof Request ? request.url : String(request), ORIGIN).href;
  const cache = (entries: Map<string, Response>): Partial<Cache> => ({
    match: (request: RequestInfo | URL) => Promise.resolve(entries.get(key(request))?.clone()),
    put: (request: RequestInfo | URL, response: Response) => {
      entries.set(key(request), response);
      return Promise.resolve();
    },
    delete: (request: RequestInfo | URL) => Promise.resolve(entries.delete(key(request))),
    keys: () => Promise.resolve([...entries.keys()].map((url) => new Request(url))),
  });
  return {
    open: (name: string) => {
      const entries = caches.get(name) ?? new Map<string, Response>();
      caches.set(name, entries);
      return Promise.resolve(cache(entries));
    },
    keys: () => Promise.resolve([...caches.keys()]),
    delete: (name: string) => Promise.resolve(caches.delete(name)),
    has: (name: string) => Promise.resolve(caches.has(name)),
    match: () => Promise.resolve(undefined),
  } as unknown as CacheStorage;
}

type Listener = (event: never) => void;

/** A worker started on `SITE`, with what a test does to it. */
function startWorker() {
  const listeners = new Map<string, Listener[]>();
  const asked: string[] = [];
  let online = true;
  const caches = memoryCaches();
  const scope = {
    location: { origin: ORIGIN },
    caches,
    fetch: (input: RequestInfo | URL | { url: string }) => {
      const url = new URL(
        typeof input === "object" && "url" in input ? input.url : String(input),
        ORIGIN,
      );
      const path = `${url.pathname}${url.search}`;
      asked.push(path);
      if (!online) return Promise.reject(new TypeError("Failed to fetch"));
      if (url.pathname === settings.paths.items) {
        const data = offlineRules.itemsAsked(url.search).flatMap(({ id }) => CARDS[id] ?? []);
        return Promise.resolve(Response.json({ data }));
      }
      return Promise.resolve(SITE[path]?.() ?? new Response("Not found", { status: 404 }));
    },
    skipWaiting: () => Promise.resolve(),
    clients: { claim: () => Promise.resolve() },
    addEventListener: (type: string, listener: Listener) => {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
  } as unknown as WorkerScope;
  offlineWorker(scope, offlineRules, settings);

  /** Fires an event and waits for everything it started, as the browser keeps the worker. */
  async function fire(type: string, fields: object): Promise<Response | undefined> {
    const pending: Promise<unknown>[] = [];
    let answer: Promise<Response> | undefined;
    const event = {
      ...fields,
      waitUntil: (promise: Promise<unknown>) => pending.push(promise),
      respondWith: (response: Promise<Response>) => {
        answer = response;
      },
    };
    for (const listener of listeners.get(type) ?? []) listener(event as never);
    const response = await answer;
    while (pending.length > 0) await pending.shift();
    return response;
  }

  return {
    asked,
    fire,
    goOffline: () => {
      online = false;
    },
    install: () => fire("install", {}),
    keep: (saved: readonly object[]) =>
      fire("message", { data: { type: settings.keepMessage, saved } }),
    /** A page asked for by the browser: a navigation. */
    open: (path: string) =>
      fire("fetch", { request: { url: `${ORIGIN}${path}`, method: "GET", mode: "navigate" } }),
    /** A script's request, as the favourites page asks for its cards. */
    request: (path: string) => fire("fetch", { request: new Request(`${ORIGIN}${path}`) }),
    async kept(): Promise<string[]> {
      const paths: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) {
          const url = new URL(request.url);
          paths.push(`${url.pathname}${url.search}`);
        }
      }
      return paths.sort();
    },
  };
}

const card = (item: SavedItem) => `${settings.paths.items}?${offlineRules.itemQuery(item)}`;

describe("the offline worker", () => {
  it("keeps the offline page, and its files, when it is installed", async () => {
    const worker = startWorker();
    await worker.install();
    expect(await worker.kept()).toEqual(["/_next/static/chunks/shell.js", "/offline"]);
  });

  it("keeps what is saved, the favourites list and the files they name, and nothing else", async () => {
    const worker = startWorker();
    await worker.install();
    await worker.open("/results");
    await worker.keep([FOOD_BANK]);
    expect(await worker.kept()).toEqual([
      "/_next/static/chunks/shell.js",
      "/_next/static/css/food.css",
      "/favourites",
      card(FOOD_BANK),
      "/offline",
      "/services/food-bank",
    ]);
  });

  it("offline, answers a kept page from its copy and any other page with the offline page", async () => {
    const worker = startWorker();
    await worker.install();
    await worker.keep([FOOD_BANK, DEBT_ADVICE]);
    worker.goOffline();
    expect(await (await worker.open("/services/food-bank"))?.text()).toContain("Food bank");
    expect(await (await worker.open("/favourites"))?.text()).toContain("Favourites");
    for (const path of ["/results", "/services/food-bank?from=search", "/services/other"]) {
      expect(await (await worker.open(path))?.text(), path).toContain("You are offline");
    }
    expect(await (await worker.request("/_next/static/css/food.css"))?.text()).toBe("h1{}");
  });

  it("offline, answers the favourites page's request from the kept cards, all or none", async () => {
    const worker = startWorker();
    await worker.install();
    await worker.keep([FOOD_BANK, DEBT_ADVICE]);
    worker.goOffline();
    const both = await worker.request(
      `${settings.paths.items}?services=${FOOD_BANK.id},${DEBT_ADVICE.id}`,
    );
    const { data } = (await both?.json()) as { data: { name: string }[] };
    expect(data.map((item) => item.name)).toEqual(["Food bank", "Debt advice"]);
    // A card missing would read as a listing gone, which the page would drop from the list.
    const unknown = await worker.request(`${settings.paths.items}?services=${FOOD_BANK.id},x`);
    expect(unknown?.status).toBe(503);
  });

  it("deletes a copy once it is no longer saved, and everything once nothing is", async () => {
    const worker = startWorker();
    await worker.install();
    await worker.keep([FOOD_BANK, DEBT_ADVICE]);
    await worker.keep([FOOD_BANK]);
    const kept = await worker.kept();
    expect(kept).not.toContain("/services/debt-advice");
    expect(kept).not.toContain("/_next/static/css/debt.css");
    expect(kept).not.toContain(card(DEBT_ADVICE));
    expect(kept).toContain("/services/food-bank");
    // Offline too: what is removed goes at once.
    worker.goOffline();
    await worker.keep([]);
    expect(await worker.kept()).toEqual([]);
  });

  it("asks the network again only for what is missing or stale", async () => {
    const worker = startWorker();
    await worker.install();
    await worker.keep([FOOD_BANK]);
    worker.asked.length = 0;
    await worker.keep([FOOD_BANK]);
    expect(worker.asked).toEqual([]);
  });

  it("renews a kept page when it is opened online, and keeps no page it was not told to", async () => {
    const worker = startWorker();
    await worker.install();
    await worker.keep([FOOD_BANK]);
    await worker.open("/services/food-bank");
    await worker.open("/services/debt-advice");
    const kept = await worker.kept();
    expect(kept).toContain("/services/food-bank");
    expect(kept).not.toContain("/services/debt-advice");
  });

  it("takes only the page's list from a message, and only saved items from that", async () => {
    const worker = startWorker();
    await worker.install();
    await worker.fire("message", { data: { type: "other", saved: [FOOD_BANK] } });
    expect(await worker.kept()).toEqual(["/_next/static/chunks/shell.js", "/offline"]);
    // Nothing in it is a saved item: nothing is saved, so nothing is kept.
    await worker.keep([{ type: "page", id: "../../cookie-policy" }]);
    expect(await worker.kept()).toEqual([]);
  });
});
