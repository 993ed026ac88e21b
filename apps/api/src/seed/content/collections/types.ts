import type { Glyph } from "../svg.ts";
import type { Sidebox } from "../types.ts";

/** A hand-written collection; `taxonomies` are category-taxonomy slugs. */
export type AuthoredCollection = {
  name: string;
  slug?: string;
  intro: string;
  subtitle?: string;
  icon: Glyph;
  enabled?: boolean;
  homepage?: boolean;
  sideboxes: Sidebox[];
  taxonomies: string[];
};

export type AuthoredCollections = {
  categories: AuthoredCollection[];
  personas: AuthoredCollection[];
  eventCategories: AuthoredCollection[];
};
