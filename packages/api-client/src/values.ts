// The allowed values of the /core/v1 contract, each list declared once. The schemas build their
// enums from these lists, and the API's database, seed and validation and the website's
// components derive theirs from them too. Plain constants, without zod, so a browser bundle that
// needs a list does not take the schemas with it.

/** The types a service can be given today. */
export const CURRENT_SERVICE_TYPES = ["service", "activity", "club", "group"] as const;
/** Types older tenants still have in their data. */
export const LEGACY_SERVICE_TYPES = ["advice", "app", "helpline", "information"] as const;
/** What a response may carry: current and legacy types. */
export const SERVICE_TYPES = [...CURRENT_SERVICE_TYPES, ...LEGACY_SERVICE_TYPES] as const;

export const SERVICE_STATUSES = ["active", "inactive"] as const;

/** Shortest first: a search for "at most" a wait takes every wait up to it. */
export const WAIT_TIMES = ["one_week", "two_weeks", "three_weeks", "month", "longer"] as const;

export const REFERRAL_METHODS = ["internal", "external", "none"] as const;

export const SOCIAL_MEDIA_TYPES = [
  "twitter",
  "facebook",
  "instagram",
  "youtube",
  "tiktok",
  "snapchat",
  "other",
] as const;

/** How often a regular opening hour repeats. */
export const OPENING_HOUR_FREQUENCIES = [
  "weekly",
  "monthly",
  "fortnightly",
  "nth_occurrence_of_month",
] as const;

/** The free-text eligibility a service may give per type (`eligibility_types.custom`). */
export const ELIGIBILITY_CUSTOM_KEYS = [
  "age_group",
  "disability",
  "ethnicity",
  "gender",
  "income",
  "language",
  "housing",
  "other",
] as const;

export const PAGE_TYPES = ["information", "landing"] as const;

/** The block types of page content this package knows (others are kept, and skipped). */
export const PAGE_BLOCK_TYPES = ["copy", "cta", "video"] as const;

export const REFERRAL_STATUSES = ["new", "in_progress", "completed", "incompleted"] as const;

export const IMAGE_MIME_TYPES = ["image/png", "image/jpeg", "image/jpg", "image/svg+xml"] as const;

/** How closely the coordinates fit: the postcode itself, or the centre of its sector or district. */
export const GEOCODE_PRECISIONS = ["postcode", "sector", "district"] as const;

/**
 * How the local API sends the messages a visitor's write owes (contract §5.11, an extension):
 * `off` stores them held and sends nothing, `smtp` sends them by email, `notify` through GOV.UK
 * Notify.
 */
export const DELIVERY_MODES = ["off", "smtp", "notify"] as const;
