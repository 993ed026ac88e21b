// The feed's query parameters, parsed once with zod; a bad value is a 400 naming the parameter
// (decision 0064). Parameters the feed does not implement are ignored, as the profile allows.
import { weekdayName } from "@hub/opening-times";
import type { Context } from "hono";
import { z } from "zod";
import { parsePostcode } from "../geocode/postcodes.ts";
import { badRequest } from "../http/errors.ts";
import { isUuid } from "../http/format.ts";
import { BYDAY } from "./schedules.ts";

export const DEFAULT_PER_PAGE = 50;
export const MAX_PER_PAGE = 200;
/** Past any real list; keeps `(page - 1) * per_page` a valid SQL offset. */
const MAX_PAGE = 1_000_000;

function wholeNumber(name: string, min: number, max: number) {
  return z
    .string()
    .trim()
    .regex(/^[0-9]+$/, { error: `${name} must be a whole number` })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { error: `${name} must be at least ${min}` })
        .max(max, { error: `${name} must be at most ${max}` }),
    );
}

function age(name: string) {
  return z
    .string()
    .trim()
    .regex(/^[0-9]+(\.[0-9]+)?$/, { error: `${name} must be a number of years` })
    .transform(Number)
    .pipe(z.number().max(150, { error: `${name} must be at most 150` }))
    .optional();
}

function uuid(name: string) {
  return z
    .string()
    .trim()
    .refine(isUuid, { error: `${name} must be a UUID` })
    .transform((value) => value.toLowerCase())
    .optional();
}

/** An ISO weekday (1 = Monday) by its RFC 5545 code (`TU`) or its English name (`Tuesday`). */
const WEEKDAY_BY_WORD = new Map(
  BYDAY.flatMap((code, index) => [
    [code.toLowerCase(), index + 1],
    [String(weekdayName(index + 1)).toLowerCase(), index + 1],
  ]),
);

const day = z
  .string()
  .trim()
  .transform((value) => WEEKDAY_BY_WORD.get(value.toLowerCase()))
  .refine((value) => value !== undefined, {
    error: "day must be a weekday: MO, TU, WE, TH, FR, SA, SU or its name",
  })
  .optional();

/** `HH:MM` or `HH:MM:SS`, as SQL's `time` reads it. */
function timeOfDay(name: string) {
  return z
    .string()
    .trim()
    .regex(/^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$/, {
      error: `${name} must be a time of day, HH:MM or HH:MM:SS`,
    })
    .transform((value) => (value.length === 5 ? `${value}:00` : value))
    .optional();
}

const PagingSchema = z.object({
  page: wholeNumber("page", 1, MAX_PAGE).default(1),
  per_page: wholeNumber("per_page", 1, MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
});

export type Paging = z.infer<typeof PagingSchema>;

const ServiceFiltersSchema = PagingSchema.extend({
  search: z
    .string()
    .trim()
    .max(200, { error: "search must be at most 200 characters" })
    .transform((value) => (value === "" ? undefined : value))
    .optional(),
  taxonomy_term_id: uuid("taxonomy_term_id"),
  taxonomy_id: uuid("taxonomy_id"),
  organization_id: uuid("organization_id"),
  modified_after: z
    .string()
    .trim()
    .regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}([T ][0-9:.]+(Z|[+-][0-9:]+)?)?$/i, {
      error: "modified_after must be an ISO 8601 date or date-time",
    })
    .transform((value) => new Date(value))
    .refine((value) => !Number.isNaN(value.getTime()), {
      error: "modified_after must be a real date",
    })
    .optional(),
  minimum_age: age("minimum_age"),
  maximum_age: age("maximum_age"),
  day,
  start_time: timeOfDay("start_time"),
  end_time: timeOfDay("end_time"),
});

export type ServiceFilters = z.infer<typeof ServiceFiltersSchema>;

/** Metres from the postcode's centroid: more than any borough spans is not a filter. */
const MAX_PROXIMITY_METRES = 1_000_000;

/** `/service_at_locations` adds a postcode and a distance from it. */
const PlaceFiltersSchema = ServiceFiltersSchema.extend({
  postcode: z
    .string()
    .trim()
    .refine((value) => parsePostcode(value) !== null, { error: "postcode must be a UK postcode" })
    .optional(),
  proximity: wholeNumber("proximity", 1, MAX_PROXIMITY_METRES).optional(),
}).refine((filters) => filters.proximity === undefined || filters.postcode !== undefined, {
  error: "proximity needs a postcode to measure from",
  path: ["proximity"],
});

export type PlaceFilters = z.infer<typeof PlaceFiltersSchema>;

function parseQuery<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  const params = Object.fromEntries(new URL(c.req.url).searchParams);
  const result = schema.safeParse(params);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = String(issue?.path[0] ?? "query");
  throw badRequest(`The ${name} parameter is invalid: ${issue?.message ?? "bad value"}.`);
}

export const parsePaging = (c: Context): Paging => parseQuery(c, PagingSchema);

export const parseServiceFilters = (c: Context): ServiceFilters =>
  parseQuery(c, ServiceFiltersSchema);

export const parsePlaceFilters = (c: Context): PlaceFilters => parseQuery(c, PlaceFiltersSchema);

/** A path's id: a malformed one finds nothing, as an unknown one does. */
export const pathId = (value: string): string | null =>
  isUuid(value) ? value.toLowerCase() : null;
