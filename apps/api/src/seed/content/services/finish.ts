// Turns a service draft into contract-shaped records: ids, contacts on reserved ranges, referral
// fields that obey the API's conditional rules, images, dates and service locations.
import type { BoroughProfile } from "../boroughs.ts";
import {
  email,
  freephone,
  handleFor,
  landline,
  mobile,
  socialUrl,
  website,
} from "../lib/contact.ts";
import { addDays, isoDateTime } from "../lib/dates.ts";
import type { FileRegistry } from "../lib/files.ts";
import { seedUuid } from "../lib/ids.ts";
import { hash32 } from "../lib/prng.ts";
import { slugify } from "../lib/slug.ts";
import { stampsFor } from "../lib/stamps.ts";
import { categoryGlyph, illustrationSvg, monogramSvg } from "../svg.ts";
import type { TaxonomyIndex } from "../taxonomies/build.ts";
import type {
  EligibilityCustom,
  IsoDate,
  SeedLocation,
  SeedOrganisation,
  SeedService,
  SeedServiceLocation,
} from "../types.ts";
import { HOLIDAY_PATTERN_COUNT, holidayPattern, scheduleHours } from "./schedules.ts";
import type { ServiceDraft } from "./types.ts";

export type FinishContext = {
  profile: BoroughProfile;
  referenceDay: IsoDate;
  taxonomies: TaxonomyIndex;
  organisations: ReadonlyMap<string, SeedOrganisation>;
  /** Location records by venue key. */
  locations: ReadonlyMap<string, SeedLocation>;
  tagIds: ReadonlyMap<string, string>;
  files: FileRegistry;
};

const EMPTY_CUSTOM: EligibilityCustom = {
  age_group: null,
  disability: null,
  ethnicity: null,
  gender: null,
  income: null,
  language: null,
  housing: null,
  other: null,
};

const CONTACT_LOCALS = ["hello", "info", "enquiries", "contact", "team"];

