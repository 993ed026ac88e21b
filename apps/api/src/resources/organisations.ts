// Organisation (contract §3.5).
import type { OrganisationSchema } from "@hub/api-client/schemas";
import { inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { organisations } from "../db/schema.ts";
import { queryRows } from "../db/types.ts";
import { formatTimestamp } from "../http/format.ts";
import type { PresentContext } from "./context.ts";
import { imageRefSql } from "./images.ts";
import { socialMediasSql } from "./social-medias.ts";
import { taxonomyRefsSql } from "./taxonomies.ts";

export type OrganisationRow = typeof organisations.$inferSelect;

export type OrganisationResource = z.input<typeof OrganisationSchema>;

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
