import { z } from "zod";

/** A link in the header menu or the footer. `href` is a site path or an absolute URL. */
export const LinkSchema = z.object({
  label: z.string().min(1),
  href: z.string().min(1),
});
export type Link = z.infer<typeof LinkSchema>;

/** A header menu item; `kind: "favourites"` shows the saved-items count beside the label. */
export const MenuItemSchema = LinkSchema.extend({
  kind: z.enum(["link", "favourites"]).default("link"),
});
export type MenuItem = z.infer<typeof MenuItemSchema>;

export const SocialLinkSchema = z.object({
  type: z.enum(["facebook", "twitter", "instagram", "youtube", "tiktok", "snapchat", "other"]),
  url: z.url(),
  label: z.string().min(1),
});
export type SocialLink = z.infer<typeof SocialLinkSchema>;

export const MapCentreSchema = z.object({
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  zoom: z.number().int().min(1).max(20),
});
export type MapCentre = z.infer<typeof MapCentreSchema>;

/** The second borough's default map centre (spec §9). */
export const DEFAULT_MAP_CENTRE: MapCentre = { lat: 51.4363444, lon: 0.1045023, zoom: 12 };

export const MapSchema = z.object({
  centre: MapCentreSchema.default(DEFAULT_MAP_CENTRE),
  tileUrl: z
    .string()
    .default("https://{s}.basemaps.cartocdn.com/rastertiles/voyager/{z}/{x}/{y}.png"),
  attribution: z
    .string()
    .default(
      '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors &copy; <a href="https://carto.com/attributions">CARTO</a>',
    ),
});
export type MapConfig = z.infer<typeof MapSchema>;

export const ThemeFlagsSchema = z.object({
  /** What the error page offers: a "Return to homepage" link, or the minimal category tiles. */
  errorPage: z.enum(["homeLink", "categories"]).default("homeLink"),
  /** Where related information pages sit on the search page. */
  relatedPagesPosition: z.enum(["top", "bottom"]).default("top"),
  /** Show the homepage events as a feed. */
  homeEventsFeed: z.boolean().default(false),
  /** Show a category's side boxes as cards. */
  categorySideboxesAsCards: z.boolean().default(true),
});
export type ThemeFlags = z.infer<typeof ThemeFlagsSchema>;

export const AnalyticsSchema = z.object({
  type: z.enum(["ga", "gtm"]),
  id: z.string().min(1),
});
export type Analytics = z.infer<typeof AnalyticsSchema>;

export const ConsentSchema = z.object({
  /** When false the cookie banner is skipped entirely. */
  enabled: z.boolean().default(true),
  /** When set, a second consent script is loaded with this key. */
  secondScriptKey: z.string().min(1).optional(),
  /** Where that second consent script loads from; the CSP allows its origin. */
  secondScriptUrl: z.url({ protocol: /^https$/, error: "must be an https URL" }).optional(),
});
export type Consent = z.infer<typeof ConsentSchema>;

export const TranslateSchema = z.object({
  provider: z.literal("google"),
  pageLanguage: z.string().default("en"),
});
export type Translate = z.infer<typeof TranslateSchema>;

/** The pages that carry a configured meta description. */
export const SEO_PAGES = [
  "home",
  "favourites",
  "events",
  "referral",
  "feedback",
  "contact",
  "about",
  "getInvolved",
  "privacy",
  "terms",
  "accessibility",
  "results",
] as const;
export type SeoPage = (typeof SEO_PAGES)[number];

export const SeoSchema = z.object({
  descriptions: z.object(
    Object.fromEntries(SEO_PAGES.map((page) => [page, z.string().min(1)])) as Record<
      SeoPage,
      z.ZodString
    >,
  ),
});
export type Seo = z.infer<typeof SeoSchema>;

/** A server route rule: the path is redirected to an internal path or an external URL. */
export const RouteRuleSchema = z.object({
  redirect: z.string().min(1),
  status: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]).default(301),
});
export type RouteRule = z.infer<typeof RouteRuleSchema>;

export const I18N_STRATEGIES = [
  "prefix",
  "prefix_except_default",
  "prefix_and_default",
  "no_prefix",
] as const;

export const LocaleSchema = z.object({
  code: z.string().min(2),
  iso: z.string().min(2),
  name: z.string().min(1),
  /** Optional domain for a domain-per-language setup. */
  domain: z.string().min(1).optional(),
});
export type Locale = z.infer<typeof LocaleSchema>;

