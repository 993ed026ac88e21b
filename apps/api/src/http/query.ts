// Query-string conventions of list endpoints (spatie/laravel-query-builder v5, contract §0.1):
// `filter[name]=a,b`, `include=a,b`, `sort=name,-other`, `page`, `per_page`. An endpoint declares
// what it allows; a name outside its allow-list is a 400, and a kind it declares nothing for is
// ignored. Filters and sorts are read from the query string only, even on `POST /…/index`;
// `page` and `per_page` may also come from a JSON body.
import { badRequest } from "./errors.ts";

export type SortDirection = "asc" | "desc";
export type SortTerm<S extends string> = { field: S; direction: SortDirection };

export type ListQuerySpec<F extends string, I extends string, S extends string> = {
  filters?: readonly F[];
  includes?: readonly I[];
  sorts?: readonly S[];
  /** Used when no `sort` is given, e.g. `["name"]` or `["-start_date"]`. */
  defaultSort?: readonly (S | `-${S}`)[];
};

export type ListQuery<F extends string, I extends string, S extends string> = {
  /** Raw filter values: present only when non-empty. */
  filter: Partial<Record<F, string>>;
  include: ReadonlySet<I>;
  sort: SortTerm<S>[];
  page: number;
  perPage: number;
};

export const DEFAULT_PER_PAGE = 25;
export const MAX_PER_PAGE = 100;

const FILTER_KEY = /^filter\[([^\]]+)\]$/;

export type QuerySource = {
  /** The request's query string. */
  params: URLSearchParams;
  /** `page` / `per_page` sent in a JSON body (`POST /…/index`, search). */
  body?: { page?: unknown; per_page?: unknown } | undefined;
};

export function parseListQuery<F extends string, I extends string, S extends string>(
  source: QuerySource,
  spec: ListQuerySpec<F, I, S>,
): ListQuery<F, I, S> {
  const { params } = source;
  return {
    filter: parseFilters(params, spec.filters),
    include: parseIncludes(params, spec.includes),
    sort: parseSorts(params, spec.sorts, spec.defaultSort),
    ...parsePagination(source),
  };
}

function parseFilters<F extends string>(
  params: URLSearchParams,
  allowed: readonly F[] | undefined,
): Partial<Record<F, string>> {
  const filter: Partial<Record<F, string>> = {};
  if (!allowed) return filter;
  const unknown: string[] = [];
  for (const [key, raw] of params) {
    const name = FILTER_KEY.exec(key)?.[1];
    if (name === undefined) continue;
    if (!(allowed as readonly string[]).includes(name)) {
      if (!unknown.includes(name)) unknown.push(name);
      continue;
    }
    const value = raw.trim();
    // Empty inputs become null upstream, and a null filter is not applied.
    if (value !== "") filter[name as F] = value;
  }
  if (unknown.length > 0) {
    throw badRequest(
      `Requested filter(s) \`${unknown.join(", ")}\` are not allowed. Allowed filter(s) are \`${allowed.join(", ")}\`.`,
    );
  }
  return filter;
}

function parseIncludes<I extends string>(
  params: URLSearchParams,
  allowed: readonly I[] | undefined,
): ReadonlySet<I> {
  const include = new Set<I>();
  const requested = splitList(params.get("include"));
  if (!allowed) return include;
  const unknown = requested.filter((name) => !(allowed as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw badRequest(
      `Requested include(s) \`${unknown.join(", ")}\` are not allowed. Allowed include(s) are \`${allowed.join(", ")}\`.`,
    );
  }
  for (const name of requested) include.add(name as I);
  return include;
}

function parseSorts<S extends string>(
  params: URLSearchParams,
  allowed: readonly S[] | undefined,
  defaultSort: readonly string[] | undefined,
): SortTerm<S>[] {
  const requested = allowed ? splitList(params.get("sort")) : [];
  const terms = (requested.length > 0 ? requested : (defaultSort ?? [])).map((term) => ({
    field: term.replace(/^-/, ""),
    direction: term.startsWith("-") ? ("desc" as const) : ("asc" as const),
  }));
  if (requested.length > 0 && allowed) {
    const unknown = terms
      .map((term) => term.field)
      .filter((field) => !(allowed as readonly string[]).includes(field));
    if (unknown.length > 0) {
      throw badRequest(
        `Requested sort(s) \`${unknown.join(", ")}\` is not allowed. Allowed sort(s) are \`${allowed.join(", ")}\`.`,
      );
    }
  }
  return terms as SortTerm<S>[];
}

/** Past any real list; keeps `(page - 1) * per_page` a valid SQL offset. */
export const MAX_PAGE = 1_000_000;

/** `page` in 1..MAX_PAGE (below is 1); `per_page` clamped to 1..100, default 25. */
export function parsePagination(source: QuerySource): { page: number; perPage: number } {
  const pick = (key: "page" | "per_page"): unknown => source.body?.[key] ?? source.params.get(key);
  const page = toInteger(pick("page"));
  const perPage = toInteger(pick("per_page"));
  return {
    page: page !== null && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
    perPage: perPage === null ? DEFAULT_PER_PAGE : Math.min(Math.max(perPage, 1), MAX_PER_PAGE),
  };
}

function toInteger(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? Math.trunc(value) : null;
  if (typeof value !== "string" || value.trim() === "") return null;
  const number = Number.parseInt(value, 10);
  return Number.isNaN(number) ? null : number;
}

/** `a, b,,c` → `["a", "b", "c"]`. */
export function splitList(value: string | null | undefined): string[] {
  if (!value) return [];
  return value
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");
}

/**
 * An exact filter's boolean: `true`/`1` and `false`/`0` (any case). Anything else matches nothing,
 * as comparing a boolean column with it would upstream.
 */
export function parseBoolean(value: string): boolean | null {
  const text = value.trim().toLowerCase();
  if (text === "true" || text === "1") return true;
  if (text === "false" || text === "0") return false;
  return null;
}

/** Escapes `%`, `_` and `\` for a `LIKE` pattern. */
export function likePattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
