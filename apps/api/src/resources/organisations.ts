// Organisation (contract §3.5).
import { inArray } from "drizzle-orm";
import { organisations } from "../db/schema.ts";
import { formatTimestamp } from "../http/format.ts";
import type { PresentContext } from "./context.ts";
import { loadImageRefs } from "./images.ts";
import type { ImageRef } from "./images.ts";
import { loadSocialMedias } from "./social-medias.ts";
import type { SocialMedia } from "./social-medias.ts";
import { loadTaxonomyRefs } from "./taxonomies.ts";
import type { TaxonomyRef } from "./taxonomies.ts";

export type OrganisationRow = typeof organisations.$inferSelect;

export type OrganisationResource = {
  id: string;
  has_logo: boolean;
  slug: string;
  name: string;
  description: string;
  image: ImageRef | null;
  url: string | null;
  email: string | null;
  phone: string | null;
  social_medias: SocialMedia[];
  category_taxonomies: TaxonomyRef[];
  created_at: string;
  updated_at: string;
};

export async function presentOrganisations(
  ctx: PresentContext,
  rows: readonly OrganisationRow[],
): Promise<OrganisationResource[]> {
  const ids = rows.map((row) => row.id);
  const [image, socials, taxonomyRefs] = await Promise.all([
    loadImageRefs(
      ctx,
      rows.map((row) => row.logoFileId),
    ),
    loadSocialMedias(ctx, "organisations", ids),
    loadTaxonomyRefs(ctx, "organisations", ids),
  ]);
  return rows.map((row) => ({
    id: row.id,
    has_logo: row.logoFileId !== null,
    slug: row.slug,
    name: row.name,
    description: row.description,
    image: image(row.logoFileId),
    url: row.url,
    email: row.email,
    phone: row.phone,
    social_medias: socials.get(row.id) ?? [],
    category_taxonomies: taxonomyRefs.get(row.id) ?? [],
    created_at: formatTimestamp(row.createdAt),
    updated_at: formatTimestamp(row.updatedAt),
  }));
}

/** Organisations by id, for `include=organisation`. */
export async function loadOrganisationResources(
  ctx: PresentContext,
  ids: readonly string[],
): Promise<Map<string, OrganisationResource>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select()
    .from(organisations)
    .where(inArray(organisations.id, [...new Set(ids)]));
  const presented = await presentOrganisations(ctx, rows);
  return new Map(presented.map((organisation) => [organisation.id, organisation]));
}