export function finishService(
  draft: ServiceDraft,
  index: number,
  ctx: FinishContext,
): { service: SeedService; serviceLocations: SeedServiceLocation[] } {
  const { profile, referenceDay, files } = ctx;
  const tenant = profile.tenant;
  const slug = draft.slug ?? slugify(draft.name);
  const organisation = ctx.organisations.get(draft.organisation);
  if (!organisation) throw new Error(`Service ${slug}: unknown organisation ${draft.organisation}`);
  if (draft.intro.length > 300)
    throw new Error(`Service ${slug}: intro longer than 300 characters`);

  const h = hash32(`${tenant}:service:${slug}`);
  const id = seedUuid(tenant, "service", slug);
  const stamps = stampsFor(referenceDay, `${tenant}:service:${slug}`);
  const orgLabel = organisation.slug;
  // A council team's services use its inbox and pages; others their organisation's domain.
  const councilTeam = organisation.email?.endsWith(`@${tenant}-council.example.org`)
    ? { email: organisation.email, site: organisation.url ?? website(`${tenant}-council`) }
    : null;
  const site = councilTeam?.site ?? website(orgLabel);

  const referral = draft.referral ?? { method: "none" as const };
  const method = referral.method;

  const logoWanted = draft.logo ?? h % 5 < 2;
  const logo_file_id = logoWanted
    ? files.add(
        "service",
        slug,
        `${draft.name} logo`,
        monogramSvg({ slug, name: draft.name, palette: profile.palette }),
      )
    : null;

  // Pictures are illustrations of what the service is about, and their alt text says so.
  const [firstTaxonomy] = draft.taxonomies;
  const glyph = categoryGlyph(
    firstTaxonomy === undefined ? undefined : ctx.taxonomies.topLevel(firstTaxonomy),
  );
  const gallery_items = Array.from({ length: Math.min(draft.gallery ?? 0, 5) }, (_, k) => ({
    file_id: files.add(
      "gallery-item",
      `${slug}-${k + 1}`,
      `Illustration for ${draft.name}`,
      illustrationSvg({
        slug: `${slug}-${k + 1}`,
        title: draft.name,
        colour: profile.palette[(h + k) % profile.palette.length] ?? profile.brandColour,
        glyph,
      }),
    ),
  }));

  const eligibilityIds = (draft.eligibility ?? []).map((eligibilitySlug) => {
    const taxonomy = ctx.taxonomies.bySlug.get(eligibilitySlug);
    if (taxonomy?.root !== "Service Eligibility" || taxonomy.depth !== 2) {
      throw new Error(`Service ${slug}: ${eligibilitySlug} is not an eligibility option`);
    }
    return taxonomy.id;
  });

  const tagIds = (draft.tags ?? []).map((tag) => {
    const tagId = ctx.tagIds.get(tag);
    if (!tagId) throw new Error(`Service ${slug}: unknown tag ${tag}`);
    return tagId;
  });

  const usesMobile = h % 6 === 0;
  const hasUrl = h % 10 !== 0;
  const ends_at =
    draft.endsInDays === undefined
      ? null
      : isoDateTime(addDays(referenceDay, draft.endsInDays), "23:59:59");
  // A few listings have not been reviewed for over a year, so "last updated" varies realistically.
  const last_modified_at = h % 7 === 0 ? stamps.created_at : stamps.updated_at;

  const service: SeedService = {
    id,
    organisation_id: organisation.id,
    logo_file_id,
    slug,
    name: draft.name,
    type: draft.type,
    status: draft.status ?? "active",
    intro: draft.intro,
    description: draft.description,
    wait_time: draft.waitTime ?? null,
    is_free: !draft.fees,
    fees_text: draft.fees ? draft.fees.text : null,
    fees_url: draft.fees?.url ? `${site}/prices/${slug}` : null,
    testimonial: draft.testimonial ?? null,
    video_embed: draft.video ? `https://video.example.com/embed/${slug}` : null,
    url: hasUrl ? `${site}/services/${slug}` : null,
    contact_name: draft.contactName ?? null,
    contact_phone: draft.freephone
      ? freephone(profile.numberBlock, index)
      : usesMobile
        ? mobile(profile.numberBlock, index)
        : landline(profile.numberBlock, 100 + index),
    contact_email:
      councilTeam?.email ?? email(CONTACT_LOCALS[h % CONTACT_LOCALS.length] ?? "hello", orgLabel),
    show_referral_disclaimer:
      method === "none" ? false : (referral.disclaimer ?? method === "internal"),
    referral_method: method,
    referral_button_text: method === "none" ? null : (referral.button ?? "Make a connection"),
    referral_email: method === "internal" ? email("referrals", orgLabel) : null,
    referral_url: method === "external" ? `${site}/refer/${slug}` : null,
    useful_infos: (draft.usefulInfos ?? []).map(([title, description], i) => ({
      title,
      description,
      order: i + 1,
    })),
    offerings: draft.offerings.map((offering, i) => ({ offering, order: i + 1 })),
    social_medias: (draft.socials ?? []).map((type) => ({
      type,
      url: socialUrl(type, handleFor(slug)),
    })),
    gallery_items,
    tag_ids: tagIds,
    category_taxonomy_ids: ctx.taxonomies.withAncestors(draft.taxonomies),
    eligibility_types: {
      custom: { ...EMPTY_CUSTOM, ...draft.custom },
      taxonomies: eligibilityIds,
    },
    score: draft.score ?? h % 6,
    ends_at,
    last_modified_at,
    cqc_location_id: draft.cqc ?? null,
    ...stamps,
  };

  const seen = new Set<string>();
  const serviceLocations = draft.venues.flatMap((use, position): SeedServiceLocation[] => {
    if (seen.has(use.venue)) return [];
    seen.add(use.venue);
    const location = ctx.locations.get(use.venue);
    if (!location) throw new Error(`Service ${slug}: unknown venue ${use.venue}`);
    const key = `${slug}--${use.venue}`;
    const hk = hash32(`${tenant}:service-location:${key}`);
    return [
      {
        id: seedUuid(tenant, "service-location", key),
        service_id: id,
        location_id: location.id,
        image_file_id:
          hk % 4 === 0
            ? files.add(
                "service-location",
                key,
                `${draft.name} at ${location.address_line_1}`,
                illustrationSvg({
                  slug: key,
                  title: draft.name,
                  colour: profile.brandColour,
                  glyph,
                }),
              )
            : null,
        name: use.name ?? null,
        regular_opening_hours: scheduleHours(use.schedule, referenceDay),
        holiday_opening_hours: holidayPattern(
          use.holidays ?? (index + position) % HOLIDAY_PATTERN_COUNT,
          referenceDay,
        ),
        ...stampsFor(referenceDay, `${tenant}:service-location:${key}`),
      },
    ];
  });

  return { service, serviceLocations };
}
