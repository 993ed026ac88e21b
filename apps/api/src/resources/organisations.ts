// Organisation (contract §3.5).
import { inArray, sql } from "drizzle-orm";
import { organisations } from "../db/schema.ts";
import { queryRows } from "../db/types.ts";
import { formatTimestamp } from "../http/format.ts";
import type { PresentContext } from "./context.ts";
import { imageRefSql } from "./images.ts";
import type { ImageRef } from "./images.ts";
import { socialMediasSql } from "./social-medias.ts";
import type { SocialMedia } from "./social-medias.ts";
import { taxonomyRefsSql } from "./taxonomies.ts";
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

type OrganisationRelations = Pick<
  OrganisationResource,
  "id" | "image" | "social_medias" | "category_taxonomies"
>;

/** The embedded relations of the given organisations in one statement, built as JSON. */
async function loadOrganisationRelations(
  ctx: PresentContext,
  ids: readonly string[],
): Promise<Map<string, OrganisationRelations>> {
  const organisationId = sql`organisations.id`;
  const rows = await queryRows<OrganisationRelations>(
    ctx.db,
    sql`select
      organisations.id,
      ${imageRefSql(ctx, sql`organisations.logo_file_id`)} as image,
      ${socialMediasSql("organisations", organisationId)} as social_medias,
      ${taxonomyRefsSql("organisations", organisationId)} as category_taxonomies
    from organisations
    where ${inArray(organisations.id, [...ids])}`,
  );
  return new Map(rows.map((row) => [row.id, row]));
}

export async function presentOrganisations(
  ctx: PresentContext,
  rows: readonly OrganisationRow[],
): Promise<OrganisationResource[]> {
  if (rows.length === 0) return [];
  const relationsById = await loadOrganisationRelations(
    ctx,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    has_logo: row.logoFileId !== null,
    slug: row.slug,
    name: row.name,
    description: row.description,
    image: relationsById.get(row.id)?.image ?? null,
    url: row.url,
    email: row.email,
    phone: row.phone,
    social_medias: relationsById.get(row.id)?.social_medias ?? [],
    category_taxonomies: relationsById.get(row.id)?.category_taxonomies ?? [],
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
