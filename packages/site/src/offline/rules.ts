// The offline worker's rules (docs/decisions/0076): which addresses it may keep, what its cache
// is called, which files a kept page needs, how the saved list is asked for. Pure, so they are
// tested on their own. Each method uses only its arguments, `this` and the language's globals:
// the worker's script is these methods' own source text (worker-script.ts), and a test runs them
// again from that text.

/** What a kept address is: a page, a file a page needs, or one saved item's card. */
export type KeptKind = "page" | "asset" | "item";

/** A saved service or event, as the favourites store holds it. */
export type SavedItem = { type: "service" | "event"; id: string };

/** The addresses the rules are given, each from its home in the site (worker-script.ts). */
export type OfflinePaths = {
  /** Pages kept while they are saved: one segment after the prefix (`/services/`, `/events/`). */
  savedPagePrefixes: readonly string[];
  /** Pages kept while anything is saved: the favourites list and the offline page. */
  fixedPages: readonly string[];
  /** The favourites' route handler (`/favourites/items`), whose answer is kept item by item. */
  items: string;
  /** Folders of files pages need: Next's build files and the brand files. */
  assetPrefixes: readonly string[];
  /** The icon sprite. */
  iconSprite: string;
};

export const offlineRules = {
  /** What every cache of the offline worker is called, before its format's version. */
  cachePrefix(): string {
    return "hub-offline-";
  },

  /**
   * The cache of the worker's copies. The name changes only with the format of what it holds
   * (a copy's build is in the copy); a worker of a new format drops the caches of the old.
   */
  cacheName(): string {
    return `${this.cachePrefix()}v1`;
  },

  /** Whether a cache is one of the worker's, of this format or another. */
  isOwnCache(name: string): boolean {
    return name.startsWith(this.cachePrefix());
  },

  /** Whether a cache is one of the worker's of another format, to be deleted. */
  isStaleCache(name: string): boolean {
    return this.isOwnCache(name) && name !== this.cacheName();
  },

  /**
   * Whether the worker may keep `href`, and as what. Only this site's own addresses without a
   * query (a search or a shared list is never kept), and only saved pages, the fixed pages, the
   * files they need and one saved item's card; anything else, whatever asks, is null.
   */
  keptKind(href: string, origin: string, paths: OfflinePaths): KeptKind | null {
    let url: URL;
    try {
      url = new URL(href, origin);
    } catch {
      return null;
    }
    if (url.origin !== origin || url.username !== "" || url.password !== "") return null;
    const { pathname, search } = url;
    if (pathname === paths.items) {
      const asked = this.itemsAsked(search);
      const [only] = asked;
      return asked.length === 1 && only !== undefined && search === `?${this.itemQuery(only)}`
        ? "item"
        : null;
    }
    if (search !== "" || url.hash !== "") return null;
    if (paths.fixedPages.includes(pathname)) return "page";
    const savedPage = paths.savedPagePrefixes.some(
      (prefix) => pathname.startsWith(prefix) && /^[^/]+$/.test(pathname.slice(prefix.length)),
    );
    if (savedPage) return "page";
    const asset =
      pathname === paths.iconSprite ||
      paths.assetPrefixes.some(
        (prefix) => pathname.startsWith(prefix) && pathname.length > prefix.length,
      );
    return asset ? "asset" : null;
  },

  /**
   * The files a page or stylesheet names that a kept page needs: Next's build files (with or
   * without the `/_next/` in front, as the page's data names them), the brand files, the icon
   * sprite. Paths, sorted, each once.
   */
  assetsIn(text: string, paths: OfflinePaths): string[] {
    const found = new Set<string>();
    const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    for (const prefix of [...paths.assetPrefixes, paths.iconSprite]) {
      for (const [match] of text.matchAll(new RegExp(`${escape(prefix)}[\\w.~%/-]*`, "g"))) {
        found.add(match);
      }
      // `/_next/static/` is also named `static/…` inside the page's data.
      const [, root = "", rest = ""] = /^(\/[^/]+\/)(static\/)$/.exec(prefix) ?? [];
      if (rest === "") continue;
      for (const [, path = ""] of text.matchAll(
        new RegExp(`["'](${escape(rest)}[\\w.~%/-]+)`, "g"),
      )) {
        found.add(`${root}${path}`);
      }
    }
    return [...found]
      .filter((path) => !path.endsWith("/") && !path.includes("/../") && !path.includes("/./"))
      .sort();
  },

  /** The query keys of the favourites' route handler, by type. */
  itemQueryKeys(): readonly (readonly [SavedItem["type"], string])[] {
    return [
      ["service", "services"],
      ["event", "events"],
    ];
  },

  /** The saved list as the route handler's queries: each type's ids, `perRequest` at a time. */
  itemsQueries(saved: readonly SavedItem[], perRequest: number): string[] {
    const queries: string[] = [];
    for (const [type, key] of this.itemQueryKeys()) {
      const ids = saved
        .filter((item) => item.type === type)
        .map((item) => encodeURIComponent(item.id));
      for (let start = 0; start < ids.length; start += perRequest) {
        queries.push(`${key}=${ids.slice(start, start + perRequest).join(",")}`);
      }
    }
    return queries;
  },

  /** The query of one saved item's card, the key its card is kept under. */
  itemQuery(item: SavedItem): string {
    return this.itemsQueries([item], 1)[0] ?? "";
  },

  /** The items a query of the route handler asks for, services first. */
  itemsAsked(search: string): SavedItem[] {
    const query = new URLSearchParams(search);
    return this.itemQueryKeys().flatMap(([type, key]) =>
      (query.get(key) ?? "")
        .split(",")
        .filter((id) => id !== "")
        .map((id) => ({ type, id })),
    );
  },

  /** The saved items in a message from a page; anything else in it is ignored. */
  savedItems(value: unknown): SavedItem[] {
    if (!Array.isArray(value)) return [];
    return value.flatMap((entry: unknown) => {
      if (typeof entry !== "object" || entry === null) return [];
      const { type, id } = entry as Record<string, unknown>;
      const known = type === "service" || type === "event";
      return known && typeof id === "string" && /^[\w-]{1,64}$/.test(id) ? [{ type, id }] : [];
    });
  },

  /**
   * Whether a kept copy is fetched again: when it came from another build (its files are gone
   * from the server) or is older than `maxAgeMs` (opening times and numbers change).
   */
  isStale(
    copy: { build: string | null; storedAt: number },
    buildId: string,
    now: number,
    maxAgeMs: number,
  ): boolean {
    return copy.build !== buildId || !(now - copy.storedAt < maxAgeMs);
  },
};

export type OfflineRules = typeof offlineRules;
