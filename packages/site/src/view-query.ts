// What a cached list page reads instead of the query string: its view's page number (the proxy
// moved `?page=` into the view segment), so reading it keeps the page cacheable.
import type { SearchParamsRecord } from "./loaders/search-criteria.ts";
import { parseViewSegment } from "./shell/view.ts";

export type ViewParams = { view: string };

/** The query a cached list page answers: `{ page }` from its view, or nothing on page 1. */
export async function viewQuery(params: Promise<ViewParams>): Promise<SearchParamsRecord> {
  const page = parseViewSegment((await params).view)?.page ?? 1;
  return page > 1 ? { page: String(page) } : {};
}

/**
 * A dynamic route's `generateStaticParams`: nothing at build time (the API may not be running
 * then); each page is rendered on its first request and cached from then on.
 */
export function renderedOnFirstRequest(): never[] {
  return [];
}
