import type { BoroughProfile } from "../boroughs.ts";
import { seedUuid } from "../lib/ids.ts";
import { slugify } from "../lib/slug.ts";
import { stampsFor } from "../lib/stamps.ts";
import type { IsoDate, SeedTaxonomy, TaxonomyRoot } from "../types.ts";
import { CATEGORY_TREE } from "./categories.ts";
import { ELIGIBILITY_TREE } from "./eligibilities.ts";
import { organisationTree } from "./organisations.ts";
import type { TaxonomyNode } from "./tree.ts";

export type TaxonomyIndex = {
  all: SeedTaxonomy[];
  bySlug: ReadonlyMap<string, SeedTaxonomy>;
  /** Id of a taxonomy by slug; throws on an unknown slug so typos fail the build. */
  id: (slug: string) => string;
  /** Ids of the given category taxonomies plus all their ancestors below the root, de-duplicated. */
  withAncestors: (slugs: readonly string[]) => string[];
  /** Slug of the top-level category (just below the root) a taxonomy sits in. */
  topLevel: (slug: string) => string;
  rootId: (root: TaxonomyRoot) => string;
};

const ROOT_SLUGS: Record<TaxonomyRoot, string> = {
  Category: "category",
  Organisation: "organisation",
  "Service Eligibility": "service-eligibility",
};

export function buildTaxonomies(profile: BoroughProfile, referenceDay: IsoDate): TaxonomyIndex {
  const all: SeedTaxonomy[] = [];
  const bySlug = new Map<string, SeedTaxonomy>();

  const add = (
    node: TaxonomyNode,
    root: TaxonomyRoot,
    parent: SeedTaxonomy | null,
    order: number,
  ): void => {
    const slug = node.slug ?? slugify(node.name);
    if (bySlug.has(slug)) throw new Error(`Duplicate taxonomy slug: ${slug}`);
    const taxonomy: SeedTaxonomy = {
      id: seedUuid(profile.tenant, "taxonomy", slug),
      parent_id: parent ? parent.id : null,
      slug,
      name: node.name,
      order,
      depth: parent ? parent.depth + 1 : 0,
      root,
      ...stampsFor(referenceDay, `${profile.tenant}:taxonomy:${slug}`, 700),
    };
    all.push(taxonomy);
    bySlug.set(slug, taxonomy);
    (node.children ?? []).forEach((child, i) => {
      add(child, root, taxonomy, i + 1);
    });
  };

  const trees: [TaxonomyRoot, TaxonomyNode[]][] = [
    ["Category", CATEGORY_TREE],
    ["Organisation", organisationTree(profile.borough)],
    ["Service Eligibility", ELIGIBILITY_TREE],
  ];
  trees.forEach(([root, children], i) => {
    add({ name: root, slug: ROOT_SLUGS[root], children }, root, null, i + 1);
  });

  const get = (slug: string): SeedTaxonomy => {
    const taxonomy = bySlug.get(slug);
    if (!taxonomy) throw new Error(`Unknown taxonomy slug: ${slug}`);
    return taxonomy;
  };
  const byId = new Map(all.map((t) => [t.id, t]));

  return {
    all,
    bySlug,
    id: (slug) => get(slug).id,
    rootId: (root) => get(ROOT_SLUGS[root]).id,
    withAncestors: (slugs) => {
      const ids = new Set<string>();
      for (const slug of slugs) {
        let node: SeedTaxonomy | undefined = get(slug);
        while (node && node.depth > 0) {
          ids.add(node.id);
          node = node.parent_id ? byId.get(node.parent_id) : undefined;
        }
      }
      return [...ids];
    },
    topLevel: (slug) => {
      let node = get(slug);
      while (node.depth > 1 && node.parent_id) node = byId.get(node.parent_id) ?? node;
      return node.slug;
    },
  };
}
