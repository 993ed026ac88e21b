// What the list endpoints share: their filter, include, sort and paging options, the encoding of
// a path segment, and the batching of fetches by id (favourites, result cards).
import type { CallOptions, QueryParams, QueryScalar } from "../client.ts";

/** Page size of the collection fetches (`collections/{categories,personas}/{id}`). */
export const COLLECTION_PAGE_SIZE = 100;
/** The API clamps `per_page` to this. */
export const MAX_PAGE_SIZE = 100;

export type FilterValue = QueryScalar | readonly QueryScalar[];
/** A sort field, `-` prefixed for descending. */
export type SortKey<K extends string> = K | `-${K}`;

/** Filters, includes, sorts and paging of a list endpoint, plus the per-call controls. */
export type ListOptions<
  Filter extends string,
  Include extends string = never,
  Sort extends string = never,
> = CallOptions & {
  filter?: Partial<Record<Filter, FilterValue>>;
  include?: readonly Include[];
  sort?: SortKey<Sort> | readonly SortKey<Sort>[];
  page?: number;
  per_page?: number;
};

export type Paging = { page?: number; per_page?: number };

type AnyListOptions = ListOptions<string, string, string>;

/** A list call's options as its query, and the rest as the call's own controls. */
export function splitOptions(options: AnyListOptions = {}): {
  query: QueryParams;
  call: CallOptions;
} {
  const { filter, include, sort, page, per_page, ...call } = options;
  return { query: { filter, include, sort, page, per_page }, call };
}

/** An id or slug as one path segment. */
export const segment = (value: string) => encodeURIComponent(value);

/** Dedupes and sorts ids so equal sets give equal URLs and cache entries. */
export function normaliseIds(ids: readonly string[]): string[] {
  return [...new Set(ids)].sort();
}

/** Items in batches of at most `size` (one request each). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let index = 0; index < items.length; index += size) {
    chunks.push(items.slice(index, index + size));
  }
  return chunks;
}

/** Keeps the order the caller asked for (e.g. the order favourites were saved in). */
export function inIdOrder<T extends { id: string }>(
  items: readonly T[],
  ids: readonly string[],
): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
}
