// What a search page's query string asks for: the keyword, postcode, radius and filters, read
// leniently, their limits, and the address of a search with some of them changed.
import type { WaitTime } from "@hub/api-client/schemas";
import {
  EventSearchRequestSchema,
  isOpenAtMoment,
  PageSearchRequestSchema,
  ServiceSearchRequestSchema,
  WAIT_TIMES,
} from "@hub/api-client/schemas";
import { t } from "@hub/core/messages";

import { pageParam } from "./paging.ts";

/** Results per page (the old site's grid of 3 by 3). */
export const RESULTS_PER_PAGE = 9;
/** The map shows this many results at once (the API's largest page). */
export const MAP_RESULTS_LIMIT = 100;
/** The radius choices, in miles; a postcode without one searches within the first. */
export const SEARCH_DISTANCES = [1, 3, 5, 10, 20] as const;
/** The API ignores shorter keywords with a 422. */
export const MIN_QUERY_LENGTH = 3;

/** The longest keyword each search takes, as its request schema declares it (a longer one is a 422). */
export const KEYWORD_MAX_LENGTH = {
  services: ServiceSearchRequestSchema.shape.query.unwrap().maxLength ?? Number.POSITIVE_INFINITY,
  events: EventSearchRequestSchema.shape.query.unwrap().maxLength ?? Number.POSITIVE_INFINITY,
  pages: PageSearchRequestSchema.shape.query.maxLength ?? Number.POSITIVE_INFINITY,
} as const;

/**
 * Why a keyword cannot be searched for, as its field's error, or null: none was given, or the
 * search takes it. The page says so, keeping what was typed, instead of asking the API.
 */
export function keywordError(
  query: string,
  search: keyof typeof KEYWORD_MAX_LENGTH,
): string | null {
  if (query === "") return null;
  if (query.length < MIN_QUERY_LENGTH) return t("searchPages.queryTooShort");
  const max = KEYWORD_MAX_LENGTH[search];
  return query.length > max ? t("searchPages.queryTooLong", { max: String(max) }) : null;
}

/** Query parameters of the eligibility filters, each matching the root group named after it. */
export const ELIGIBILITY_PARAMS = [
  "age",
  "income",
  "disability",
  "language",
  "gender",
  "ethnicity",
  "housing",
] as const;
export type EligibilityParam = (typeof ELIGIBILITY_PARAMS)[number];

export type SearchParamsRecord = Readonly<Record<string, string | string[] | undefined>>;

/** Open now, or at a London date (`YYYY-MM-DD`) and time (`HH:MM`); `null`: any time. */
export type OpenCriterion = { kind: "now" } | { kind: "at"; day: string; time: string };

export type ResultsCriteria = {
  query: string;
  postcode: string;
  distance: number;
  isFree: boolean;
  waitTime: WaitTime | null;
  open: OpenCriterion | null;
  order: "relevance" | "distance";
  page: number;
  view: "grid" | "map";
  /** Selected options per group, as the slugs (or, from older links, names) in the address. */
  eligibility: Readonly<Record<EligibilityParam, readonly string[]>>;
};

export type SearchFieldErrors = { query?: string; postcode?: string };

/** The first value of a parameter, trimmed. */
export function firstParam(params: SearchParamsRecord, name: string): string {
  const raw = params[name];
  return ((Array.isArray(raw) ? raw[0] : raw) ?? "").trim();
}

/** Every value of a parameter, whether repeated (`age=a&age=b`) or comma-separated. */
export function listParam(params: SearchParamsRecord, name: string): string[] {
  const raw = params[name];
  return (typeof raw === "string" ? [raw] : (raw ?? []))
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter(Boolean);
}

/** Reads the results query string; anything malformed falls back to its default. */
export function parseResultsCriteria(params: SearchParamsRecord): ResultsCriteria {
  const distance = Number(firstParam(params, "distance"));
  const waitTime = firstParam(params, "wait_time");
  return {
    query: firstParam(params, "query"),
    postcode: firstParam(params, "postcode"),
    distance: (SEARCH_DISTANCES as readonly number[]).includes(distance)
      ? distance
      : SEARCH_DISTANCES[0],
    isFree: firstParam(params, "is_free") === "true",
    waitTime: (WAIT_TIMES as readonly string[]).includes(waitTime) ? (waitTime as WaitTime) : null,
    open: openCriterion(params),
    order: firstParam(params, "order") === "distance" ? "distance" : "relevance",
    page: pageParam(params.page),
    view: firstParam(params, "view") === "map" ? "map" : "grid",
    eligibility: Object.fromEntries(
      ELIGIBILITY_PARAMS.map((param) => [param, listParam(params, param)]),
    ) as Record<EligibilityParam, string[]>,
  };
}

/**
 * `open=now`, or `open=at` with `open_day` and `open_time` that `open_at` takes; anything else is
 * any time.
 */
function openCriterion(params: SearchParamsRecord): OpenCriterion | null {
  const open = firstParam(params, "open");
  if (open === "now") return { kind: "now" };
  const day = firstParam(params, "open_day");
  const time = firstParam(params, "open_time");
  return open === "at" && isOpenAtMoment(`${day}T${time}`) ? { kind: "at", day, time } : null;
}

/** Whether the visitor asked for anything a search can narrow by (the API refuses an empty one). */
export function hasSearchCriteria(criteria: ResultsCriteria): boolean {
  return (
    criteria.query !== "" ||
    criteria.postcode !== "" ||
    criteria.isFree ||
    criteria.waitTime !== null ||
    criteria.open !== null ||
    Object.values(criteria.eligibility).some((values) => values.length > 0)
  );
}

/** The address of a search page with `changes` applied; `page` 1 and empty values are left out. */
export function searchHref(
  path: string,
  params: SearchParamsRecord,
  changes: Readonly<Record<string, string | null>> = {},
): string {
  const search = new URLSearchParams();
  const merged: Record<string, string | string[] | undefined | null> = { ...params, ...changes };
  for (const [name, raw] of Object.entries(merged)) {
    if (raw === undefined || raw === null) continue;
    for (const value of typeof raw === "string" ? [raw] : raw) {
      if (value === "" || (name === "page" && value === "1")) continue;
      search.append(name, value);
    }
  }
  const query = search.toString();
  return query === "" ? path : `${path}?${query}`;
}
