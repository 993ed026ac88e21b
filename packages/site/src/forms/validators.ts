// Field rules of the visitor forms, as zod schemas over what a form posts (strings). Each mirrors
// the API rule of the field it feeds (contract §5, `@hub/api-client` rules), so an answer that
// passes here is accepted by the API, with messages written for people (GOV.UK style) rather than
// the API's Laravel wording. Blank optional answers become `null`, as the API's input middleware
// would make them.
import { z } from "zod";

import { isUkMobileNumber, isUkPhoneNumber } from "@hub/api-client/schemas";

/** The API's limit on every short text field. */
export const MAX_TEXT = 255;

const isEmailAddress = (value: string): boolean => z.email().safeParse(value).success;
const orNull = (value: string): string | null => (value === "" ? null : value);
/** People write numbers with spaces, dashes and brackets; the API wants the digits. */
export const compactPhone = (value: string): string => value.replace(/[\s\-()]/g, "");

export function requiredText(
  messages: { required: string; tooLong: string; tooShort?: string },
  max = MAX_TEXT,
  min = 1,
) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required })
    .min(min, { error: messages.tooShort ?? messages.required })
    .max(max, { error: messages.tooLong });
}

/** A person's full name: two characters at least (one letter is an initial, not a name). */
export function fullName(messages: { required: string; tooShort: string; tooLong: string }) {
  return requiredText(messages, MAX_TEXT, 2);
}

export function optionalText(tooLong: string, max = MAX_TEXT) {
  return z.string().trim().max(max, { error: tooLong }).transform(orNull);
}

export function requiredEmail(messages: { required: string; invalid: string; tooLong: string }) {
  return requiredText(messages).refine(isEmailAddress, { error: messages.invalid });
}

export function optionalEmail(messages: { invalid: string; tooLong: string }) {
  return z
    .string()
    .trim()
    .max(MAX_TEXT, { error: messages.tooLong })
    .refine((value) => value === "" || isEmailAddress(value), { error: messages.invalid })
    .transform(orNull);
}

/** A UK mobile (`07` + 9 digits or `+447` + 9 digits), as `referrals.phone` and `user.phone`. */
export function ukMobile(messages: { invalid: string; required?: string }) {
  return z
    .string()
    .transform(compactPhone)
    .refine((value) => value !== "" || messages.required === undefined, {
      error: messages.required,
      abort: true,
    })
    .refine((value) => value === "" || isUkMobileNumber(value), { error: messages.invalid })
    .transform(orNull);
}

/** Any UK number (`0[1-6]`, `07` or `08`), as `referee_phone` and `organisation.phone`. */
export function ukPhone(messages: { invalid: string; required?: string }) {
  return z
    .string()
    .transform(compactPhone)
    .refine((value) => value !== "" || messages.required === undefined, {
      error: messages.required,
      abort: true,
    })
    .refine((value) => value === "" || isUkPhoneNumber(value, { stripSpaces: false }), {
      error: messages.invalid,
    })
    .transform(orNull);
}

const OUTWARD_CODE = /^[A-Z]{1,2}[0-9][A-Z0-9]?$/;
const FULL_POSTCODE = /^([A-Z]{1,2}[0-9][A-Z0-9]?) ?[0-9][A-Z]{2}$/;

/**
 * The first half of a postcode ("SM1"), and only that: the question asks for the outward code
 * so that no more of an address is kept than is needed, so a full postcode is an answer to put
 * right (GOV.UK: say what is wrong), not one to cut down quietly. Optional.
 */
export function outwardCode(messages: { invalid: string; full: string }) {
  return z
    .string()
    .transform((value) => value.trim().toUpperCase().replace(/\s+/g, " "))
    .transform((value, ctx) => {
      if (value === "") return null;
      if (OUTWARD_CODE.test(value)) return value;
      const full = FULL_POSTCODE.test(value);
      ctx.addIssue({ code: "custom", message: full ? messages.full : messages.invalid });
      return z.NEVER;
    });
}

/** A URL slug from a name: "St. Mary's Lunch Club!" → "st-marys-lunch-club". */
export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_TEXT)
    .replace(/-+$/, "");
}

export type ValidationResult<T> =
  { ok: true; data: T } | { ok: false; errors: Record<string, string> };

/** Parses a page's answers; on failure, the first message of each field (by its top-level key). */
export function validate<T>(schema: z.ZodType<T>, values: unknown): ValidationResult<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
