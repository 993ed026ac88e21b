// Taxonomy lookups by slug over a tenant's taxonomy records, for the synthetic generator's
// vocabulary, which names taxonomies by slug.
import type { SeedTaxonomy } from "../types.ts";

export type TaxonomyIndex = {
  /** Id of a taxonomy by slug; throws on an unknown slug so a typo fails at once. */
  id: (slug: string) => string;
  /** Ids of the given taxonomies plus all their ancestors below the root, de-duplicated. */
  withAncestors: (slugs: readonly string[]) => string[];
};

export function indexTaxonomies(taxonomies: readonly SeedTaxonomy[]): TaxonomyIndex {
  const bySlug = new Map(taxonomies.map((t) => [t.slug, t]));
  const byId = new Map(taxonomies.map((t) => [t.id, t]));
  const get = (slug: string): SeedTaxonomy => {
    const taxonomy = bySlug.get(slug);
    if (!taxonomy) throw new Error(`Unknown taxonomy slug: ${slug}`);
    return taxonomy;
  };
  return {
    id: (slug) => get(slug).id,
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
  };
}
