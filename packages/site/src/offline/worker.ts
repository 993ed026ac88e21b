// The offline worker itself (docs/decisions/0076), as one function the worker's script calls with
// the rules and the settings (worker-script.ts). It keeps copies of what the resident saved and of
// nothing else: the saved pages, the favourites list, the offline page, the files those need and
// each saved item's card, in one cache. Online, every request goes to the network as before, and a
// kept page's fresh answer replaces its copy; offline, a kept page is answered from its copy and
// any other page with the offline page. The page tells it the saved list (offline/sync.ts).
//
// Like the rules, this function uses nothing from outside but its arguments and the worker's
// globals: its source text is the script.
import type { KeptKind, OfflinePaths, OfflineRules, SavedItem } from "./rules.ts";

/** What the worker is told by the build and the site. */
export type WorkerSettings = {
  buildId: string;
  paths: OfflinePaths;
  /** The favourites list and the offline page. */
  favouritesPath: string;
  offlinePath: string;
  /** Ids of each type per request to the favourites' route handler. */
  idsPerRequest: number;
  /** How long a copy is kept before it is fetched again, when online. */
  maxAgeMs: number;
  /** The type of the page's message that names the saved list. */
  keepMessage: string;
};

type ExtendableEventLike = { waitUntil(promise: Promise<unknown>): void };
type FetchEventLike = ExtendableEventLike & {
  request: Request;
  respondWith(response: Promise<Response>): void;
};
type MessageEventLike = ExtendableEventLike & { data: unknown };

/** The part of `ServiceWorkerGlobalScope` the worker uses. */
export type WorkerScope = {
  location: { origin: string };
  caches: CacheStorage;
  fetch: typeof fetch;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(
    type: "install" | "activate",
    listener: (event: ExtendableEventLike) => void,
  ): void;
  addEventListener(type: "fetch", listener: (event: FetchEventLike) => void): void;
  addEventListener(type: "message", listener: (event: MessageEventLike) => void): void;
};

type Card = { href?: unknown };

