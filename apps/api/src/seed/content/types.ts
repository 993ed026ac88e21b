// Seed input types. Field names follow the /core/v1 contract (docs/api-contract.md §2–§3, §8) so
// each record maps 1:1 onto a resource or a table row. Relations that the API renders as nested
// objects (taxonomies, images, collections) are kept here as id lists; the seeder joins them.
// Allowed values and the shapes the contract already names come from `@hub/api-client`, and
// the database's own lists from its schema.

import type {
  CmsBanner as ContractCmsBanner,
  CmsFrontend,
  CmsPage,
  CollectionCategory,
  CopyBlock as ContractCopyBlock,
  CtaBlock as ContractCtaBlock,
  CurrentServiceType,
  EligibilityTypes,
  HolidayOpeningHour as ContractHolidayOpeningHour,
  KnownPageBlock,
  Location,
  OpeningHourFrequency,
  Organisation,
  OrganisationEvent,
  Page,
  ReferralMethod as ContractReferralMethod,
  Service,
  ServiceLocation,
  ServiceStatus as ContractServiceStatus,
  Sidebox as ContractSidebox,
  SocialMedia as ContractSocialMedia,
  SocialMediaType as ContractSocialMediaType,
  Tag,
  TaxonomyCategory,
  VideoBlock as ContractVideoBlock,
  WaitTime as ContractWaitTime,
} from "@hub/api-client/schemas";
import type { COLLECTION_TYPES, STORED_PAGE_TYPES } from "../../db/schema.ts";
import type { ROOTS } from "../../resources/taxonomies.ts";
import type { StopWord, ThesaurusRow } from "../../search/thesaurus.ts";

export type { StopWord, ThesaurusRow };

export const TENANTS = ["sutton", "bexley"] as const;
export type Tenant = (typeof TENANTS)[number];

export type ServiceType = CurrentServiceType;
export type ServiceStatus = ContractServiceStatus;
export type WaitTime = ContractWaitTime;
export type ReferralMethod = ContractReferralMethod;
export type SocialMediaType = ContractSocialMediaType;
export type CollectionType = (typeof COLLECTION_TYPES)[number];
export type PageType = (typeof STORED_PAGE_TYPES)[number];

export const FILE_KINDS = [
  "collection-category",
  "collection-persona",
  "collection-organisation-event",
  "organisation",
  "service",
  "gallery-item",
  "location",
  "service-location",
  "event",
  "page",
  "banner",
] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export type TaxonomyRoot = (typeof ROOTS)[keyof typeof ROOTS];

export const ELIGIBILITY_TYPES = [
  "Age Group",
  "Disability",
  "Gender",
  "Income",
  "Language",
  "Ethnicity",
  "Housing",
] as const;

/** ISO datetime in the contract's format: `YYYY-MM-DDTHH:MM:SS+0000`. */
export type IsoDateTime = string;
/** `YYYY-MM-DD`. */
export type IsoDate = string;
/** `HH:MM:SS`. */
export type IsoTime = string;

type Timestamps = { created_at: IsoDateTime; updated_at: IsoDateTime };

/** A row of `files`. Every seeded image is a generated SVG held in `content`. */
export type SeedFile = {
  id: string;
  filename: string;
  mime_type: "image/svg+xml";
  alt_text: string | null;
  is_private: false;
  kind: FileKind;
  content: string;
} & Timestamps;

export type SeedTaxonomy = Omit<TaxonomyCategory, "children"> & {
  depth: number;
  /** Which of the three trees the node belongs to (its root's name). */
  root: TaxonomyRoot;
};

export type Sidebox = ContractSidebox;

export type SeedCollection = Omit<CollectionCategory, "image" | "category_taxonomies"> & {
  type: CollectionType;
  /** Personas (and organisation-event collections, where it is stored but not output). */
  subtitle: string | null;
  /** Legacy `meta.icon`: the glyph name used to draw the image. */
  icon: string;
  /** Not output for organisation-event collections. */
  homepage: boolean;
  category_taxonomy_ids: string[];
};

export type SocialMedia = ContractSocialMedia;

export type SeedTag = Tag;

export type EligibilityCustom = EligibilityTypes["custom"];

export type SeedOrganisation = Omit<Organisation, "has_logo" | "image" | "category_taxonomies"> & {
  logo_file_id: string | null;
  category_taxonomy_ids: string[];
};

