// Validation rules of the /core/v1 write endpoints (contract §5), written once so the local API
// server and the website's forms reject exactly what the upstream Laravel API rejects, with the
// same (Laravel 10, English) messages. These strings are API output, not website copy.
import { z } from "zod";

/** Laravel's display name for a field key: underscores become spaces (`user.first_name` → `user.first name`). */
export function attributeName(key: string): string {
  return key.replaceAll("_", " ");
}

export const laravelMessages = {
  required: (key: string) => `The ${attributeName(key)} field is required.`,
  present: (key: string) => `The ${attributeName(key)} field must be present.`,
  string: (key: string) => `The ${attributeName(key)} field must be a string.`,
  minString: (key: string, min: number) =>
    `The ${attributeName(key)} field must be at least ${min} characters.`,
  maxString: (key: string, max: number) =>
    `The ${attributeName(key)} field must not be greater than ${max} characters.`,
  email: (key: string) => `The ${attributeName(key)} field must be a valid email address.`,
  url: (key: string) => `The ${attributeName(key)} field must be a valid URL.`,
  boolean: (key: string) => `The ${attributeName(key)} field must be true or false.`,
  accepted: (key: string) => `The ${attributeName(key)} field must be accepted.`,
  in: (key: string) => `The selected ${attributeName(key)} is invalid.`,
  array: (key: string) => `The ${attributeName(key)} field must be an array.`,
  maxArray: (key: string, max: number) =>
    `The ${attributeName(key)} field must not have more than ${max} items.`,
  maxNumeric: (key: string, max: number) =>
    `The ${attributeName(key)} field must not be greater than ${max}.`,
  integer: (key: string) => `The ${attributeName(key)} field must be an integer.`,
  numeric: (key: string) => `The ${attributeName(key)} field must be a number.`,
  numericMin: (key: string, min: number) =>
    `The ${attributeName(key)} field must be at least ${min}.`,
  between: (key: string, min: number, max: number) =>
    `The ${attributeName(key)} field must be between ${min} and ${max}.`,
  date: (key: string) => `The ${attributeName(key)} field must be a valid date.`,
  dateFormat: (key: string, format: string) =>
    `The ${attributeName(key)} field must match the format ${format}.`,
  requiredIf: (key: string, other: string, value: string) =>
    `The ${attributeName(key)} field is required when ${attributeName(other)} is ${value}.`,
  requiredWithout: (key: string, other: string) =>
    `The ${attributeName(key)} field is required when ${attributeName(other)} is not present.`,
  requiredWithoutAll: (key: string, others: readonly string[]) =>
    `The ${attributeName(key)} field is required when none of ${others.map(attributeName).join(" / ")} are present.`,
  ukMobile: (key: string) => `The ${attributeName(key)} must be a valid UK mobile phone number.`,
  ukPhone: (key: string) => `The ${attributeName(key)} must be a valid UK phone number.`,
  slug: (key: string) =>
    `The ${attributeName(key)} must only contain a-z, 0-9 and dashes, and must not start or end with a dash.`,
  password: (key: string) =>
    `The ${attributeName(key)} must be at least ${PASSWORD_MIN_LENGTH} characters long and contain one lowercase letter, one uppercase letter, one number and one of ${PASSWORD_SPECIAL_CHARACTERS}`,
  markdownMax: (key: string, max: number) =>
    `The ${attributeName(key)} must not be longer than ${max} characters.`,
  videoEmbed: (key: string) => `The ${attributeName(key)} must be a YouTube or Vimeo URL.`,
  inOrder: (key: string) => `The ${attributeName(key)} must be numbered 1, 2, 3… without gaps.`,
} as const;

/** `07` + 9 digits or `+447` + 9 digits, once spaces are removed (UkMobilePhoneNumber). */
export const UK_MOBILE_PATTERN = /^(07[0-9]{9}|\+447[0-9]{9})$/;
/** Any UK number: `0[1-6]` + 8–10 digits, `07` + 9 digits or `08` + 9 digits (UkPhoneNumber). */
export const UK_PHONE_PATTERN = /^(0[1-6][0-9]{8,10}|07[0-9]{9}|08[0-9]{9})$/;
/** Lower-case words of a-z/0-9 joined by single dashes (Slug rule). */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** A full UK postcode, any case, with or without the space. */
export const UK_POSTCODE_PATTERN = /^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$/i;
/**
 * The API's password rule (its Password rule): from `PASSWORD_MIN_LENGTH` to
 * `PASSWORD_MAX_LENGTH` characters, with a lower-case letter, an upper-case letter, a digit and
 * one of `PASSWORD_SPECIAL_CHARACTERS`. `passwordField` checks it for the API; the website's
 * sign-up says which of these a password lacks.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 255;
export const PASSWORD_SPECIAL_CHARACTERS = "!#$%&()*+,-./:;<=>?@[]^_`{|}~";

const PASSWORD_CHARACTERS = {
  lower: (value: string) => /[a-z]/.test(value),
  upper: (value: string) => /[A-Z]/.test(value),
  digit: (value: string) => /[0-9]/.test(value),
  symbol: (value: string) =>
    Array.from(PASSWORD_SPECIAL_CHARACTERS).some((symbol) => value.includes(symbol)),
};
/** A kind of character the password rule asks for. */
export type PasswordCharacter = keyof typeof PASSWORD_CHARACTERS;

