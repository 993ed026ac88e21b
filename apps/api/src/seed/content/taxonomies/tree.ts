export type TaxonomyNode = { name: string; slug?: string; children?: TaxonomyNode[] };

/** Shorthand for a leaf list. */
export function leaves(...names: string[]): TaxonomyNode[] {
  return names.map((name) => ({ name }));
}
