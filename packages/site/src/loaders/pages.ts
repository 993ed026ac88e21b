// Information and landing pages: one page with its content, the tree of its landing page's
// section for the sidebar, and page search. A page's address is its ancestors' slugs then its
// own (`/pages/{landing}/{…}/{slug}`), so the URL shows where it sits.
import { isApiError } from "@hub/api-client/client";
import { getPage, getPages, searchPages } from "@hub/api-client/endpoints";
import type { Page, PageDetail, PageListItem, Paginated } from "@hub/api-client/schemas";
import { paths } from "@hub/core/urls";
import type { PageTreeNode } from "@hub/ui/page-tree";
import type { RelatedPage } from "@hub/ui/related-pages";
import { notFound } from "next/navigation";

import { DEFAULT_REVALIDATE_SECONDS, SEARCH_REVALIDATE_SECONDS } from "../site.ts";
import type { Site } from "../site.ts";

export const pageCacheTags = {
  one: (slug: string) => `page:${slug}`,
  all: "pages",
} as const;

const cached = (tags: string[]) => ({ next: { revalidate: DEFAULT_REVALIDATE_SECONDS, tags } });

/** The canonical address of a page: its ancestors' slugs (root first), then its own. */
export function pagePath(page: {
  slug: string;
  ancestors?: readonly Pick<PageListItem, "slug">[] | undefined;
}): string {
  return paths.page([...(page.ancestors ?? []).map((ancestor) => ancestor.slug), page.slug]);
}

/** A disabled page answers 403 to visitors: to them it does not exist. */
function isMissing(error: unknown): boolean {
  return isApiError(error) && error.kind === "http" && [403, 404].includes(error.status);
}

function fetchPage(site: Site, slug: string): Promise<PageDetail> {
  return getPage(site.api(), slug, cached([pageCacheTags.one(slug), pageCacheTags.all]));
}

/** The page with its content; `notFound()` when it is unknown or disabled. */
export async function loadPage(site: Site, slug: string): Promise<PageDetail> {
  try {
    return await fetchPage(site, slug);
  } catch (error) {
    if (isMissing(error)) notFound();
    throw error;
  }
}

export async function loadPageOrNull(site: Site, slug: string): Promise<PageDetail | null> {
  try {
    return await fetchPage(site, slug);
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** Every enabled page under a landing page, in tree order, each with its parent. */
export function loadSectionPages(site: Site, landing: Pick<PageListItem, "id" | "slug">) {
  return getPages(site.api(), {
    filter: { landing_page: landing.id },
    include: ["parent"],
    ...cached([pageCacheTags.one(landing.slug), pageCacheTags.all]),
  });
}

/**
 * The landing page's section as a tree (the landing page at its root) for the sidebar. Pages
 * come in tree order, so a parent is always placed before its children.
 */
export function sectionTree(
  landing: Pick<PageListItem, "id" | "slug" | "title">,
  pages: readonly Page[],
): PageTreeNode[] {
  type Node = { id: string; title: string; href: string; slugs: string[]; children: Node[] };
  const root: Node = {
    id: landing.id,
    title: landing.title,
    href: paths.page([landing.slug]),
    slugs: [landing.slug],
    children: [],
  };
  const byId = new Map<string, Node>([[root.id, root]]);
  for (const page of pages) {
    const parent = page.parent ? byId.get(page.parent.id) : undefined;
    if (!parent || byId.has(page.id)) continue;
    const slugs = [...parent.slugs, page.slug];
    const node: Node = {
      id: page.id,
      title: page.title,
      href: paths.page(slugs),
      slugs,
      children: [],
    };
    parent.children.push(node);
    byId.set(page.id, node);
  }
  const strip = (node: Node): PageTreeNode => ({
    id: node.id,
    title: node.title,
    href: node.href,
    ...(node.children.length > 0 ? { children: node.children.map(strip) } : {}),
  });
  return [strip(root)];
}

// Search ----------------------------------------------------------------------------------------

export type PageMatches = { pages: RelatedPage[]; meta: Paginated<Page>["meta"] };

/**
 * Pages matching a keyword, linked at their canonical address and labelled with their landing
 * page. Search results carry neither, so the matches are looked up again by id.
 */
export async function searchInformationPages(
  site: Site,
  query: string,
  paging: { page: number; per_page: number },
): Promise<PageMatches> {
  const found = await searchPages(site.api(), { query }, paging, {
    next: { revalidate: SEARCH_REVALIDATE_SECONDS, tags: [pageCacheTags.all] },
  });
  if (found.data.length === 0) return { pages: [], meta: found.meta };
  const located = await getPages(site.api(), {
    filter: { id: found.data.map((page) => page.id) },
    include: ["ancestors", "landingPageAncestors"],
    ...cached([pageCacheTags.all]),
  });
  const byId = new Map(located.map((page) => [page.id, page]));
  return {
    pages: found.data.map((match) => {
      const page = byId.get(match.id) ?? match;
      return {
        title: page.title,
        href: pagePath(page),
        excerpt: page.excerpt,
        section:
          page.landing_page && page.landing_page.id !== page.id ? page.landing_page.title : null,
      };
    }),
    meta: found.meta,
  };
}
