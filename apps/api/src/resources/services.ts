// Service (contract §3.4).
import { asc, eq, getTableColumns, inArray } from "drizzle-orm";
import {
  files,
  offerings,
  serviceEligibilities,
  serviceGalleryItems,
  serviceTags,
  services,
  tags,
  usefulInfos,
} from "../db/schema.ts";
import { formatNullableTimestamp, formatTimestamp } from "../http/format.ts";
import type { PresentContext } from "./context.ts";
import { groupBy } from "./context.ts";
import { loadImageRefs } from "./images.ts";
import type { ImageRef } from "./images.ts";
import { loadOrganisationResources } from "./organisations.ts";
import type { OrganisationResource } from "./organisations.ts";
import { loadSocialMedias } from "./social-medias.ts";
import type { SocialMedia } from "./social-medias.ts";
import { loadTaxonomyRefs } from "./taxonomies.ts";
import type { TaxonomyRef } from "./taxonomies.ts";

/** Every column (search data lives in `service_search`). */
export const serviceColumns = getTableColumns(services);
export type ServiceRow = typeof services.$inferSelect;

export type ServiceResource = {
  id: string;
  organisation_id: string;
  has_logo: boolean;
  slug: string;
  name: string;
  type: string;
  status: string;
  intro: string;
  description: string;
  image: ImageRef | null;
  wait_time: string | null;
  is_free: boolean;
  fees_text: string | null;
  fees_url: string | null;
  testimonial: string | null;
  video_embed: string | null;
  url: string | null;
  contact_name: string | null;
  contact_phone: string | null;
  contact_email: string | null;
  show_referral_disclaimer: boolean;
  referral_method: string;
  referral_button_text: string | null;
  referral_email: string | null;
  referral_url: string | null;
  useful_infos: { title: string; description: string; order: number }[];
  offerings: { offering: string; order: number }[];
  social_medias: SocialMedia[];
  gallery_items: {
    file_id: string;
    url: string;
    mime_type: string;
    alt_text: string | null;
    created_at: string;
    updated_at: string;
  }[];
  tags: { id: string; slug: string; label: string; created_at: string; updated_at: string }[];
  category_taxonomies: TaxonomyRef[];
  eligibility_types: {
    custom: Record<
      | "age_group"
      | "disability"
      | "ethnicity"
      | "gender"
      | "income"
      | "language"
      | "housing"
      | "other",
      string | null
    >;
    taxonomies: string[];
  };
  score: number | null;
  ends_at: string | null;
  last_modified_at: string;
  created_at: string;
  updated_at: string;
  organisation?: OrganisationResource;
};

export type ServiceIncludes = { organisation?: boolean };

/** Services in the order given, with every embedded relation loaded in one query each. */
export async function presentServices(
  ctx: PresentContext,
  rows: readonly ServiceRow[],
  include: ServiceIncludes = {},
): Promise<ServiceResource[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [image, infos, offers, socials, gallery, tagRows, taxonomyRefs, eligibilities, orgs] =
    await Promise.all([
      loadImageRefs(
        ctx,
        rows.map((row) => row.logoFileId),
      ),
      ctx.db
        .select()
        .from(usefulInfos)
        .where(inArray(usefulInfos.serviceId, ids))
        .orderBy(asc(usefulInfos.order)),
      ctx.db
        .select()
        .from(offerings)
        .where(inArray(offerings.serviceId, ids))
        .orderBy(asc(offerings.order)),
      loadSocialMedias(ctx, "services", ids),
      ctx.db
        .select({
          serviceId: serviceGalleryItems.serviceId,
          fileId: files.id,
          mimeType: files.mimeType,
          altText: files.altText,
          createdAt: serviceGalleryItems.createdAt,
          updatedAt: serviceGalleryItems.updatedAt,
        })
        .from(serviceGalleryItems)
        .innerJoin(files, eq(files.id, serviceGalleryItems.fileId))
        .where(inArray(serviceGalleryItems.serviceId, ids))
        .orderBy(asc(serviceGalleryItems.createdAt), asc(serviceGalleryItems.id)),
      ctx.db
        .select({ serviceId: serviceTags.serviceId, tag: tags })
        .from(serviceTags)
        .innerJoin(tags, eq(tags.id, serviceTags.tagId))
        .where(inArray(serviceTags.serviceId, ids))
        .orderBy(asc(tags.label)),
      loadTaxonomyRefs(ctx, "services", ids),
      ctx.db
        .select()
        .from(serviceEligibilities)
        .where(inArray(serviceEligibilities.serviceId, ids)),
      include.organisation
        ? loadOrganisationResources(
            ctx,
            rows.map((row) => row.organisationId),
          )
        : Promise.resolve(undefined),
    ]);
  const infosBy = groupBy(infos, (row) => row.serviceId);
  const offersBy = groupBy(offers, (row) => row.serviceId);
  const galleryBy = groupBy(gallery, (row) => row.serviceId);
  const tagsBy = groupBy(tagRows, (row) => row.serviceId);
  const eligibilitiesBy = groupBy(eligibilities, (row) => row.serviceId);
  return rows.map((row) => {
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
      image: image(row.logoFileId),
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
      useful_infos: (infosBy.get(row.id) ?? []).map(({ title, description, order }) => ({
        title,
        description,
        order,
      })),
      offerings: (offersBy.get(row.id) ?? []).map(({ offering, order }) => ({ offering, order })),
      social_medias: socials.get(row.id) ?? [],
      gallery_items: (galleryBy.get(row.id) ?? []).map((item) => ({
        file_id: item.fileId,
        url: `${ctx.apiBase}/services/${row.id}/gallery-items/${item.fileId}`,
        mime_type: item.mimeType,
        alt_text: item.altText,
        created_at: formatTimestamp(item.createdAt),
        updated_at: formatTimestamp(item.updatedAt),
      })),
      tags: (tagsBy.get(row.id) ?? []).map(({ tag }) => ({
        id: tag.id,
        slug: tag.slug,
        label: tag.label,
        created_at: formatTimestamp(tag.createdAt),
        updated_at: formatTimestamp(tag.updatedAt),
      })),
      category_taxonomies: taxonomyRefs.get(row.id) ?? [],
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
        taxonomies: (eligibilitiesBy.get(row.id) ?? []).map((link) => link.taxonomyId),
      },
      score: row.score,
      ends_at: formatNullableTimestamp(row.endsAt),
      last_modified_at: formatTimestamp(row.lastModifiedAt),
      created_at: formatTimestamp(row.createdAt),
      updated_at: formatTimestamp(row.updatedAt),
    };
    const organisation = orgs?.get(row.organisationId);
    if (organisation) resource.organisation = organisation;
    return resource;
  });
}

/** Full service rows in the order of `ids` (ids that no longer exist are dropped). */
export async function loadServiceRows(
  ctx: PresentContext,
  ids: readonly string[],
): Promise<ServiceRow[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .select(serviceColumns)
    .from(services)
    .where(inArray(services.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
