// The CMS's information pages: the list and one with its content.
import type { ApiClient, CallOptions } from "../client.ts";
import { PageDetailResponseSchema, PageListResponseSchema } from "../schemas/pages.ts";
import type { Page, PageDetail } from "../schemas/pages.ts";
import { segment, splitOptions } from "./lists.ts";
import type { ListOptions } from "./lists.ts";

export type PageFilter = "id" | "parent_id" | "page_type" | "title" | "landing_page";
export type PageInclude = "parent" | "children" | "ancestors" | "landingPageAncestors";

/** `GET /pages`: never paginated, no `content`, enabled pages only for guests. */
export function getPages(
  client: ApiClient,
  options?: Omit<ListOptions<PageFilter, PageInclude, "_lft" | "title">, "page" | "per_page">,
): Promise<Page[]> {
  const { query, call } = splitOptions(options);
  return client.get("pages", {
    ...call,
    query,
    schema: PageListResponseSchema,
    pick: "data",
  });
}

/** `GET /pages/{idOrSlug}`: with content and relations (403 for a disabled page). */
export function getPage(
  client: ApiClient,
  idOrSlug: string,
  options?: CallOptions,
): Promise<PageDetail> {
  return client.get(`pages/${segment(idOrSlug)}`, {
    ...options,
    schema: PageDetailResponseSchema,
    pick: "data",
  });
}
