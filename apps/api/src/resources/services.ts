// Service (contract §3.4).
import type { ServiceSchema } from "@hub/api-client/schemas";
import { getTableColumns, inArray, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { z } from "zod";
import { services } from "../db/schema.ts";
import { formatNullableTimestamp, formatTimestamp, timestampSql } from "../http/format.ts";
import type { PresentContext } from "./context.ts";
import { imageRefSql } from "./images.ts";
import { loadOrganisationResources } from "./organisations.ts";
import type { OrganisationResource } from "./organisations.ts";
import { socialMediasSql } from "./social-medias.ts";
import { tagResourceSql } from "./tags.ts";
import { taxonomyRefsSql } from "./taxonomies.ts";

/** Every column (search data lives in `service_search`). */
export const serviceColumns = getTableColumns(services);
export type ServiceRow = typeof services.$inferSelect;

/** A service as the API presents it: what the website's `ServiceSchema` parses. */
export type ServiceResource = z.input<typeof ServiceSchema>;

export type ServiceIncludes = { organisation?: boolean };

/** Every embedded relation of one service, built as JSON by the database. */
type ServiceRelations = Pick<
  ServiceResource,
  | "image"
  | "useful_infos"
  | "offerings"
  | "social_medias"
  | "gallery_items"
  | "tags"
  | "category_taxonomies"
> & { eligibility_taxonomies: ServiceResource["eligibility_types"]["taxonomies"] };

/** A service deleted between reading its row and its relations keeps the row's fields. */
const NO_RELATIONS: ServiceRelations = {
  image: null,
  useful_infos: [],
  offerings: [],
  social_medias: [],
  gallery_items: [],
  tags: [],
  category_taxonomies: [],
  eligibility_taxonomies: [],
};

/**
 * Each embedded relation as a column of a select from `services`, so that services read by id
 * come with their relations in one statement: a page in a dozen statements spent more time on
 * statements than on the rows (decision 0033).
 */
function relationColumns(ctx: PresentContext): {
  [K in keyof ServiceRelations]: SQL.Aliased<ServiceRelations[K]>;
} {
  const serviceId = sql`services.id`;
  return {
    image: sql<ServiceRelations["image"]>`${imageRefSql(ctx, sql`services.logo_file_id`)}`.as(
      "image",
    ),
    useful_infos: sql<ServiceRelations["useful_infos"]>`coalesce((
        select json_agg(json_build_object(
            'title', info.title, 'description', info.description, 'order', info."order"
          ) order by info."order")
        from useful_infos info where info.service_id = ${serviceId}
      ), '[]'::json)`.as("useful_infos"),
    offerings: sql<ServiceRelations["offerings"]>`coalesce((
        select json_agg(json_build_object('offering', offer.offering, 'order', offer."order")
          order by offer."order")
        from offerings offer where offer.service_id = ${serviceId}
      ), '[]'::json)`.as("offerings"),
    social_medias: sql<
      ServiceRelations["social_medias"]
    >`${socialMediasSql("services", serviceId)}`.as("social_medias"),
    gallery_items: sql<ServiceRelations["gallery_items"]>`coalesce((
        select json_agg(json_build_object(
            'file_id', file.id,
            'url', ${`${ctx.apiBase}/services/`}::text || ${serviceId} || '/gallery-items/' || file.id,
            'mime_type', file.mime_type,
            'alt_text', file.alt_text,
            'created_at', ${timestampSql(sql`item.created_at`)},
            'updated_at', ${timestampSql(sql`item.updated_at`)}
          ) order by item.created_at, item.id)
        from service_gallery_items item join files file on file.id = item.file_id
        where item.service_id = ${serviceId}
      ), '[]'::json)`.as("gallery_items"),
    tags: sql<ServiceRelations["tags"]>`coalesce((
        select json_agg(${tagResourceSql} order by tag.label)
        from service_tags link join tags tag on tag.id = link.tag_id
        where link.service_id = ${serviceId}
      ), '[]'::json)`.as("tags"),
    category_taxonomies: sql<
      ServiceRelations["category_taxonomies"]
    >`${taxonomyRefsSql("services", serviceId)}`.as("category_taxonomies"),
    // In the order of the eligibility tree (type, then option), as /taxonomies lists them.
    eligibility_taxonomies: sql<ServiceRelations["eligibility_taxonomies"]>`coalesce((
        select json_agg(link.taxonomy_id
          order by eligibility_type."order", eligibility_type.name, eligibility."order", eligibility.name)
        from service_eligibilities link
        join taxonomies eligibility on eligibility.id = link.taxonomy_id
        left join taxonomies eligibility_type on eligibility_type.id = eligibility.parent_id
        where link.service_id = ${serviceId}
      ), '[]'::json)`.as("eligibility_taxonomies"),
  };
}

/** Services in the order given, with every embedded relation. */
export async function presentServices(
  ctx: PresentContext,
  rows: readonly ServiceRow[],
  include: ServiceIncludes = {},
): Promise<ServiceResource[]> {
  if (rows.length === 0) return [];
  const [relations, organisations] = await Promise.all([
    ctx.db
      .select({ id: services.id, ...relationColumns(ctx) })
      .from(services)
      .where(
        inArray(
          services.id,
          rows.map((row) => row.id),
        ),
      ),
    organisationsOf(ctx, rows, include),
  ]);
  const relationsById = new Map(relations.map((row) => [row.id, row]));
  return rows.map((row) =>
    serviceResource(
      row,
      relationsById.get(row.id) ?? NO_RELATIONS,
      organisations?.get(row.organisationId),
    ),
  );
}

/** The services with these ids, in the order of `ids` (ids that no longer exist are dropped). */
export async function presentServicesById(
  ctx: PresentContext,
  ids: readonly string[],
  include: ServiceIncludes = {},
): Promise<ServiceResource[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .select({ ...serviceColumns, ...relationColumns(ctx) })
    .from(services)
    .where(inArray(services.id, [...ids]));
  const organisations = await organisationsOf(ctx, rows, include);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [serviceResource(row, row, organisations?.get(row.organisationId))] : [];
  });
}

