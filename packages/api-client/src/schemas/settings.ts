// Site CMS copy: `GET /settings` → `{ data: { cms: { frontend } } }` (contract §4.11), and the
// local API's `delivery` beside it (§5.11).
import { z } from "zod";

import { DELIVERY_MODES } from "../values.ts";

/** `{ title, content }`, content in markdown. */
export const CmsPageSchema = z.object({ title: z.string(), content: z.string() });
export type CmsPage = z.infer<typeof CmsPageSchema>;

export const CmsBannerSchema = z.object({
  title: z.string().nullable(),
  content: z.string().nullable(),
  button_text: z.string().nullable(),
  button_url: z.string().nullable(),
});
export type CmsBanner = z.infer<typeof CmsBannerSchema>;

export const CmsFrontendSchema = z.object({
  global: z.object({
    footer_title: z.string(),
    footer_content: z.string(),
    contact_phone: z.string(),
    contact_email: z.string(),
    facebook_handle: z.string(),
    twitter_handle: z.string(),
  }),
  home: z.object({
    // The first four exist only in the Sutton API; newer upstream APIs keep only `banners`.
    search_title: z.string().optional(),
    categories_title: z.string().optional(),
    personas_title: z.string().optional(),
    personas_content: z.string().optional(),
    banners: z.array(CmsBannerSchema),
  }),
  terms_and_conditions: CmsPageSchema,
  privacy_policy: CmsPageSchema,
  accessibility_statement: z.object({ title: z.string(), content: z.string().nullable() }),
  about: z.object({ title: z.string(), content: z.string(), video_url: z.string().nullable() }),
  contact: CmsPageSchema,
  get_involved: CmsPageSchema,
  favourites: CmsPageSchema,
  /** Newer APIs only. */
  cookie_policy: CmsPageSchema.optional(),
  /** The top banner; its image is served by `/settings/banner-image` when `has_image`. */
  banner: CmsBannerSchema.extend({ has_image: z.boolean() }),
});
export type CmsFrontend = z.infer<typeof CmsFrontendSchema>;

export const DeliveryModeSchema = z.enum(DELIVERY_MODES);
export type DeliveryMode = z.infer<typeof DeliveryModeSchema>;

export const SettingsSchema = z.object({
  cms: z.object({ frontend: CmsFrontendSchema }),
  /**
   * An extension of this project (§5.11): how the API sends the messages a visitor's write owes;
   * `off`, the demo's default, sends none. Absent when the API does not say, as the upstream API
   * does not (it delivers); a mode this package does not know reads as absent too, so a newer API
   * never breaks the settings. Only `off` means nothing is sent.
   */
  delivery: DeliveryModeSchema.optional().catch(undefined),
});
export type Settings = z.infer<typeof SettingsSchema>;

/** Not a resource wrapper, but the same `{ data }` shape. */
export const SettingsResponseSchema = z.object({ data: SettingsSchema });