export function offlineWorker(scope: WorkerScope, rules: OfflineRules, settings: WorkerSettings) {
  const { buildId, paths } = settings;
  const origin = scope.location.origin;
  const BUILD_HEADER = "x-hub-offline-build";
  const STORED_HEADER = "x-hub-offline-stored";
  const kindOf = (href: string): KeptKind | null => rules.keptKind(href, origin, paths);
  const open = () => scope.caches.open(rules.cacheName());
  const pathOf = (href: string) => {
    const url = new URL(href, origin);
    return `${url.pathname}${url.search}`;
  };

  /** A copy of `response` to keep, marked with its build and time; null if it is not to be kept. */
  async function copyOf(response: Response): Promise<Response | null> {
    if (!response.ok || response.redirected || response.type === "opaque") return null;
    const headers = new Headers(response.headers);
    headers.set(BUILD_HEADER, buildId);
    headers.set(STORED_HEADER, String(Date.now()));
    return new Response(await response.blob(), {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  }

  async function isFresh(cache: Cache, path: string): Promise<boolean> {
    const kept = await cache.match(path, { ignoreVary: true });
    if (kept === undefined) return false;
    const copy = {
      build: kept.headers.get(BUILD_HEADER),
      storedAt: Number(kept.headers.get(STORED_HEADER)),
    };
    return !rules.isStale(copy, buildId, Date.now(), settings.maxAgeMs);
  }

  /** Fetches and keeps one address the rules allow; false when it could not. */
  async function keep(cache: Cache, path: string, response?: Response): Promise<boolean> {
    if (kindOf(path) === null) return false;
    try {
      const answer =
        response ?? (await scope.fetch(path, { credentials: "same-origin", cache: "no-cache" }));
      const copy = await copyOf(answer);
      if (copy === null) return false;
      await cache.put(path, copy);
      return true;
    } catch {
      return false;
    }
  }

  /** Keeps a page (unless its copy is fresh) and the files it needs that are not kept yet. */
  async function keepPage(cache: Cache, path: string, response?: Response): Promise<void> {
    const fresh = response === undefined && (await isFresh(cache, path));
    if (!fresh && !(await keep(cache, path, response))) return;
    const page = await cache.match(path, { ignoreVary: true });
    const assets = rules.assetsIn(page === undefined ? "" : await page.text(), paths);
    for (const asset of assets) {
      if (kindOf(asset) !== "asset") continue;
      if ((await cache.match(asset, { ignoreVary: true })) === undefined) await keep(cache, asset);
    }
  }

  /** The kept cards, by their key. */
  async function keptCards(cache: Cache): Promise<Map<string, Card>> {
    const cards = new Map<string, Card>();
    for (const request of await cache.keys()) {
      const path = pathOf(request.url);
      if (kindOf(path) !== "item") continue;
      const answer = await cache.match(request);
      try {
        const body = (await answer?.json()) as { data?: Card[] } | undefined;
        cards.set(path, body?.data?.[0] ?? {});
      } catch {
        cards.set(path, {});
      }
    }
    return cards;
  }

  /** Deletes every kept page and file no saved item, fixed page or kept page needs any more. */
  async function prune(cache: Cache, wantedPages: Set<string>): Promise<void> {
    const needed = new Set<string>();
    const requests = await cache.keys();
    for (const request of requests) {
      const path = pathOf(request.url);
      if (kindOf(path) !== "page" || !wantedPages.has(path)) continue;
      const page = await cache.match(request);
      for (const asset of rules.assetsIn(page === undefined ? "" : await page.text(), paths)) {
        needed.add(asset);
      }
    }
    for (const request of requests) {
      const path = pathOf(request.url);
      const kind = kindOf(path);
      const wanted =
        kind === "item" || (kind === "page" ? wantedPages.has(path) : needed.has(path));
      if (!wanted) await cache.delete(request);
    }
  }

  /** Makes the cache hold what `saved` needs: the newest state of the list wins. */
  async function keepSaved(saved: SavedItem[]): Promise<void> {
    if (saved.length === 0) {
      for (const name of await scope.caches.keys()) {
        if (rules.isOwnCache(name)) await scope.caches.delete(name);
      }
      return;
    }
    const cache = await open();
    const wantedCards = new Set(saved.map((item) => `${paths.items}?${rules.itemQuery(item)}`));
    const cards = await keptCards(cache);
    // What is no longer saved goes first, online or not.
    for (const key of cards.keys()) {
      if (!wantedCards.has(key)) {
        await cache.delete(key);
        cards.delete(key);
      }
    }
    const allFresh = await Promise.all([...wantedCards].map((key) => isFresh(cache, key)));
    if (allFresh.includes(false)) {
      for (const query of rules.itemsQueries(saved, settings.idsPerRequest)) {
        let data: Card[];
        try {
          const answer = await scope.fetch(`${paths.items}?${query}`, {
            credentials: "same-origin",
            headers: { accept: "application/json" },
          });
          if (!answer.ok) break;
          data = ((await answer.json()) as { data: Card[] }).data;
        } catch {
          break;
        }
        for (const card of data) {
          const item = rules.savedItems([card])[0];
          if (item === undefined) continue;
          const key = `${paths.items}?${rules.itemQuery(item)}`;
          if (!wantedCards.has(key)) continue;
          await keep(cache, key, Response.json({ data: [card] }));
          cards.set(key, card);
        }
      }
    }
    const pages = new Set([settings.favouritesPath, settings.offlinePath]);
    for (const card of cards.values()) {
      if (typeof card.href === "string" && kindOf(card.href) === "page") {
        pages.add(pathOf(card.href));
      }
    }
    for (const page of pages) await keepPage(cache, page);
    await prune(cache, pages);
  }

  /** The route handler's answer offline, from the kept cards; a 503 unless every one is kept. */
  async function keptItemsAnswer(url: URL): Promise<Response> {
    const cache = await open();
    const data: Card[] = [];
    for (const item of rules.itemsAsked(url.search)) {
      const answer = await cache.match(`${paths.items}?${rules.itemQuery(item)}`, {
        ignoreVary: true,
      });
      const body = (await answer?.json()) as { data?: Card[] } | undefined;
      const card = body?.data?.[0];
      // A card missing would read as a listing gone, and the page would drop it from the list.
      if (card === undefined) return new Response(null, { status: 503 });
      data.push(card);
    }
    return Response.json({ data });
  }

  /** A page: the network, and a kept page's copy renewed; offline, the copy or the offline page. */
  async function navigate(event: FetchEventLike): Promise<Response> {
    const url = new URL(event.request.url);
    const path = `${url.pathname}${url.search}`;
    const kept = kindOf(path) === "page";
    try {
      const response = await scope.fetch(event.request);
      if (kept && response.ok && !response.redirected) {
        const copy = response.clone();
        event.waitUntil(
          open().then(async (cache) => {
            if ((await cache.match(path, { ignoreVary: true })) !== undefined) {
              await keepPage(cache, path, copy);
            }
          }),
        );
      }
      return response;
    } catch {
      const cache = await open();
      const copy = kept ? await cache.match(path, { ignoreVary: true }) : undefined;
      const fallback = copy ?? (await cache.match(settings.offlinePath, { ignoreVary: true }));
      // Nothing kept to show: the browser's own offline page.
      return fallback ?? Response.error();
    }
  }

  let newest: SavedItem[] | null = null;
  let running: Promise<void> = Promise.resolve();
  /** Runs one sync at a time, with the newest list a page sent. */
  function schedule(saved: SavedItem[]): Promise<void> {
    newest = saved;
    running = running.then(async () => {
      if (newest === null) return;
      const list = newest;
      newest = null;
      try {
        await keepSaved(list);
      } catch {
        // Storage full or blocked: the copies stay as they were, and the next page tries again.
      }
    });
    return running;
  }

  scope.addEventListener("install", (event) => {
    event.waitUntil(
      open()
        .then((cache) => keepPage(cache, settings.offlinePath))
        .then(() => scope.skipWaiting()),
    );
  });

  scope.addEventListener("activate", (event) => {
    event.waitUntil(
      scope.caches
        .keys()
        .then((names) =>
          Promise.all(
            names
              .filter((name) => rules.isStaleCache(name))
              .map((name) => scope.caches.delete(name)),
          ),
        )
        .then(() => scope.clients.claim()),
    );
  });

  scope.addEventListener("message", (event) => {
    const message = event.data as { type?: unknown; saved?: unknown } | null;
    if (message?.type !== settings.keepMessage) return;
    event.waitUntil(schedule(rules.savedItems(message.saved)));
  });

  scope.addEventListener("fetch", (event) => {
    const { request } = event;
    if (request.method !== "GET") return;
    const url = new URL(request.url);
    if (url.origin !== origin) return;
    if (request.mode === "navigate") {
      event.respondWith(navigate(event));
      return;
    }
    if (url.pathname === paths.items) {
      event.respondWith(scope.fetch(request).catch(() => keptItemsAnswer(url)));
      return;
    }
    if (kindOf(`${url.pathname}${url.search}`) === "asset") {
      // Build files never change under their name: the copy, when there is one, is the file.
      event.respondWith(
        open()
          .then((cache) => cache.match(request, { ignoreVary: true }))
          .then((copy) => copy ?? scope.fetch(request)),
      );
    }
  });
}
