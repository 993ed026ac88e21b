import type { RouteRule, SiteConfig } from "@hub/config/site-config";

import { t } from "./messages/index.ts";
import { isExternalUrl, paths } from "./urls.ts";

export type RedirectStatus = RouteRule["status"];

export type RedirectDecision =
  | {
      readonly kind: "redirect";
      readonly status: RedirectStatus;
      /** A site path with its query, or an absolute URL when `external`. */
      readonly location: string;
      /** True when the target is another site and needs a full page load. */
      readonly external: boolean;
    }
  | {
      readonly kind: "notFound";
      readonly message: string;
      /** Which lookup found nothing. */
      readonly collection: "category" | "persona";
    }
  | { readonly kind: "next" };

/** A collection looked up by id or slug; null when there is none. */
export type CollectionLookup = (idOrSlug: string) => Promise<{ readonly slug: string } | null>;

export type RedirectLookups = {
  readonly findCategory: CollectionLookup;
  readonly findPersona: CollectionLookup;
};

export type RouteRules = SiteConfig["routeRules"];

/** "Page not found: {path}", for unmatched routes (spec §8). */
export function notFoundMessage(path: string): string {
  return t("errors.pageNotFound", { path });
}

/** "Page Not Found: {path}", for a page whose parameters fail validation (spec §8). */
export function pageValidationNotFoundMessage(path: string): string {
  return t("errors.pageValidationNotFound", { path });
}

function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/**
 * The route rule for a path: an exact key wins; otherwise the longest key ending in `/**` whose
 * prefix matches. A `/**` target receives the rest of the path.
 */
export function matchRouteRule(
  pathname: string,
  routeRules: RouteRules,
): { readonly target: string; readonly status: RedirectStatus } | null {
  const path = withoutTrailingSlash(pathname);
  const exact = routeRules[path] ?? routeRules[`${path}/`];
  if (exact !== undefined) return { target: exact.redirect, status: exact.status };

  let best: { prefix: string; rule: RouteRule } | null = null;
  for (const [pattern, rule] of Object.entries(routeRules)) {
    if (!pattern.endsWith("/**")) continue;
    const prefix = pattern.slice(0, -3);
    const matches = path === prefix || path.startsWith(`${prefix}/`);
    if (matches && (best === null || prefix.length > best.prefix.length)) best = { prefix, rule };
  }
  if (best === null) return null;
  const rest = path.slice(best.prefix.length);
  const target = best.rule.redirect.endsWith("/**")
    ? `${best.rule.redirect.slice(0, -3)}${rest}`
    : best.rule.redirect;
  return { target, status: best.rule.status };
}

function pathWithQuery(pathname: string, params: URLSearchParams): string {
  const query = params.toString();
  return query === "" ? pathname : `${pathname}?${query}`;
}

/** Renames `search_term` to `query` in place; an existing `query` wins and `search_term` goes. */
function renameSearchTerm(params: URLSearchParams): URLSearchParams {
  const hasQuery = params.has("query");
  const renamed = new URLSearchParams();
  for (const [key, value] of params) {
    if (key !== "search_term") renamed.append(key, value);
    else if (!hasQuery && !renamed.has("query")) renamed.append("query", value);
  }
  return renamed;
}

/**
 * Decides what to do with a request before it renders (spec §2 redirect rules), in this order:
 * configured route rules; `/collections/…` → `/categories/…`; `search_term` → `query`; and on
 * `/results`, a `category` or `persona` parameter → that collection's page (or not found).
 * Everything that applies is folded into one 301 so a visitor never follows a chain.
 */
export async function resolveRedirect(
  url: URL,
  lookups: RedirectLookups,
  routeRules: RouteRules = {},
): Promise<RedirectDecision> {
  const rule = matchRouteRule(url.pathname, routeRules);
  if (rule !== null) {
    const external = isExternalUrl(rule.target);
    const location =
      external || rule.target.includes("?") ? rule.target : `${rule.target}${url.search}`;
    if (external || withoutTrailingSlash(rule.target) !== withoutTrailingSlash(url.pathname)) {
      return { kind: "redirect", status: rule.status, location, external };
    }
  }

  let pathname = url.pathname;
  let params = new URLSearchParams(url.search);
  let changed = false;

  if (pathname === "/collections" || pathname.startsWith("/collections/")) {
    pathname = `/categories${pathname.slice("/collections".length)}`;
    changed = true;
  }

  if (params.has("search_term")) {
    params = renameSearchTerm(params);
    changed = true;
  }

  if (withoutTrailingSlash(pathname) === "/results") {
    const collections = [
      {
        param: "category",
        collection: "category",
        find: lookups.findCategory,
        path: paths.category,
        missing: "errors.categoryNotFound",
      },
      {
        param: "persona",
        collection: "persona",
        find: lookups.findPersona,
        path: paths.persona,
        missing: "errors.personaNotFound",
      },
    ] as const;
    for (const collection of collections) {
      const idOrSlug = params.get(collection.param)?.trim();
      if (idOrSlug === undefined || idOrSlug === "") continue;
      const found = await collection.find(idOrSlug);
      if (found === null) {
        return {
          kind: "notFound",
          message: t(collection.missing),
          collection: collection.collection,
        };
      }
      params.delete(collection.param);
      pathname = collection.path(found.slug);
      changed = true;
      break;
    }
  }

  return changed
    ? { kind: "redirect", status: 301, location: pathWithQuery(pathname, params), external: false }
    : { kind: "next" };
}
