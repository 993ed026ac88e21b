// Search requests and responses (contract §4.10). All searches are POSTs with a JSON body; the
// client sends `page`/`per_page` in the query string, which the API also accepts.
import { z } from "zod";

import { paginatedEnvelope } from "./envelopes.ts";
import { OrganisationEventSchema } from "./events.ts";
import { PageSchema } from "./pages.ts";
import {
  booleanField,
  enumField,
  evenWithFieldErrors,
  integerField,
  isTrueInput,
  laravelMessages,
  numberBetweenField,
  textField,
} from "./rules.ts";
import { WAIT_TIMES } from "../values.ts";
import { ServiceSearchResultSchema } from "./services.ts";

/** `{ lat, lon }` of a search centre; the website geocodes postcodes itself. */
export const SearchLocationSchema = z.object({
  lat: numberBetweenField("location.lat", -90, 90),
  lon: numberBetweenField("location.lon", -180, 180),
});
export type SearchLocation = z.output<typeof SearchLocationSchema>;

/** `page`/`per_page` (per_page is clamped to 100 by the API). */
export const SearchPagingSchema = z.object({
  page: integerField("page", { min: 1 }).optional(),
  per_page: integerField("per_page", { min: 1 }).optional(),
});
export type SearchPaging = z.output<typeof SearchPagingSchema>;

/**
 * The widest search radius, in miles. Upstream sets none; 30 miles already spans Greater London,
 * and a wider circle only makes every radius search scan more of the directory.
 */
export const MAX_DISTANCE_MILES = 30;

/** More than any eligibility filter names (the boroughs have about 40 options in all). */
export const MAX_ELIGIBILITIES = 50;

const SERVICE_SEARCH_CRITERIA = [
  "query",
  "category",
  "persona",
  "wait_time",
  "location",
  "eligibilities",
] as const;

/**
 * `YYYY-MM-DDTHH:MM` on the London wall clock, as `open_at` takes it, in the years 1900 to 2999
 * (a database's calendar and JavaScript's part ways far outside them).
 */
const OPEN_AT_PATTERN = /^((?:19|2\d)\d{2}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d$/;

/** Whether `open_at` takes the value: a London wall-clock `YYYY-MM-DDTHH:MM` of a real date. */
export function isOpenAtMoment(value: string): boolean {
  const date = OPEN_AT_PATTERN.exec(value)?.[1];
  if (date === undefined) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date);
}

const OPEN_AT_FORMAT = "Y-m-d\\TH:i";

/** A London wall-clock minute, `YYYY-MM-DDTHH:MM`, as `isOpenAtMoment` takes it. */
const wallClockMinuteField = (key: string) =>
  z
    .string({ error: laravelMessages.dateFormat(key, OPEN_AT_FORMAT) })
    .refine(isOpenAtMoment, { error: laravelMessages.dateFormat(key, OPEN_AT_FORMAT) })
    .optional();

/**
 * `POST /search`: services. Unknown keys (`postcode`, `polygon`) are ignored. `open_now` and
 * `open_at` are this project's extension (docs/api-contract.md §5.9); upstream's frontend sends
 * `open_now` with values its API ignored, so a value that is not true is ignored too.
 * `organisation_id` is another (§5.13).
 */
export const ServiceSearchRequestSchema = z
  .object({
    query: textField("query", "sometimes", { min: 3 }),
    /** Comma-separated category collection slugs. */
    category: textField("category", "sometimes"),
    /** Comma-separated persona collection slugs. */
    persona: textField("persona", "sometimes"),
    /** "At most" this wait. */
    wait_time: enumField("wait_time", WAIT_TIMES).optional(),
    is_free: booleanField("is_free").optional(),
    order: enumField("order", ["relevance", "distance"]).optional(),
    location: SearchLocationSchema.optional(),
    /** Miles, at most 30; 0 or absent means 5. */
    distance: integerField("distance", { min: 0, max: MAX_DISTANCE_MILES }).optional(),
    /** Eligibility taxonomy names, e.g. "12 - 15 years"; at most 50. */
    eligibilities: z
      .array(textField("eligibilities.*", "required"), {
        error: laravelMessages.array("eligibilities"),
      })
      .max(MAX_ELIGIBILITIES, {
        error: laravelMessages.maxArray("eligibilities", MAX_ELIGIBILITIES),
      })
      .optional(),
    /** The services open now, at one of their locations. */
    open_now: z.unknown().transform(isTrueInput).pipe(z.boolean()).optional(),
    /** The services open at this London wall-clock moment, `YYYY-MM-DDTHH:MM`. */
    open_at: wallClockMinuteField("open_at"),
    /** Comma-separated organisation ids: only their services. */
    organisation_id: textField("organisation_id", "sometimes"),
    ...SearchPagingSchema.shape,
  })
  .superRefine((body, ctx) => {
    if (
      body.is_free === undefined &&
      body.open_now !== true &&
      body.open_at === undefined &&
      body.organisation_id === undefined &&
      SERVICE_SEARCH_CRITERIA.every((key) => body[key] === undefined)
    ) {
      ctx.addIssue({
        code: "custom",
        path: ["is_free"],
        message: laravelMessages.requiredWithoutAll("is_free", SERVICE_SEARCH_CRITERIA),
      });
    }
    requireLocationForDistanceOrder(body, ctx);
  }, evenWithFieldErrors);
