// Seed input types. Field names follow the /core/v1 contract (docs/api-contract.md §2–§3, §8) so
// each record maps 1:1 onto a resource or a table row. Relations that the API renders as nested
// objects (taxonomies, images, collections) are kept here as id lists; the seeder joins them.

import type { StopWord, ThesaurusRow } from "../../search/thesaurus.ts";

export type { StopWord, ThesaurusRow };

export const TENANTS = ["sutton", "bexley"] as const;
export type Tenant = (typeof TENANTS)[number];

export const SERVICE_TYPES = ["service", "activity", "club", "group"] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export const SERVICE_STATUSES = ["active", "inactive"] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

export const WAIT_TIMES = ["one_week", "two_weeks", "three_weeks", "month", "longer"] as const;
export type WaitTime = (typeof WAIT_TIMES)[number];

export const REFERRAL_METHODS = ["internal", "external", "none"] as const;
export type ReferralMethod = (typeof REFERRAL_METHODS)[number];

export const SOCIAL_MEDIA_TYPES = [
  "twitter",
  "facebook",
  "instagram",
  "youtube",
  "tiktok",
  "snapchat",
  "other",
] as const;
export type SocialMediaType = (typeof SOCIAL_MEDIA_TYPES)[number];

export const OPENING_FREQUENCIES = [
  "weekly",
  "monthly",
  "fortnightly",
  "nth_occurrence_of_month",
] as const;
export type OpeningFrequency = (typeof OPENING_FREQUENCIES)[number];

export const COLLECTION_TYPES = ["category", "persona", "organisation-event"] as const;
export type CollectionType = (typeof COLLECTION_TYPES)[number];

/** `topic` comes from the newer upstream API (frontend-features §2.12); the Sutton fork has only the first two. */
export const PAGE_TYPES = ["information", "landing", "topic"] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export const BLOCK_TYPES = ["copy", "cta", "video"] as const;

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

export const TAXONOMY_ROOTS = ["Category", "Organisation", "Service Eligibility"] as const;
export type TaxonomyRoot = (typeof TAXONOMY_ROOTS)[number];

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

export type SeedTaxonomy = {
  id: string;
  parent_id: string | null;
  slug: string;
  name: string;
  order: number;
  depth: number;
  /** Which of the three trees the node belongs to (its root's name). */
  root: TaxonomyRoot;
} & Timestamps;

export type Sidebox = { title: string; content: string };

export type SeedCollection = {
  id: string;
  type: CollectionType;
  slug: string;
  name: string;
  intro: string;
  /** Personas (and organisation-event collections, where it is stored but not output). */
  subtitle: string | null;
  image_file_id: string | null;
  /** Legacy `meta.icon`: the glyph name used to draw the image. */
  icon: string;
  order: number;
  enabled: boolean;
  /** Not output for organisation-event collections. */
  homepage: boolean;
  sideboxes: Sidebox[];
  category_taxonomy_ids: string[];
} & Timestamps;

export type SocialMedia = { type: SocialMediaType; url: string };
export type UsefulInfo = { title: string; description: string; order: number };
export type Offering = { offering: string; order: number };

export type SeedTag = { id: string; slug: string; label: string } & Timestamps;

export type EligibilityCustom = {
  age_group: string | null;
  disability: string | null;
  ethnicity: string | null;
  gender: string | null;
  income: string | null;
  language: string | null;
  housing: string | null;
  other: string | null;
};
export type EligibilityTypes = { custom: EligibilityCustom; taxonomies: string[] };

export type SeedOrganisation = {
  id: string;
  logo_file_id: string | null;
  slug: string;
  name: string;
  description: string;
  url: string | null;
  email: string | null;
  phone: string | null;
  social_medias: SocialMedia[];
  category_taxonomy_ids: string[];
} & Timestamps;

export type SeedService = {
  id: string;
  organisation_id: string;
  logo_file_id: string | null;
  slug: string;
  name: string;
  type: ServiceType;
  status: ServiceStatus;
  intro: string;
  description: string;
  wait_time: WaitTime | null;
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
  referral_method: ReferralMethod;
  referral_button_text: string | null;
  referral_email: string | null;
  referral_url: string | null;
  useful_infos: UsefulInfo[];
  offerings: Offering[];
  social_medias: SocialMedia[];
  gallery_items: { file_id: string }[];
  tag_ids: string[];
  category_taxonomy_ids: string[];
  eligibility_types: EligibilityTypes;
  /** 0 = not scored, 1 poor … 5 excellent. */
  score: number;
  ends_at: IsoDateTime | null;
  last_modified_at: IsoDateTime;
  cqc_location_id: string | null;
} & Timestamps;