/** A service as the contract presents it, with its relations as ids. */
export type SeedService = Omit<
  Service,
  | "has_logo"
  | "image"
  | "type"
  | "gallery_items"
  | "tags"
  | "category_taxonomies"
  | "score"
  | "service_locations"
  | "organisation"
  | "cqc_location_id"
> & {
  logo_file_id: string | null;
  type: ServiceType;
  gallery_items: { file_id: string }[];
  tag_ids: string[];
  category_taxonomy_ids: string[];
  /** 0 = not scored, 1 poor … 5 excellent. */
  score: number;
  cqc_location_id: string | null;
};

export type SeedLocation = Omit<Location, "has_image" | "image"> & { image_file_id: string | null };

/** A regular opening hour as stored: the fields of every frequency, those it does not use absent. */
export type RegularOpeningHour = {
  frequency: OpeningHourFrequency;
  weekday?: number;
  day_of_month?: number;
  occurrence_of_month?: number;
  starts_at?: IsoDate;
  opens_at: IsoTime;
  closes_at: IsoTime;
};

export type HolidayOpeningHour = ContractHolidayOpeningHour;

export type SeedServiceLocation = Omit<
  ServiceLocation,
  "has_image" | "is_open_now" | "next_occurs" | "regular_opening_hours" | "location"
> & {
  image_file_id: string | null;
  regular_opening_hours: RegularOpeningHour[];
};

export type SeedOrganisationEvent = Omit<
  OrganisationEvent,
  | "has_image"
  | "image"
  | "google_calendar_link"
  | "microsoft_calendar_link"
  | "apple_calendar_link"
  | "organisation"
  | "location"
  | "category_taxonomies"
> & {
  image_file_id: string | null;
  category_taxonomy_ids: string[];
};

export type CopyBlock = ContractCopyBlock;
export type CtaBlock = ContractCtaBlock;
export type VideoBlock = ContractVideoBlock;
/** The seed writes only the block types the contract knows. */
export type PageBlock = KnownPageBlock;
export type PageSection = { title?: string; content: PageBlock[] };
export type PageContent = Record<string, PageSection>;

export type SeedPage = Omit<
  Page,
  | "content"
  | "page_type"
  | "image"
  | "parent"
  | "children"
  | "ancestors"
  | "landing_page"
  | "collection_categories"
  | "collection_personas"
> & {
  content: PageContent;
  page_type: PageType;
  /** `pages.parent_uuid`. Pages are listed parents-first in tree (`_lft`) order. */
  parent_id: string | null;
  image_file_id: string | null;
  /** `collection_page` links (landing pages only). */
  collection_ids: string[];
};

export type CmsTitledContent = CmsPage;
export type CmsBanner = ContractCmsBanner;

/**
 * `settings.value` for key `cms` (§4.11): every field the contract allows (the Sutton API's home
 * titles and the cookie policy included), with the stored `banner.image_file_id` in place of
 * `banner.has_image`.
 */
export type SeedSettings = {
  cms: {
    frontend: Omit<CmsFrontend, "home" | "cookie_policy" | "banner"> & {
      home: Required<CmsFrontend["home"]>;
      cookie_policy: CmsPage;
      banner: CmsBanner & { image_file_id: string | null };
    };
  };
};

export type BoundingBox = { minLat: number; maxLat: number; minLon: number; maxLon: number };

export type PostcodeDistrict = { outward_code: string; area: string; lat: number; lon: number };
export type PostcodeSector = { sector: string; area: string; lat: number; lon: number };
export type FullPostcode = { postcode: string; lat: number; lon: number };
export type PostcodeTable = {
  districts: PostcodeDistrict[];
  sectors: PostcodeSector[];
  postcodes: FullPostcode[];
};

export type BoroughDataset = {
  tenant: Tenant;
  referenceDate: IsoDate;
  files: SeedFile[];
  taxonomies: SeedTaxonomy[];
  collections: SeedCollection[];
  tags: SeedTag[];
  organisations: SeedOrganisation[];
  locations: SeedLocation[];
  services: SeedService[];
  service_locations: SeedServiceLocation[];
  organisation_events: SeedOrganisationEvent[];
  pages: SeedPage[];
  settings: SeedSettings;
  postcodes: PostcodeTable;
  /** Thesaurus rows (§4.12), two-way or one-way (`src/search/data/thesaurus.txt`). */
  thesaurus: ThesaurusRow[];
  /** Words searches drop or do not require (`src/search/data/stop-words.txt`). */
  stopWords: StopWord[];
};
