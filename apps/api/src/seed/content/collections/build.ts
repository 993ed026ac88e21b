import type { BoroughProfile } from "../boroughs.ts";
import type { FileRegistry } from "../lib/files.ts";
import { seedUuid } from "../lib/ids.ts";
import { slugify } from "../lib/slug.ts";
import { stampsFor } from "../lib/stamps.ts";
import { categoryIconSvg, personaSvg } from "../svg.ts";
import type { TaxonomyIndex } from "../taxonomies/build.ts";
import type { CollectionType, FileKind, IsoDate, SeedCollection } from "../types.ts";
import type { AuthoredCollection, AuthoredCollections } from "./types.ts";

const FILE_KIND: Record<CollectionType, FileKind> = {
  category: "collection-category",
  persona: "collection-persona",
  "organisation-event": "collection-organisation-event",
};

/** Categories, personas and event categories, each ordered 1..n within its type. */
export function buildCollections(
  authored: AuthoredCollections,
  profile: BoroughProfile,
  referenceDay: IsoDate,
  taxonomies: TaxonomyIndex,
  files: FileRegistry,
): SeedCollection[] {
  const tenant = profile.tenant;
  const build = (type: CollectionType, list: readonly AuthoredCollection[]): SeedCollection[] =>
    list.map((c, i) => {
      const slug = c.slug ?? slugify(c.name);
      const enabled = c.enabled ?? true;
      const colour = profile.palette[i % profile.palette.length] ?? profile.brandColour;
      const image =
        type === "persona"
          ? personaSvg({ slug, name: c.name, colour })
          : categoryIconSvg({ slug, name: c.name, colour, icon: c.icon });
      return {
        id: seedUuid(tenant, "collection", slug),
        type,
        slug,
        name: c.name,
        intro: c.intro,
        subtitle: type === "category" ? null : (c.subtitle ?? null),
        // Retired collections keep no artwork, like real archived entries.
        image_file_id: enabled ? files.add(FILE_KIND[type], slug, null, image) : null,
        icon: c.icon,
        order: i + 1,
        enabled,
        homepage: type === "organisation-event" ? false : enabled && (c.homepage ?? true),
        sideboxes: c.sideboxes,
        category_taxonomy_ids: c.taxonomies.map((taxonomySlug) => taxonomies.id(taxonomySlug)),
        ...stampsFor(referenceDay, `${tenant}:collection:${slug}`, 500),
      };
    });
  return [
    ...build("category", authored.categories),
    ...build("persona", authored.personas),
    ...build("organisation-event", authored.eventCategories),
  ];
}