export type SeedLocation = {
  id: string;
  image_file_id: string | null;
  address_line_1: string;
  address_line_2: string | null;
  address_line_3: string | null;
  city: string;
  county: string;
  postcode: string;
  country: string;
  lat: number;
  lon: number;
  accessibility_info: string | null;
  has_wheelchair_access: boolean;
  has_induction_loop: boolean;
  has_accessible_toilet: boolean;
} & Timestamps;

export type RegularOpeningHour = {
  frequency: OpeningFrequency;
  weekday?: number;
  day_of_month?: number;
  occurrence_of_month?: number;
  starts_at?: IsoDate;
  opens_at: IsoTime;
  closes_at: IsoTime;
};

export type HolidayOpeningHour = {
  is_closed: boolean;
  starts_at: IsoDate;
  ends_at: IsoDate;
  opens_at: IsoTime;
  closes_at: IsoTime;
};

export type SeedServiceLocation = {
  id: string;
  service_id: string;
  location_id: string;
  image_file_id: string | null;
  name: string | null;
  regular_opening_hours: RegularOpeningHour[];
  holiday_opening_hours: HolidayOpeningHour[];
} & Timestamps;

export type SeedOrganisationEvent = {
  id: string;
  slug: string;
  title: string;
  intro: string;
  description: string;
  image_file_id: string | null;
  start_date: IsoDate;
  end_date: IsoDate;
  start_time: IsoTime;
  end_time: IsoTime;
  is_free: boolean;
  fees_text: string | null;
  fees_url: string | null;
  organiser_name: string | null;
  organiser_phone: string | null;
  organiser_email: string | null;
  organiser_url: string | null;
  booking_title: string | null;
  booking_summary: string | null;
  booking_url: string | null;
  booking_cta: string | null;
  homepage: boolean;
  is_virtual: boolean;
  location_id: string | null;
  organisation_id: string;
  category_taxonomy_ids: string[];
} & Timestamps;

export type CopyBlock = { type: "copy"; value: string };
export type CtaBlock = {
  type: "cta";
  title: string;
  description: string;
  url?: string;
  buttonText?: string;
};
export type VideoBlock = { type: "video"; title: string; url: string };
export type PageBlock = CopyBlock | CtaBlock | VideoBlock;
export type PageSection = { title?: string; content: PageBlock[] };
export type PageContent = Record<string, PageSection>;

export type SeedPage = {
  id: string;
  slug: string;
  title: string;
  excerpt: string | null;
  content: PageContent;
  enabled: boolean;
  page_type: PageType;
  /** `pages.parent_uuid`. Pages are listed parents-first in tree (`_lft`) order. */
  parent_id: string | null;
  /** 0-based position among siblings. */
  order: number;
  image_file_id: string | null;
  /** `collection_page` links (landing pages only). */
  collection_ids: string[];
} & Timestamps;

export type CmsTitledContent = { title: string; content: string };
export type CmsBanner = {
  title: string | null;
  content: string | null;
  button_text: string | null;
  button_url: string | null;
};

/** `settings.value` for key `cms` (§4.11), with the stored `banner.image_file_id`. */
export type SeedSettings = {
  cms: {
    frontend: {
      global: {
        footer_title: string;
        footer_content: string;
        contact_phone: string;
        contact_email: string;
        facebook_handle: string;
        twitter_handle: string;
      };
      home: {
        search_title: string;
        categories_title: string;
        personas_title: string;
        personas_content: string;
        banners: CmsBanner[];
      };
      terms_and_conditions: CmsTitledContent;
      privacy_policy: CmsTitledContent;
      cookie_policy: CmsTitledContent;
      accessibility_statement: { title: string; content: string | null };
      about: CmsTitledContent & { video_url: string | null };
      contact: CmsTitledContent;
      get_involved: CmsTitledContent;
      favourites: CmsTitledContent;
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