export type ServiceSearchRequest = z.output<typeof ServiceSearchRequestSchema>;

/** A date, or a date-time (Laravel's `date` rule accepts either). */
const searchDate = (key: string) =>
  z
    .string({ error: laravelMessages.date(key) })
    .max(255, { error: laravelMessages.maxString(key, 255) })
    .regex(/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2})?)?/, { error: laravelMessages.date(key) })
    .optional();

/**
 * `POST /search/events`. Without `ends_before`, only events ending today or later come back.
 * `happening_now` and `happening_at` are this project's extension (docs/api-contract.md §5.15).
 */
export const EventSearchRequestSchema = z
  .object({
    query: textField("query", "sometimes", { min: 3 }),
    /** Comma-separated organisation-event collection slugs. */
    category: textField("category", "sometimes"),
    is_free: booleanField("is_free").optional(),
    is_virtual: booleanField("is_virtual").optional(),
    has_wheelchair_access: booleanField("has_wheelchair_access").optional(),
    has_induction_loop: booleanField("has_induction_loop").optional(),
    has_accessible_toilet: booleanField("has_accessible_toilet").optional(),
    starts_after: searchDate("starts_after"),
    ends_before: searchDate("ends_before"),
    location: SearchLocationSchema.optional(),
    distance: integerField("distance", { min: 0, max: MAX_DISTANCE_MILES }).optional(),
    order: enumField("order", ["relevance", "distance", "start_date", "end_date"]).optional(),
    /** The events on at the moment of the request. */
    happening_now: booleanField("happening_now").optional(),
    /** The events on at this London wall-clock moment, `YYYY-MM-DDTHH:MM`. */
    happening_at: wallClockMinuteField("happening_at"),
    ...SearchPagingSchema.shape,
  })
  .superRefine(requireLocationForDistanceOrder, evenWithFieldErrors);
export type EventSearchRequest = z.output<typeof EventSearchRequestSchema>;

/** `POST /search/pages`. */
export const PageSearchRequestSchema = z.object({
  query: textField("query", "required", { min: 3 }),
  ...SearchPagingSchema.shape,
});
export type PageSearchRequest = z.output<typeof PageSearchRequestSchema>;

/** `POST /search/collections/categories`; the slug must name a category collection. */
export const CategoryCollectionSearchRequestSchema = z.object({
  category: textField("category", "required"),
  ...SearchPagingSchema.shape,
});
export type CategoryCollectionSearchRequest = z.output<
  typeof CategoryCollectionSearchRequestSchema
>;

/** `POST /search/collections/personas`; the slug must name a persona collection. */
export const PersonaCollectionSearchRequestSchema = z.object({
  persona: textField("persona", "required"),
  ...SearchPagingSchema.shape,
});
export type PersonaCollectionSearchRequest = z.output<typeof PersonaCollectionSearchRequestSchema>;

/**
 * How a keyword search was answered, as this project's API reports it beside the page (the
 * upstream API does not send it, so everything that reads it must work without it).
 */
export const ServiceSearchNotesSchema = z.object({
  /** No service matched every word, so services matching any of them came back. */
  broadened: z.boolean().optional(),
  /** Nothing matched, but this spelling of the query finds services. */
  did_you_mean: z.string().nullable().optional(),
  /**
   * How many of `meta.total` matched every word; the rest, ranked after them, match all but one.
   * Sent only when some such partial matches follow.
   */
  full_matches: z.number().int().nonnegative().optional(),
  /**
   * With `open_now` or `open_at`: how many services matched everything else but give no opening
   * times, and so were left out.
   */
  without_hours: z.number().int().nonnegative().optional(),
});
export type ServiceSearchNotes = z.infer<typeof ServiceSearchNotesSchema>;

/** `POST /search`, and the collection searches (which never carry `search`). */
export const ServiceSearchResponseSchema = paginatedEnvelope(ServiceSearchResultSchema).extend({
  search: ServiceSearchNotesSchema.optional(),
});
export const EventSearchResponseSchema = paginatedEnvelope(OrganisationEventSchema);
export const PageSearchResponseSchema = paginatedEnvelope(PageSchema);

function requireLocationForDistanceOrder(
  body: { order?: unknown; location?: unknown },
  ctx: z.RefinementCtx,
): void {
  if (body.order === "distance" && body.location === undefined) {
    ctx.addIssue({
      code: "custom",
      path: ["location"],
      message: laravelMessages.requiredIf("location", "order", "distance"),
    });
  }
}
