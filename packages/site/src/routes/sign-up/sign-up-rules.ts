// The sign-up's own checks, each mirroring a rule of `POST /organisation-sign-up-forms` (contract
// §5.3) with messages written for people: the password rule (the API's, from `@hub/api-client`),
// web addresses, markdown counted as the API counts it, and names a slug can be made from.
import { z } from "zod";

import {
  markdownTextLength,
  missingPasswordCharacters,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "@hub/api-client/schemas";
import type { PasswordCharacter } from "@hub/api-client/schemas";
import { t } from "@hub/core/messages";
import type { messages } from "@hub/core/messages";

import { optionalText, requiredText, slugify } from "../../forms/validators.ts";

/** Every message but those with a placeholder, which are built where they are used. */
type ValidationKey = Exclude<
  keyof (typeof messages)["signUpForm"]["validation"],
  "passwordMissing" | "passwordTooShort" | "passwordTooLong"
>;
export const v = (key: ValidationKey): string => t(`signUpForm.validation.${key}`);

/** What to say a password lacks, for each kind of character the API's rule asks for. */
const MISSING: Record<PasswordCharacter, ValidationKey> = {
  lower: "passwordLower",
  upper: "passwordUpper",
  digit: "passwordDigit",
  symbol: "passwordSymbol",
};

/** "a, b and c" */
function listOf(parts: readonly string[]): string {
  return parts.length <= 1
    ? parts.join("")
    : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

/** The API's password rule, saying exactly what is missing so people can fix it in one go. */
export function passwordProblem(password: string): string | null {
  if (password === "") return v("password");
  if (password.length > PASSWORD_MAX_LENGTH) {
    return t("signUpForm.validation.passwordTooLong", { max: PASSWORD_MAX_LENGTH });
  }
  const missing = missingPasswordCharacters(password).map((kind) => v(MISSING[kind]));
  if (missing.length > 0) {
    return t("signUpForm.validation.passwordMissing", { missing: listOf(missing) });
  }
  return password.length < PASSWORD_MIN_LENGTH
    ? t("signUpForm.validation.passwordTooShort", { min: PASSWORD_MIN_LENGTH })
    : null;
}

/** Whether the answers hold a valid, confirmed password (which empty password boxes keep). */
export function hasChosenPassword(values: Readonly<Record<string, string>>): boolean {
  const password = values.password ?? "";
  return passwordProblem(password) === null && values.password_confirmation === password;
}

const isWebAddress = (value: string) =>
  z.url({ protocol: /^https?$/, hostname: z.regexes.domain }).safeParse(value).success;

/** An optional http(s) address of at most 255 characters, as the API's `url` rule. */
export function optionalUrl() {
  return optionalText(v("urlTooLong")).refine((value) => value === null || isWebAddress(value), {
    error: v("urlInvalid"),
  });
}

/** Required markdown whose rendered text is 1..`max` characters, as the API counts it. */
export function markdown(messages: { required: string; tooLong: string }, max: number) {
  return z
    .string()
    .trim()
    .refine((value) => markdownTextLength(value) >= 1, { error: messages.required, abort: true })
    .refine((value) => markdownTextLength(value) <= max, { error: messages.tooLong });
}

/** A name the slug is made from: it must leave something once punctuation is dropped. */
export function sluggableName(messages: { required: string; tooLong: string; noLetters: string }) {
  return requiredText(messages).refine((name) => slugify(name) !== "", {
    error: messages.noLetters,
  });
}