async function organisationsOf(
  ctx: PresentContext,
  rows: readonly ServiceRow[],
  include: ServiceIncludes,
): Promise<Map<string, OrganisationResource> | undefined> {
  return include.organisation
    ? loadOrganisationResources(
        ctx,
        rows.map((row) => row.organisationId),
      )
    : undefined;
}

function serviceResource(
  row: ServiceRow,
  relations: ServiceRelations,
  organisation: OrganisationResource | undefined,
): ServiceResource {
  const resource: ServiceResource = {
    id: row.id,
    organisation_id: row.organisationId,
    has_logo: row.logoFileId !== null,
    slug: row.slug,
    name: row.name,
    type: row.type,
    status: row.status,
    intro: row.intro,
    description: row.description,
    image: relations.image,
    wait_time: row.waitTime,
    is_free: row.isFree,
    fees_text: row.feesText,
    fees_url: row.feesUrl,
    testimonial: row.testimonial,
    video_embed: row.videoEmbed,
    url: row.url,
    contact_name: row.contactName,
    contact_phone: row.contactPhone,
    contact_email: row.contactEmail,
    show_referral_disclaimer: row.showReferralDisclaimer,
    referral_method: row.referralMethod,
    referral_button_text: row.referralButtonText,
    referral_email: row.referralEmail,
    referral_url: row.referralUrl,
    useful_infos: relations.useful_infos,
    offerings: relations.offerings,
    social_medias: relations.social_medias,
    gallery_items: relations.gallery_items,
    tags: relations.tags,
    category_taxonomies: relations.category_taxonomies,
    eligibility_types: {
      custom: {
        age_group: row.eligibilityAgeGroupCustom,
        disability: row.eligibilityDisabilityCustom,
        ethnicity: row.eligibilityEthnicityCustom,
        gender: row.eligibilityGenderCustom,
        income: row.eligibilityIncomeCustom,
        language: row.eligibilityLanguageCustom,
        housing: row.eligibilityHousingCustom,
        other: row.eligibilityOtherCustom,
      },
      taxonomies: relations.eligibility_taxonomies,
    },
    score: row.score,
    ends_at: formatNullableTimestamp(row.endsAt),
    last_modified_at: formatTimestamp(row.lastModifiedAt),
    created_at: formatTimestamp(row.createdAt),
    updated_at: formatTimestamp(row.updatedAt),
  };
  if (organisation) resource.organisation = organisation;
  return resource;
}
