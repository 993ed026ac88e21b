// What every part of the feed presents with: the page envelope, and values left out when empty
// or not what the schemas' formats say they are (decision 0064).
import type { Paging } from "./query.ts";

/** The profile's page envelope; `size` is the page size asked for. */
export type FeedPage<T> = {
  total_items: number;
  total_pages: number;
  page_number: number;
  size: number;
  first_page: boolean;
  last_page: boolean;
  empty: boolean;
  contents: T[];
};

export function feedPage<T>(paging: Paging, total: number, contents: T[]): FeedPage<T> {
  const totalPages = Math.ceil(total / paging.per_page);
  return {
    total_items: total,
    total_pages: totalPages,
    page_number: paging.page,
    size: paging.per_page,
    first_page: paging.page === 1,
    last_page: paging.page >= totalPages,
    empty: contents.length === 0,
    contents,
  };
}

/** The page's `limit` and `offset`. */
export const pageWindow = (paging: Paging): { limit: number; offset: number } => ({
  limit: paging.per_page,
  offset: (paging.page - 1) * paging.per_page,
});

type Compacted<T> = { [K in keyof T]?: Exclude<T[K], null> };

/** The object without its null, empty-text and empty-array values. */
export function compact<T extends Record<string, unknown>>(value: T): Compacted<T> {
  return Object.fromEntries(
    Object.entries(value).filter(
      ([, item]) =>
        item !== null &&
        item !== undefined &&
        item !== "" &&
        !(Array.isArray(item) && item.length === 0),
    ),
  ) as Compacted<T>;
}

/** The schemas' `email` format, as ajv-formats checks it. */
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
/** What RFC 3986 allows unescaped in an address (IPv6 hosts aside). */
const URI_CHARACTERS = /^[A-Za-z0-9._~!$&'()*+,;=:@/?#%-]+$/;
const BAD_ESCAPE = /%(?![0-9a-f]{2})/i;

export function asEmail(value: string | null): string | null {
  const text = value?.trim() ?? "";
  return EMAIL.test(text) ? text : null;
}

/** An absolute http(s) address the schemas' `uri` format accepts, or null. */
export function asUri(value: string | null): string | null {
  const text = value?.trim() ?? "";
  if (!URI_CHARACTERS.test(text) || BAD_ESCAPE.test(text) || text.split("#").length > 2) {
    return null;
  }
  return URL.canParse(text) && /^https?:$/.test(new URL(text).protocol) ? text : null;
}

/** A JSON body; the feed's responses are sent as built. */
export type Json = Record<string, unknown>;
