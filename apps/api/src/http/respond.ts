// The three success envelopes of the contract (§1.1–§1.3) and Laravel's length-aware paginator.
import type { PaginationLinksSchema, PaginationMetaSchema } from "@hub/api-client/schemas";
import type { Context } from "hono";
import type { z } from "zod";
import type { AppEnv } from "./env.ts";

export type Page<T> = { items: T[]; total: number; page: number; perPage: number };

type PaginationLinks = z.input<typeof PaginationLinksSchema>;
type PaginationMeta = z.input<typeof PaginationMetaSchema>;

/** `{ data }`, 200 or 201. */
export function single(c: Context<AppEnv>, data: unknown, status: 200 | 201 = 200): Response {
  return c.json({ data }, status);
}

/** `{ data: [...] }` for the unpaginated lists. */
export function list(c: Context<AppEnv>, data: unknown[]): Response {
  return c.json({ data });
}

/** `{ data, links, meta }` with URLs built from this request (its query kept, `page` replaced). */
export function paginated<T>(c: Context<AppEnv>, page: Page<T>): Response {
  return c.json({ data: page.items, ...paginator(requestUrl(c), page) });
}

/** The public URL of the current request: the tenant's API base plus the path below it. */
export function requestUrl(c: Context<AppEnv>): URL {
  const url = new URL(c.req.url);
  const base = new URL(c.var.apiBase);
  const below = url.pathname.slice(url.pathname.indexOf("/core/v1") + "/core/v1".length);
  const result = new URL(base.pathname.replace(/\/$/, "") + below, base.origin);
  result.search = url.search;
  return result;
}

export function paginator(
  url: URL,
  page: Omit<Page<unknown>, "items"> & { count?: number },
): { links: PaginationLinks; meta: PaginationMeta } {
  const { total, perPage } = page;
  const current = page.page;
  const lastPage = Math.max(Math.ceil(total / perPage), 1);
  const count = Math.max(Math.min(perPage, total - (current - 1) * perPage), 0);
  const path = `${url.origin}${url.pathname}`;
  const pageUrl = (number: number): string => {
    const params = new URLSearchParams(url.search);
    params.delete("page");
    params.append("page", String(number));
    return `${path}?${params.toString()}`;
  };
  const prev = current > 1 ? pageUrl(current - 1) : null;
  const next = current < lastPage ? pageUrl(current + 1) : null;
  const from = count > 0 ? (current - 1) * perPage + 1 : null;
  return {
    links: { first: pageUrl(1), last: pageUrl(lastPage), prev, next },
    meta: {
      current_page: current,
      from,
      last_page: lastPage,
      links: [
        { url: prev, label: "&laquo; Previous", active: false },
        ...pagerWindow(current, lastPage).map((item) =>
          item === "..."
            ? { url: null, label: "...", active: false }
            : { url: pageUrl(item), label: String(item), active: item === current },
        ),
        { url: next, label: "Next &raquo;", active: false },
      ],
      path,
      per_page: perPage,
      to: from === null ? null : from + count - 1,
      total,
    },
  };
}

/** Laravel 10's UrlWindow with `onEachSide = 3`: every page, or slices joined by "...". */
export function pagerWindow(current: number, lastPage: number): (number | "...")[] {
  const onEachSide = 3;
  const window = onEachSide + 4;
  const range = (start: number, end: number): number[] =>
    Array.from({ length: Math.max(end - start + 1, 0) }, (_, index) => start + index);
  if (lastPage < onEachSide * 2 + 8) return range(1, lastPage);
  const finish = [lastPage - 1, lastPage];
  if (current <= window) return [...range(1, window + onEachSide), "...", ...finish];
  if (current > lastPage - window) {
    return [1, 2, "...", ...range(lastPage - (window + (onEachSide - 1)), lastPage)];
  }
  return [1, 2, "...", ...range(current - onEachSide, current + onEachSide), "...", ...finish];
}