export const I18nSchema = z
  .object({
    locales: z
      .array(LocaleSchema)
      .min(1)
      .default([{ code: "en", iso: "en-GB", name: "English" }]),
    defaultLocale: z.string().default("en"),
    strategy: z.enum(I18N_STRATEGIES).default("prefix_except_default"),
    fallbackLocale: z.string().default("en-US"),
  })
  .refine((i18n) => i18n.locales.some((locale) => locale.code === i18n.defaultLocale), {
    message: "i18n.defaultLocale must be one of i18n.locales",
    path: ["defaultLocale"],
  });
export type I18n = z.infer<typeof I18nSchema>;

export const ReferralSchema = z.object({
  /** How long the service takes to reply, in the referral journey ("10 working days"). */
  replyTime: z.string().min(1).default("10 working days"),
  /** The shorter wording on the service page disclaimer ("2 weeks"). */
  disclaimerTime: z.string().min(1).default("2 weeks"),
  /** How long the referral form takes, shown on its first page ("5 minutes"). */
  formDuration: z.string().min(1).default("5 minutes"),
  /** Id or slug of the organisation taxonomy sent for friend-or-family referrals. */
  friendsAndFamilyTaxonomy: z.string().min(1).default("family-friend"),
});
export type Referral = z.infer<typeof ReferralSchema>;

/**
 * Where the browser keeps what the site remembers for a visitor (favourites): local storage
 * (kept until cleared), session storage (forgotten when the tab closes) or a first-party cookie
 * (about 4 kB, so roughly 90 favourites). Consent is a server cookie and is not affected.
 */
export const CLIENT_STORAGE_TARGETS = ["local", "session", "cookie"] as const;
export const ClientStorageSchema = z.enum(CLIENT_STORAGE_TARGETS);
export type ClientStorage = z.infer<typeof ClientStorageSchema>;

export const SiteConfigSchema = z.object({
  /** The site's name, used in titles, share text and the footer. */
  appName: z.string().min(1),
  /**
   * The name under the site's icon on a phone's home screen (its web app manifest): 12
   * characters at most, which a home screen shows whole. The app's name when not set.
   */
  shortName: z.string().min(1).max(12).optional(),
  /** Identifies the variant (e.g. "sutton", "bexley"). */
  variant: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/, "variant must be lower-case letters, digits and dashes"),
  /** Public URL of the site, without a trailing slash. */
  publicUrl: z.url().transform((url) => url.replace(/\/+$/, "")),
  /** The hub team's inbox. */
  contactEmail: z.email(),
  /** The borough's name as residents say it ("Sutton"). */
  boroughName: z.string().min(1),
  headerMenu: z.array(MenuItemSchema).min(1),
  footerLinks: z.array(LinkSchema).default([]),
  /** Show a feedback link in the footer. */
  footerFeedbackLink: z.boolean().default(false),
  socialLinks: z.array(SocialLinkSchema).default([]),
  map: MapSchema.default(MapSchema.parse({})),
  theme: ThemeFlagsSchema.default(ThemeFlagsSchema.parse({})),
  analytics: AnalyticsSchema.optional(),
  consent: ConsentSchema.default(ConsentSchema.parse({})),
  translate: TranslateSchema.optional(),
  seo: SeoSchema,
  routeRules: z.record(z.string().startsWith("/"), RouteRuleSchema).default({}),
  i18n: I18nSchema.default(I18nSchema.parse({})),
  referral: ReferralSchema.default(ReferralSchema.parse({})),
  clientStorage: ClientStorageSchema.default("local"),
});

/** What a variant writes in its `site.config.ts` (defaults may be omitted). */
export type SiteConfigInput = z.input<typeof SiteConfigSchema>;
/** The validated configuration with every default filled in. */
export type SiteConfig = z.output<typeof SiteConfigSchema>;

/** Formats zod issues as "path: message" lines. */
export function formatIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length > 0 ? issue.path.join(".") : "(root)"}: ${issue.message}`)
    .join("\n");
}

/**
 * Validates a variant's configuration and fills in defaults. Throws with one line per problem so a
 * mistake in `site.config.ts` fails the build with a message that names the field.
 */
export function defineSiteConfig(input: SiteConfigInput): SiteConfig {
  const result = SiteConfigSchema.safeParse(input);
  if (!result.success) {
    throw new Error(`Invalid site config:\n${formatIssues(result.error)}`);
  }
  return result.data;
}