/** The kinds of character the password rule asks for that `value` lacks, in the rule's order. */
export function missingPasswordCharacters(value: string): PasswordCharacter[] {
  return (Object.keys(PASSWORD_CHARACTERS) as PasswordCharacter[]).filter(
    (kind) => !PASSWORD_CHARACTERS[kind](value),
  );
}

export function isUkMobileNumber(value: string): boolean {
  return UK_MOBILE_PATTERN.test(value.replaceAll(" ", ""));
}

export function isUkPhoneNumber(value: string, options: { stripSpaces: boolean }): boolean {
  return UK_PHONE_PATTERN.test(options.stripSpaces ? value.replaceAll(" ", "") : value);
}

/** Whether `value` has every kind of character the password rule asks for (length aside). */
export function isStrongPassword(value: string): boolean {
  return missingPasswordCharacters(value).length === 0;
}

const VIDEO_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "youtu.be",
  "vimeo.com",
  "www.vimeo.com",
  "player.vimeo.com",
]);

/** A YouTube or Vimeo https URL (VideoEmbed rule). */
export function isVideoEmbedUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === "https:" && VIDEO_HOSTS.has(url.hostname);
}

/**
 * Length of the text a markdown value renders to (MarkdownMaxLength counts rendered text, not
 * source). An approximation: HTML tags, link/image targets and markdown punctuation are dropped.
 */
