// Response envelopes (contract §1): single resource, paginated list, plain list, errors.
import { z } from "zod";

export const PaginationLinksSchema = z.object({
  first: z.string(),
  last: z.string(),
  prev: z.string().nullable(),
  next: z.string().nullable(),
});
export type PaginationLinks = z.infer<typeof PaginationLinksSchema>;

/** One pager button of `meta.links` (labels include "&laquo; Previous" / "Next &raquo;"). */
export const PaginationMetaLinkSchema = z.object({
  url: z.string().nullable(),
  label: z.string(),
  active: z.boolean(),
});
export type PaginationMetaLink = z.infer<typeof PaginationMetaLinkSchema>;

export const PaginationMetaSchema = z.object({
  current_page: z.number().int(),
  from: z.number().int().nullable(),
  last_page: z.number().int(),
  links: z.array(PaginationMetaLinkSchema),
  path: z.string(),
  per_page: z.number().int(),
  to: z.number().int().nullable(),
  total: z.number().int(),
});
export type PaginationMeta = z.infer<typeof PaginationMetaSchema>;

/** `{ data: T }` (200, or 201 when this request created the model). */
export function resourceEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}

/** `{ data: T[] }`: the unpaginated lists (`/collections/*\/all`, `/pages`, `/taxonomies/*`, `/tags`). */
export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item) });
}

/** `{ data: T[], links, meta }`: Laravel's length-aware paginator. */
export function paginatedEnvelope<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    links: PaginationLinksSchema,
    meta: PaginationMetaSchema,
  });
}

/**
 * A list that may or may not carry pagination. The frontend reads `data`, `links` and `meta` of
 * `/collections/*\/all` although the API sends only `data` there.
 */
export function maybePaginatedEnvelope<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    links: PaginationLinksSchema.optional(),
    meta: PaginationMetaSchema.optional(),
  });
}

export type Paginated<T> = { data: T[]; links: PaginationLinks; meta: PaginationMeta };
export type MaybePaginated<T> = { data: T[]; links?: PaginationLinks; meta?: PaginationMeta };

/** 400, 401, 403, 404, 429 and 500 bodies. A 404 from id/slug binding has an empty message. */
export const ErrorResponseSchema = z.object({ message: z.string() });
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** `{ "<field.path>": ["message", …] }`; keys are dot paths such as `user.email`. */
export const ValidationErrorsSchema = z.record(z.string(), z.array(z.string()));
export type ValidationErrors = z.infer<typeof ValidationErrorsSchema>;

/** The 422 body: `message` is the first error plus " (and N more error(s))". */
export const ValidationErrorResponseSchema = z.object({
  message: z.string(),
  errors: ValidationErrorsSchema,
});
export type ValidationErrorResponse = z.infer<typeof ValidationErrorResponseSchema>;

export const UPDATE_REQUEST_RECEIVED_MESSAGES = {
  pending: (appName: string) =>
    `The update request has been received and needs to be reviewed by the ${appName} team`,
  approved: "The update request has been received and approved",
} as const;

/** `{ message, id, data }`: a write that went to moderation (§1.5). */
export function updateRequestReceivedEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ message: z.string(), id: z.guid(), data });
}

/** `{ message: "The <resource> has been successfully deleted" }` (admin only). */
export const ResourceDeletedResponseSchema = z.object({ message: z.string() });
export type ResourceDeletedResponse = z.infer<typeof ResourceDeletedResponseSchema>;

/** Turns a zod error from a `...RequestSchema` into the API's 422 body. */
export function toValidationErrorResponse(error: z.ZodError): ValidationErrorResponse {
  const errors: ValidationErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".");
    (errors[key] ??= []).push(issue.message);
  }
  const messages = Object.values(errors).flat();
  const first = messages[0] ?? "The given data was invalid.";
  const more = messages.length - 1;
  const message = more > 0 ? `${first} (and ${more} more error${more === 1 ? "" : "s"})` : first;
  return { message, errors };
}
