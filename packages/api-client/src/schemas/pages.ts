// Information and landing pages (contract §3.7, §4.9).
import { z } from "zod";

import type { PAGE_BLOCK_TYPES } from "../values.ts";
import { PAGE_TYPES } from "../values.ts";
import { CollectionCategorySchema } from "./categories.ts";
import { IdSchema, ImageRefSchema, TimestampSchema } from "./common.ts";
import { listEnvelope, paginatedEnvelope, resourceEnvelope } from "./envelopes.ts";
import { CollectionPersonaSchema } from "./personas.ts";

export const PageTypeSchema = z.enum(PAGE_TYPES);
export type PageType = z.infer<typeof PageTypeSchema>;

export const CopyBlockSchema = z.object({ type: z.literal("copy"), value: z.string() });
export type CopyBlock = z.infer<typeof CopyBlockSchema>;

export const CtaBlockSchema = z.object({
  type: z.literal("cta"),
  title: z.string(),
  description: z.string(),
  url: z.string().optional(),
  buttonText: z.string().optional(),
});
export type CtaBlock = z.infer<typeof CtaBlockSchema>;

export const VideoBlockSchema = z.object({
  type: z.literal("video"),
  title: z.string(),
  url: z.string(),
});
export type VideoBlock = z.infer<typeof VideoBlockSchema>;

const knownBlockSchemas: Record<string, z.ZodType> = {
  copy: CopyBlockSchema,
  cta: CtaBlockSchema,
  video: VideoBlockSchema,
} satisfies Record<(typeof PAGE_BLOCK_TYPES)[number], z.ZodType>;

/**
 * A block of a type this package does not know, kept whole (loose) so a page with a newer block
 * type still parses; renderers skip it. A known type must match its own schema: its issues are
 * reported rather than silently treated as unknown.
 */
export const UnknownPageBlockSchema = z
  .looseObject({ type: z.string() })
  .superRefine((block, ctx) => {
    const known = knownBlockSchemas[block.type];
    if (!known) return;
    const result = known.safeParse(block);
    for (const issue of result.error?.issues ?? []) {
      ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
    }
  });
export type UnknownPageBlock = z.infer<typeof UnknownPageBlockSchema>;

export const PageBlockSchema = z.union([
  CopyBlockSchema,
  CtaBlockSchema,
  VideoBlockSchema,
  UnknownPageBlockSchema,
]);
export type PageBlock = z.infer<typeof PageBlockSchema>;
export type KnownPageBlock = CopyBlock | CtaBlock | VideoBlock;

export function isKnownPageBlock(block: PageBlock): block is KnownPageBlock {
  return block.type in knownBlockSchemas;
}

/** A section of page content (older data may also carry `label`/`hint`, which are dropped). */
export const PageSectionSchema = z.object({
  title: z.string().optional(),
  content: z.array(PageBlockSchema),
});
export type PageSection = z.infer<typeof PageSectionSchema>;

/** Sections keyed by name: "introduction", "about", "info_pages", "collections", and any other. */
export const PageContentSchema = z.record(z.string(), PageSectionSchema);
export type PageContent = z.infer<typeof PageContentSchema>;

/** The short shape used for `parent`, `children`, `ancestors` and `landing_page`. */
export const PageListItemSchema = z.object({
  id: IdSchema,
  title: z.string(),
  slug: z.string(),
  excerpt: z.string().nullable(),
  order: z.number().int(),
  enabled: z.boolean(),
  page_type: PageTypeSchema,
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type PageListItem = z.infer<typeof PageListItemSchema>;

export const PageSchema = z.object({
  id: IdSchema,
  title: z.string(),
  slug: z.string(),
  excerpt: z.string().nullable(),
  /** Only on `GET /pages/{idOrSlug}`. */
  content: PageContentSchema.optional(),
  /** 0-based position among siblings. */
  order: z.number().int(),
  enabled: z.boolean(),
  page_type: PageTypeSchema,
  image: ImageRefSchema.nullable(),
  parent: PageListItemSchema.nullable().optional(),
  children: z.array(PageListItemSchema).optional(),
  /** Root first. */
  ancestors: z.array(PageListItemSchema).optional(),
  /** Nearest landing-page ancestor (`include=landingPageAncestors` on the index). */
  landing_page: PageListItemSchema.nullable().optional(),
  collection_categories: z.array(CollectionCategorySchema).optional(),
  collection_personas: z.array(CollectionPersonaSchema).optional(),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type Page = z.infer<typeof PageSchema>;

/** `GET /pages/{idOrSlug}`: the page with its content. */
export const PageDetailSchema = PageSchema.extend({ content: PageContentSchema });
export type PageDetail = z.infer<typeof PageDetailSchema>;

export const PageDetailResponseSchema = resourceEnvelope(PageDetailSchema);
/** `GET /pages` is never paginated. */
export const PageListResponseSchema = listEnvelope(PageSchema);
/** `POST /search/pages` is paginated. */
export const PagePaginatedResponseSchema = paginatedEnvelope(PageSchema);
