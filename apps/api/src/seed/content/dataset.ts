// Builds everything one borough needs, deterministically for a given reference date.
import { boroughFor } from "./boroughs.ts";
import { readSearchData } from "../../search/thesaurus.ts";
import { buildCollections } from "./collections/build.ts";
import { BEXLEY_COLLECTIONS } from "./collections/bexley.ts";
import { SUTTON_COLLECTIONS } from "./collections/sutton.ts";
import type { AuthoredCollections } from "./collections/types.ts";
import { buildEvents } from "./events/build.ts";
import { BEXLEY_EVENTS } from "./events/bexley.ts";
import { SUTTON_EVENTS } from "./events/sutton.ts";
import type { AuthoredEvent } from "./events/types.ts";
import { toReferenceDay } from "./lib/dates.ts";
import { createFileRegistry } from "./lib/files.ts";
import { seedUuid } from "./lib/ids.ts";
import { stampsFor } from "./lib/stamps.ts";
import { BEXLEY_VENUES } from "./locations/bexley.ts";
import { buildLocations } from "./locations/build.ts";
import { SUTTON_VENUES } from "./locations/sutton.ts";
import type { AuthoredVenue } from "./locations/types.ts";
import { BEXLEY_ORGANISATIONS } from "./organisations/bexley.ts";
import { buildOrganisations } from "./organisations/build.ts";
import { SUTTON_ORGANISATIONS } from "./organisations/sutton.ts";
import type { AuthoredOrganisation } from "./organisations/types.ts";
import { BEXLEY_PAGES } from "./pages/bexley.ts";
import { buildPages } from "./pages/build.ts";
import { SUTTON_PAGES } from "./pages/sutton.ts";
import type { AuthoredPage } from "./pages/types.ts";
import { POSTCODE_TABLES } from "./postcodes/lookup.ts";
import { BEXLEY_SERVICES } from "./services/bexley.ts";
import { BEXLEY_MORE_SERVICES } from "./services/bexley-more.ts";
import { finishService } from "./services/finish.ts";
import { SUTTON_SERVICES } from "./services/sutton.ts";
import { SUTTON_MORE_SERVICES } from "./services/sutton-more.ts";
import { TAGS } from "./services/tags.ts";
import type { ServiceDraft } from "./services/types.ts";
import { bexleySettings } from "./settings/bexley.ts";
import { suttonSettings } from "./settings/sutton.ts";
import { illustrationSvg } from "./svg.ts";
import { buildTaxonomies } from "./taxonomies/build.ts";
import type { BoroughDataset, SeedSettings, SeedTag, Tenant } from "./types.ts";

type AuthoredBorough = {
  collections: AuthoredCollections;
  organisations: AuthoredOrganisation[];
  venues: AuthoredVenue[];
  services: ServiceDraft[];
  events: AuthoredEvent[];
  pages: AuthoredPage[];
  settings: (bannerImageId: string | null) => SeedSettings;
  /** Whether the top-of-home campaign banner has an illustration. */
  bannerImage: boolean;
};

const AUTHORED: Record<Tenant, AuthoredBorough> = {
  sutton: {
    collections: SUTTON_COLLECTIONS,
    organisations: SUTTON_ORGANISATIONS,
    venues: SUTTON_VENUES,
    services: [...SUTTON_SERVICES, ...SUTTON_MORE_SERVICES],
    events: SUTTON_EVENTS,
    pages: SUTTON_PAGES,
    settings: suttonSettings,
    bannerImage: true,
  },
  bexley: {
    collections: BEXLEY_COLLECTIONS,
    organisations: BEXLEY_ORGANISATIONS,
    venues: BEXLEY_VENUES,
    services: [...BEXLEY_SERVICES, ...BEXLEY_MORE_SERVICES],
    events: BEXLEY_EVENTS,
    pages: BEXLEY_PAGES,
    settings: bexleySettings,
    bannerImage: false,
  },
};

export type BuildOptions = {
  /** The day everything relative is measured from ("today" for events, closures, end dates). */
  referenceDate: Date | string;
};

/**
 * Every seed record for one borough with stable ids and unique slugs. Pure and deterministic:
 * the same tenant and reference date always give an identical dataset.
 */
export function buildBoroughDataset(tenant: Tenant, options: BuildOptions): BoroughDataset {
  const referenceDay = toReferenceDay(options.referenceDate);
  const profile = boroughFor(tenant);
  const authored = AUTHORED[tenant];
  const files = createFileRegistry(tenant, referenceDay);
  const taxonomies = buildTaxonomies(profile, referenceDay);

  const tags: SeedTag[] = TAGS.map((tag) => ({
    id: seedUuid(tenant, "tag", tag.slug),
    slug: tag.slug,
    label: tag.label,
    ...stampsFor(referenceDay, `${tenant}:tag:${tag.slug}`, 600),
  }));

  const organisations = buildOrganisations(
    authored.organisations,
    profile,
    referenceDay,
    taxonomies,
    files,
  );
  const organisationsBySlug = new Map(organisations.map((o) => [o.slug, o]));

  const collections = buildCollections(
    authored.collections,
    profile,
    referenceDay,
    taxonomies,
    files,
  );
  const locations = buildLocations(authored.venues, profile, referenceDay, files);

  const finishContext = {
    profile,
    referenceDay,
    taxonomies,
    organisations: organisationsBySlug,
    locations,
    tagIds: new Map(tags.map((t) => [t.slug, t.id])),
    files,
  };
  const finished = authored.services.map((draft, i) => finishService(draft, i, finishContext));

  const organisation_events = buildEvents(authored.events, {
    profile,
    referenceDay,
    taxonomies,
    organisations: organisationsBySlug,
    locations,
    files,
  });

  const pages = buildPages(
    authored.pages,
    profile,
    referenceDay,
    new Map(collections.map((c) => [c.slug, c.id])),
    files,
  );

  const bannerImageId = authored.bannerImage
    ? files.add(
        "banner",
        "home-banner",
        null,
        illustrationSvg({
          glyph: "people",
          slug: `${tenant}-banner`,
          title: profile.siteName,
          colour: profile.brandColour,
          width: 1200,
          height: 400,
        }),
      )
    : null;

  return {
    tenant,
    referenceDate: referenceDay,
    files: files.all(),
    taxonomies: taxonomies.all,
    collections,
    tags,
    organisations,
    locations: [...locations.values()],
    services: finished.map((f) => f.service),
    service_locations: finished.flatMap((f) => f.serviceLocations),
    organisation_events,
    pages,
    settings: authored.settings(bannerImageId),
    postcodes: POSTCODE_TABLES[tenant],
    ...readSearchData(),
  };
}