export function markdownTextLength(markdown: string): number {
  // The classes exclude their own opening character, so each pattern stays linear on hostile
  // input such as 100 000 `<` or `[` (with `[^>]*` it took seconds).
  const text = markdown
    .replace(/<[^<>]*>/g, "")
    .replace(/!?\[([^[\]]*)\]\([^()]*\)/g, "$1")
    .replace(/^\s{0,3}(#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)/gm, "")
    .replace(/[*_~`]/g, "")
    .replace(/\n{2,}/g, "\n")
    .trim();
  return Array.from(text).length;
}

/** Orders are exactly 1..n, each once (InOrder rule). */
export function isInOrder(orders: readonly number[]): boolean {
  const sorted = [...orders].sort((a, b) => a - b);
  return sorted.every((order, index) => order === index + 1);
}

/**
 * `required`: must be there and not null. `present`: the key must exist, null allowed.
 * `optional`: may be missing or null (Laravel `nullable`). `sometimes`: may be missing, but
 * not null (a rule without `nullable` fails on null).
 */
export type Presence = "required" | "present" | "optional" | "sometimes";

type TextRule = { min?: number; max?: number };

/** A string field with Laravel semantics and messages; 1–255 characters unless told. */
export function textField(key: string, presence: "required", rule?: TextRule): z.ZodString;
export function textField(
  key: string,
  presence: "sometimes",
  rule?: TextRule,
): z.ZodOptional<z.ZodString>;
export function textField(
  key: string,
  presence: "present",
  rule?: TextRule,
): z.ZodNullable<z.ZodString>;
export function textField(
  key: string,
  presence: "optional",
  rule?: TextRule,
): z.ZodOptional<z.ZodNullable<z.ZodString>>;
export function textField(key: string, presence: Presence, rule: TextRule = {}): z.ZodType {
  const { min = 1, max = 255 } = rule;
  const base = z
    .string({ error: (issue) => missingOrType(key, presence, issue.input, "string") })
    .min(min, {
      error: min === 1 ? laravelMessages.required(key) : laravelMessages.minString(key, min),
    })
    .max(max, { error: laravelMessages.maxString(key, max) });
  return withPresence(base, presence);
}

/** A password field: the rule's length, then its kinds of character, with Laravel's messages. */
export function passwordField(key: string) {
  return textField(key, "required", {
    min: PASSWORD_MIN_LENGTH,
    max: PASSWORD_MAX_LENGTH,
  }).refine(isStrongPassword, { error: laravelMessages.password(key) });
}

export function emailField(key: string, presence: "required"): z.ZodEmail;
export function emailField(key: string, presence: "sometimes"): z.ZodOptional<z.ZodEmail>;
export function emailField(key: string, presence: "present"): z.ZodNullable<z.ZodEmail>;
export function emailField(
  key: string,
  presence: "optional",
): z.ZodOptional<z.ZodNullable<z.ZodEmail>>;
export function emailField(key: string, presence: Presence): z.ZodType {
  const base = z
    .email({
      error: (issue) =>
        issue.code === "invalid_type"
          ? missingOrType(key, presence, issue.input, "string")
          : laravelMessages.email(key),
    })
    .max(255, { error: laravelMessages.maxString(key, 255) });
  return withPresence(base, presence);
}

export function urlField(key: string, presence: "required"): z.ZodString;
export function urlField(key: string, presence: "sometimes"): z.ZodOptional<z.ZodString>;
export function urlField(key: string, presence: "present"): z.ZodNullable<z.ZodString>;
export function urlField(
  key: string,
  presence: "optional",
): z.ZodOptional<z.ZodNullable<z.ZodString>>;
export function urlField(key: string, presence: Presence): z.ZodType {
  const base = z
    .string({ error: (issue) => missingOrType(key, presence, issue.input, "string") })
    .max(255, { error: laravelMessages.maxString(key, 255) })
    .refine(isLaravelUrl, { error: laravelMessages.url(key) });
  return withPresence(base, presence);
}

const PERCENT = String.raw`%[0-9A-Fa-f]{2}`;
const USER_CHAR = String.raw`(?:[_.\p{L}\p{N}-]|${PERCENT})`;
/**
 * Laravel's `url` rule (Symfony's UrlValidator pattern) for http and https: a domain name (a
 * single label such as `localhost` too), an IPv4 or a bracketed IPv6 address, an optional port,
 * user info, path, query and fragment. Laravel also accepts some 300 other schemes (ftp,
 * javascript…); these URLs become links on the resident sites, so only the web's two are taken.
 */
const LARAVEL_URL = new RegExp(
  [
    "^https?://",
    String.raw`(?:(?:${USER_CHAR}+:)?${USER_CHAR}+@)?`,
    "(?:",
    String.raw`[\p{L}\p{N}\p{S}\-_.]+\.?(?:[\p{L}\p{N}]|xn--[\p{L}\p{N}-]+)+\.?`,
    String.raw`|\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}`,
    String.raw`|\[(?<ipv6>[0-9A-Fa-f:.]+)\]`,
    ")",
    String.raw`(?::[0-9]+)?`,
    String.raw`(?:/(?:[\p{L}\p{N}\-._~!$&'()*+,;=:@]|${PERCENT})*)*`,
    String.raw`(?:\?(?:[\p{L}\p{N}\-._~!$&'\[\]()*+,;=:@/?]|${PERCENT})*)?`,
    String.raw`(?:#(?:[\p{L}\p{N}\-._~!$&'()*+,;=:@/?]|${PERCENT})*)?`,
    "$",
  ].join(""),
  "iu",
);
/** Past any URL a field takes (255), and short enough that the pattern answers at once. */
const URL_CHECK_LIMIT = 2048;

export function isLaravelUrl(value: string): boolean {
  if (value.length > URL_CHECK_LIMIT) return false;
  const match = LARAVEL_URL.exec(value);
  if (!match) return false;
  const ipv6 = match.groups?.ipv6;
  // The WHATWG parser knows which bracketed addresses are real IPv6 ones.
  return ipv6 === undefined || URL.canParse(`http://[${ipv6}]/`);
}

/** PHP's `is_numeric` once the input is trimmed: `5`, `-0.19`, `.5`, `5.`, `1e3`. */
export const NUMERIC_PATTERN = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
/**
 * What PHP's FILTER_VALIDATE_INT accepts (a sign, then `0` or digits without a leading zero), up
 * to 15 digits: JavaScript's integers are exact to 2^53, PHP's to 2^63.
 */
export const INTEGER_PATTERN = /^[+-]?(?:0|[1-9]\d{0,14})$/;

/** `"-0"` is 0, not -0. */
const toNumber = (value: number | string): number => Number(value) + 0;
const isMissing = (input: unknown): boolean => input === undefined || input === null;

/**
 * Laravel's `integer` rule: a JSON integer, or a string of one (`"5"`), handed over as a number.
 * The bounds are checked on the number (`min`, `max` on a numeric field compare its value).
 */
export function integerField(key: string, range: { min: number; max?: number }) {
  const typeError = (issue: { input?: unknown }) =>
    isMissing(issue.input) ? laravelMessages.required(key) : laravelMessages.integer(key);
  let bounded = z
    .int({ error: laravelMessages.integer(key) })
    .min(range.min, { error: laravelMessages.numericMin(key, range.min) });
  if (range.max !== undefined) {
    bounded = bounded.max(range.max, { error: laravelMessages.maxNumeric(key, range.max) });
  }
  return z
    .union(
      [
        z.int({ error: typeError }),
        z.string({ error: typeError }).regex(INTEGER_PATTERN, { error: typeError }),
      ],
      { error: typeError },
    )
    .transform(toNumber)
    .pipe(bounded);
}

/** Laravel's `numeric` rule plus `min`/`max`: a JSON number or a numeric string, as a number. */
export function numberBetweenField(key: string, min: number, max: number) {
  const typeError = (issue: { input?: unknown }) =>
    isMissing(issue.input) ? laravelMessages.required(key) : laravelMessages.numeric(key);
  const message = laravelMessages.between(key, min, max);
  return z
    .union(
      [
        z.number({ error: typeError }),
        z.string({ error: typeError }).regex(NUMERIC_PATTERN, { error: typeError }),
      ],
      { error: typeError },
    )
    .transform(toNumber)
    .pipe(
      z
        .number({ error: laravelMessages.numeric(key) })
        .min(min, { error: message })
        .max(max, { error: message }),
    );
}

/** What Laravel's `boolean` rule accepts, plus the strings `"true"` and `"false"`. */
export const BOOLEAN_INPUTS = [true, false, 1, 0, "1", "0", "true", "false"] as const;
const TRUE_INPUTS: readonly unknown[] = [true, 1, "1", "true"];

/** Whether a value is one of the boolean rule's true values. */
export const isTrueInput = (value: unknown): boolean => TRUE_INPUTS.includes(value);

/** Laravel's `boolean` rule, handed over as a boolean. */
export function booleanField(key: string) {
  return z
    .literal(BOOLEAN_INPUTS, {
      error: (issue) =>
        isMissing(issue.input) ? laravelMessages.required(key) : laravelMessages.boolean(key),
    })
    .transform(isTrueInput)
    .pipe(z.boolean());
}

/** `required|boolean|accepted`: only the true values of the boolean rule pass. */
export function acceptedField(key: string) {
  return booleanField(key).pipe(z.literal(true, { error: laravelMessages.accepted(key) }));
}

export function enumField<const T extends readonly [string, ...string[]]>(
  key: string,
  values: T,
): z.ZodEnum<{ [K in T[number]]: K }> {
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? laravelMessages.required(key)
        : laravelMessages.in(key),
  });
}

function missingOrType(key: string, presence: Presence, input: unknown, type: "string"): string {
  if (input === undefined) {
    return presence === "present" ? laravelMessages.present(key) : laravelMessages.required(key);
  }
  if (input === null && presence !== "sometimes") return laravelMessages.required(key);
  return laravelMessages[type](key);
}

function withPresence(schema: z.ZodType, presence: Presence): z.ZodType {
  if (presence === "required") return schema;
  if (presence === "present") return schema.nullable();
  if (presence === "sometimes") return schema.optional();
  return schema.nullable().optional();
}

/**
 * Options for a cross-field `superRefine` on an object: run it even when some fields already
 * failed (Laravel reports every rule at once), as long as the input is an object. The refinement
 * must then treat each field as unknown.
 */
export const evenWithFieldErrors = {
  when: (payload: { value: unknown }) =>
    payload.value !== null && typeof payload.value === "object" && !Array.isArray(payload.value),
};

/** A value counts as given when it is neither missing nor null (empty strings are null by then). */
export function isGiven(value: unknown): boolean {
  return value !== undefined && value !== null && value !== "";
}

/**
 * Mirrors the API's global input middleware: trims every string and turns empty strings into
 * null, recursively. Run it on form input before parsing with a `...RequestSchema`.
 */
export function normaliseInput(value: unknown): unknown {
  if (typeof value === "string") {
    const trimmed = value.trim();
    return trimmed === "" ? null : trimmed;
  }
  if (Array.isArray(value)) return value.map(normaliseInput);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [key, normaliseInput(entry)]),
    );
  }
  return value;
}
