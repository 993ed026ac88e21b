// Where the app serves a request: the view segment (shell/view.ts) in front of the path, and
// for a filtered search list its per-request twin route.
import { isCurrent } from "@hub/ui/header";
import type { MenuItem } from "@hub/ui/header";

import { NOT_FOUND_PATH } from "../shell/headers.ts";
import type { LimitName } from "../state/limits.ts";
import { MAX_VIEW_PAGE, viewSegment } from "../shell/view.ts";
import type { ConsentView, View } from "../shell/view.ts";

/** The menu item a path belongs to (by section, as the header marks it). */
export function menuSection(menu: readonly MenuItem[], pathname: string): number | null {
  const index = menu.findIndex((item) => isCurrent(item.href, pathname));
  return index === -1 ? null : index;
}

/** The list pages whose only varying query is `?page=` (anything else is a search). */
const PAGED = [/^\/locations$/];
/** Lists that are cached unfiltered and searched per request when the query asks for more. */
const SEARCHABLE = [
  /^\/categories\/.+$/,
  /^\/personas\/[^/]+$/,
  /^\/organisations\/[^/]+$/,
  /^\/events$/,
];
/**
 * Pages cached as they are, rendered per request when the query names what to show: a shared
 * favourites link (`/favourites?ids=…&events=…`) must render on the server to work without
 * JavaScript, while the plain page stays cached.
 */
const SHARED = [{ pattern: /^\/favourites$/, keys: ["ids", "events"] }];
/** The segment a searchable list's per-request twin route sits under. */
export const FILTERED_SEGMENT = "_filtered";

function pageOf(search: URLSearchParams): number | null {
  const values = search.getAll("page");
  if (values.length === 0) return 1;
  const [value] = values;
  if (values.length > 1 || value === undefined || !/^[1-9][0-9]*$/.test(value)) return null;
  const page = Number(value);
  return page > MAX_VIEW_PAGE ? null : page;
}

/**
 * The pages rendered for each request (route segment config `dynamic = "force-dynamic"`): a
 * search, the forms, the outage page, the not-found page that names its address, and the
 * per-request twins (`_filtered`). Every other page is cached. A test holds this list against the
 * route files (packages/site/variant/app).
 */
const PER_REQUEST = [
  /^\/results$/,
  /^\/pages\/search$/,
  /^\/get-involved\/sign-up$/,
  /^\/services\/[^/]+\/referral$/,
  /^\/feedback$/,
  /^\/cookie-policy$/,
  /^\/service-unavailable$/,
  new RegExp(`^${NOT_FOUND_PATH}$`),
];

/** Whether a list's query asks for more than a page of it (a search). */
const filtered = (search: URLSearchParams) => [...search.keys()].some((key) => key !== "page");

/**
 * Every public route that asks the API something for each request, and the visitor's limit
 * (state/limits.ts) it counts against: a search (the results page, with the collection lookups of
 * its `?category=` and `?persona=`), a filtered list, the information pages' search, and the
 * favourites a request lists (saved or shared). The proxy counts each before anything asks the
 * API, whatever the request's method or `Accept` (docs/decisions/0051). Every other route reads
 * the API through Next's cache: a page or form that reads one item by its address (a service, a
 * referral's service) asks the API once per address, a read the API's own limit counts.
 */
const API_ROUTES: readonly {
  pattern: RegExp;
  limit: LimitName;
  /** Counted only when the query asks for this; every request otherwise. */
  when?: (search: URLSearchParams) => boolean;
}[] = [
  { pattern: /^\/results$/, limit: "search" },
  { pattern: /^\/pages\/search$/, limit: "search" },
  ...SEARCHABLE.map((pattern) => ({ pattern, limit: "search" as const, when: filtered })),
  { pattern: /^\/favourites\/items$/, limit: "lookup" },
  ...SHARED.map(({ pattern, keys }) => ({
    pattern,
    limit: "lookup" as const,
    when: (search: URLSearchParams) => keys.some((key) => search.has(key)),
  })),
];

/** The limit a request (its public path and query) counts against, or null: it asks the API nothing. */
export function apiLimitOf(pathname: string, search: URLSearchParams): LimitName | null {
  const route = API_ROUTES.find(
    ({ pattern, when }) => pattern.test(pathname) && (when === undefined || when(search)),
  );
  return route?.limit ?? null;
}

/** Whether the page at an internal pathname (internalPath's, view first) is rendered per request. */
export function isPerRequestPage(internalPathname: string): boolean {
  const [, , ...rest] = internalPathname.split("/");
  return rest.includes(FILTERED_SEGMENT) || PER_REQUEST.some((re) => re.test(`/${rest.join("/")}`));
}

/** The app's path for a request (a page number the view cannot carry goes to the twin too). */
export function internalPath(
  pathname: string,
  search: URLSearchParams,
  consent: ConsentView,
  menu: readonly MenuItem[],
): string {
  const query = new URLSearchParams(search);
  const keys = new Set(query.keys());
  const onlyPage = keys.size === 0 || (keys.size === 1 && keys.has("page"));
  const searchable = SEARCHABLE.some((pattern) => pattern.test(pathname));
  const paged = searchable || PAGED.some((pattern) => pattern.test(pathname));
  const page = paged ? pageOf(query) : null;
  const shared = SHARED.some(
    ({ pattern, keys: named }) => pattern.test(pathname) && named.some((key) => keys.has(key)),
  );

  let path = pathname;
  let view: View = { consent, section: menuSection(menu, pathname), page: 1 };
  if (shared) {
    path = `${pathname}/${FILTERED_SEGMENT}`;
  } else if (paged && (page === null || (searchable && !onlyPage))) {
    if (searchable) {
      const [, section, ...rest] = pathname.split("/");
      path = ["", section, FILTERED_SEGMENT, ...rest].join("/");
    }
  } else if (paged && page !== null) {
    view = { ...view, page };
    query.delete("page");
  }
  const rest = query.toString();
  return `/${viewSegment(view)}${path === "/" ? "" : path}${rest === "" ? "" : `?${rest}`}`;
}
