import type { BoroughProfile } from "../boroughs.ts";
import type { FileRegistry } from "../lib/files.ts";
import { seedUuid } from "../lib/ids.ts";
import { slugify } from "../lib/slug.ts";
import { stampsFor } from "../lib/stamps.ts";
import { illustrationSvg } from "../svg.ts";
import type { IsoDate, SeedPage } from "../types.ts";
import type { AuthoredPage } from "./types.ts";

/**
 * Flattens the page tree parents-first in tree (`_lft`) order. A disabled page disables its whole
 * branch, as the API enforces; only landing pages may link collections, and they must be roots.
 */
export function buildPages(
  tree: readonly AuthoredPage[],
  profile: BoroughProfile,
  referenceDay: IsoDate,
  collectionIds: ReadonlyMap<string, string>,
  files: FileRegistry,
): SeedPage[] {
  const tenant = profile.tenant;
  const pages: SeedPage[] = [];
  const visit = (page: AuthoredPage, parent: SeedPage | null, order: number): void => {
    const slug = page.slug ?? slugify(page.title);
    if (page.type === "landing" && parent)
      throw new Error(`Landing page ${slug} cannot have a parent`);
    if (page.type !== "landing" && page.collections?.length) {
      throw new Error(`Only landing pages link collections (${slug})`);
    }
    if (page.excerpt && page.excerpt.length > 150)
      throw new Error(`Page ${slug}: excerpt over 150`);
    const record: SeedPage = {
      id: seedUuid(tenant, "page", slug),
      slug,
      title: page.title,
      excerpt: page.excerpt,
      content: page.content,
      enabled: (parent ? parent.enabled : true) && (page.enabled ?? true),
      page_type: page.type,
      parent_id: parent ? parent.id : null,
      order,
      image_file_id: page.image
        ? files.add(
            "page",
            slug,
            page.title,
            illustrationSvg({
              slug,
              title: page.title,
              colour: profile.brandColour,
              glyph: "book",
            }),
          )
        : null,
      collection_ids: (page.collections ?? []).map((collectionSlug) => {
        const id = collectionIds.get(collectionSlug);
        if (!id) throw new Error(`Page ${slug}: unknown collection ${collectionSlug}`);
        return id;
      }),
      ...stampsFor(referenceDay, `${tenant}:page:${slug}`),
    };
    pages.push(record);
    (page.children ?? []).forEach((child, i) => {
      visit(child, record, i);
    });
  };
  tree.forEach((page, i) => {
    visit(page, null, i);
  });
  return pages;
}
