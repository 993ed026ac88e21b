// Service (contract §3.4).
import { ServiceSchema } from "@hub/api-client/schemas";
import { getTableColumns, inArray, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { z } from "zod";
import { services } from "../db/schema.ts";
import { formatTimestamp, timestampSql } from "../http/format.ts";
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

type ServiceColumns = (typeof services)["_"]["columns"];
type ServiceColumnName = ServiceColumns[keyof ServiceColumns]["_"]["name"];

/**
 * The columns of `services` that are not a field of the contract under their own name, and how
 * the contract shows them. Every other column whose name is a field of `ServiceSchema` is
 * presented as it is stored (a timestamp in the API's format), so a field added to the contract
 * and to the table is presented with no line here (CONTRIBUTING.md, "Add a field to services").
 */
export const COLUMNS_PRESENTED_OTHERWISE = {
  logo_file_id: "as has_logo and image",
  eligibility_age_group_custom: "in eligibility_types.custom",
  eligibility_disability_custom: "in eligibility_types.custom",
  eligibility_ethnicity_custom: "in eligibility_types.custom",
  eligibility_gender_custom: "in eligibility_types.custom",
  eligibility_housing_custom: "in eligibility_types.custom",
  eligibility_income_custom: "in eligibility_types.custom",
  eligibility_language_custom: "in eligibility_types.custom",
  eligibility_other_custom: "in eligibility_types.custom",
  eligibility_employment_custom: "not at all, as upstream (contract §3.4)",
  cqc_location_id: "not at all: upstream sends it only behind a feature flag this API lacks",
} as const satisfies Partial<Record<ServiceColumnName, string>>;

/** The contract's fields presented as their column of the same name stores them. */
type StoredField = Exclude<
  ServiceColumnName & keyof ServiceResource,
  keyof typeof COLUMNS_PRESENTED_OTHERWISE
>;

const STORED_FIELDS = Object.entries(serviceColumns).filter(
  ([, column]) =>
    Object.hasOwn(ServiceSchema.shape, column.name) &&
    !Object.hasOwn(COLUMNS_PRESENTED_OTHERWISE, column.name),
) as [keyof ServiceRow, (typeof serviceColumns)[keyof ServiceRow]][];

/** A row's stored fields, under their column names; a timestamp in the API's format. */
function storedFields(row: ServiceRow): Pick<ServiceResource, StoredField> {
  return Object.fromEntries(
    STORED_FIELDS.map(([key, column]) => {
      const value = row[key];
      return [column.name, value instanceof Date ? formatTimestamp(value) : value];
    }),
  ) as Pick<ServiceResource, StoredField>;
}

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
    ...storedFields(row),
    has_logo: row.logoFileId !== null,
    image: relations.image,
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
  };
  if (organisation) resource.organisation = organisation;
  return inContractOrder(resource);
}

const CONTRACT_ORDER = Object.keys(ServiceSchema.shape);

/** The fields in the order the contract lists them, as upstream sends them. */
function inContractOrder(resource: ServiceResource): ServiceResource {
  return Object.fromEntries(
    CONTRACT_ORDER.filter((key) => key in resource).map((key) => [
      key,
      resource[key as keyof ServiceResource],
    ]),
  ) as ServiceResource;
}
