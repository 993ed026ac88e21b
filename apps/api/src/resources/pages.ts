// Pages (contract §3.7). The tree is small (tens of pages), so it is loaded whole and walked in
// memory: tree order is a pre-order walk by sibling `order`, which is upstream's `_lft` order.
import type {
  PageDetailSchema,
  PageListItemSchema,
  PageSchema,
  PageType,
} from "@hub/api-client/schemas";
import { asc, eq, getTableColumns } from "drizzle-orm";
import type { z } from "zod";
import { collectionPages, collections, pages } from "../db/schema.ts";
import type { Db } from "../db/types.ts";
import { formatTimestamp } from "../http/format.ts";
import { presentCollections } from "./collections.ts";
import type { CollectionRow } from "./collections.ts";
import type { PresentContext } from "./context.ts";
import { groupBy } from "./context.ts";
import { loadImageRefs } from "./images.ts";

const { searchVector: _searchVector, content: _content, ...columns } = getTableColumns(pages);
/** Every column but the content and the search vector. */
export const pageColumns = columns;
export type PageRow = Omit<typeof pages.$inferSelect, "searchVector" | "content">;

/**
 * Newer upstream APIs add the page type `topic`; the seed content has such pages, and until the
 * contract takes the type up they are presented as the information pages they otherwise are.
 */
export function contractPageType(row: Pick<PageRow, "pageType">): PageType {
  return row.pageType === "topic" ? "information" : row.pageType;
}

type PageListItem = z.input<typeof PageListItemSchema>;
type PageResource = z.input<typeof PageSchema>;
type PageDetail = z.input<typeof PageDetailSchema>;

export type PageIncludes = {
  parent?: boolean;
  children?: boolean;
  ancestors?: boolean;
  landingPage?: boolean;
};

export class PageTree {
  readonly ordered: PageRow[];
  private readonly byId: Map<string, PageRow>;
  private readonly childrenOf: Map<string | null, PageRow[]>;

  constructor(rows: readonly PageRow[]) {
    this.byId = new Map(rows.map((row) => [row.id, row]));
    this.childrenOf = groupBy(
      [...rows].sort((a, b) => a.order - b.order || a.title.localeCompare(b.title)),
      (row) => (row.parentId !== null && this.byId.has(row.parentId) ? row.parentId : null),
    );
    this.ordered = [];
    const walk = (parentId: string | null): void => {
      for (const child of this.childrenOf.get(parentId) ?? []) {
        this.ordered.push(child);
        walk(child.id);
      }
    };
    walk(null);
  }

  get(id: string): PageRow | undefined {
    return this.byId.get(id);
  }

  findBySlug(slug: string): PageRow | undefined {
    return this.ordered.find((row) => row.slug === slug);
  }

  children(id: string): PageRow[] {
    return this.childrenOf.get(id) ?? [];
  }

  /** Root first. */
  ancestors(id: string): PageRow[] {
    const result: PageRow[] = [];
    let current = this.byId.get(id);
    while (current?.parentId) {
      const parent = this.byId.get(current.parentId);
      if (!parent) break;
      result.unshift(parent);
      current = parent;
    }
    return result;
  }

  /** Every page below `id`, in tree order. */
  descendants(id: string): PageRow[] {
    const result: PageRow[] = [];
    const walk = (parentId: string): void => {
      for (const child of this.children(parentId)) {
        result.push(child);
        walk(child.id);
      }
    };
    walk(id);
    return result;
  }

  /** The nearest landing page above `id` (landing pages are roots, so at most one). */
  landingPage(id: string): PageRow | null {
    return (
      this.ancestors(id)
        .reverse()
        .find((row) => row.pageType === "landing") ?? null
    );
  }

  /** 0-based position among siblings. */
  position(row: PageRow): number {
    const siblings = this.childrenOf.get(
      row.parentId !== null && this.byId.has(row.parentId) ? row.parentId : null,
    );
    return siblings?.indexOf(row) ?? 0;
  }
}

export async function loadPageTree(db: Db): Promise<PageTree> {
  return new PageTree(await db.select(pageColumns).from(pages));
}

export function pageListItem(tree: PageTree, row: PageRow): PageListItem {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    order: tree.position(row),
    enabled: row.enabled,
    page_type: contractPageType(row),
    created_at: formatTimestamp(row.createdAt),
    updated_at: formatTimestamp(row.updatedAt),
  };
}

/** Pages in the order given; `parent` is always present, the rest as included. */
export async function presentPages(
  ctx: PresentContext,
  tree: PageTree,
  rows: readonly PageRow[],
  include: PageIncludes = {},
): Promise<PageResource[]> {
  const image = await loadImageRefs(
    ctx,
    rows.map((row) => row.imageFileId),
  );
  const item = (row: PageRow): PageListItem => pageListItem(tree, row);
  return rows.map((row) => {
    const parent = row.parentId === null ? undefined : tree.get(row.parentId);
    const landing = tree.landingPage(row.id);
    return {
      id: row.id,
      title: row.title,
      slug: row.slug,
      excerpt: row.excerpt,
      order: tree.position(row),
      enabled: row.enabled,
      page_type: contractPageType(row),
      image: image(row.imageFileId),
      ...(include.parent === false ? {} : { parent: parent ? item(parent) : null }),
      ...(include.children ? { children: tree.children(row.id).map(item) } : {}),
      ...(include.ancestors ? { ancestors: tree.ancestors(row.id).map(item) } : {}),
      ...(include.landingPage ? { landing_page: landing ? item(landing) : null } : {}),
      created_at: formatTimestamp(row.createdAt),
      updated_at: formatTimestamp(row.updatedAt),
    };
  });
}

/** `GET /pages/{page}`: content, every relation, and the collections a landing page links. */
export async function presentPageDetail(
  ctx: PresentContext,
  tree: PageTree,
  row: PageRow,
): Promise<PageDetail> {
  const [[base], [stored], linked] = await Promise.all([
    presentPages(ctx, tree, [row], { children: true, ancestors: true, landingPage: true }),
    ctx.db.select({ content: pages.content }).from(pages).where(eq(pages.id, row.id)),
    ctx.db
      .select(getTableColumns(collections))
      .from(collectionPages)
      .innerJoin(collections, eq(collections.id, collectionPages.collectionId))
      .where(eq(collectionPages.pageId, row.id))
      .orderBy(asc(collections.order), asc(collections.name)),
  ]);
  if (!base) throw new Error("A presented page went missing.");
  const ofType = (type: CollectionRow["type"]): CollectionRow[] =>
    linked.filter((collection) => collection.type === type);
  const [categories, personas] = await Promise.all([
    presentCollections(ctx, ofType("category"), "category"),
    presentCollections(ctx, ofType("persona"), "persona"),
  ]);
  const { created_at, updated_at, ...rest } = base;
  return {
    id: rest.id,
    title: rest.title,
    slug: rest.slug,
    excerpt: rest.excerpt,
    content: stored?.content ?? {},
    order: rest.order,
    enabled: rest.enabled,
    page_type: rest.page_type,
    image: rest.image,
    parent: rest.parent ?? null,
    children: rest.children ?? [],
    ancestors: rest.ancestors ?? [],
    landing_page: rest.landing_page ?? null,
    collection_categories: categories,
    collection_personas: personas,
    created_at,
    updated_at,
  };
}
