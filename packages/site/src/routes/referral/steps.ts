// The referral journey as data: which pages a path goes through, what each page asks and how its
// answers are checked, and how the answers become a `POST /referrals` body (contract §5.1).
//
// "Who" decides the path. Every page after the intro says "Step N of M", the "who" question
// included: M counts the pages of the path chosen, or, before anything is chosen, of the
// shortest one ("myself"), which the count then grows from if another answer opens more pages.
import { z } from "zod";

import type { ReferralRequest } from "@hub/api-client/schemas";
import { t } from "@hub/core/messages";
import type { messages } from "@hub/core/messages";

import type { FieldTarget } from "../../forms/api-errors.ts";
import {
  fullName,
  optionalEmail,
  optionalText,
  outwardCode,
  requiredEmail,
  requiredText,
  ukMobile,
  ukPhone,
  validate,
} from "../../forms/validators.ts";

export const WHO = ["myself", "friend", "someone-else"] as const;
export type Who = (typeof WHO)[number];

export const QUESTION_STEPS = [
  "who",
  "name",
  "contact",
  "referrer",
  "organisation",
  "details",
  "consent",
] as const;
export type QuestionStep = (typeof QUESTION_STEPS)[number];
export type Step = "intro" | QuestionStep | "check" | "confirmation";

const PATHS: Record<Who, readonly Step[]> = {
  myself: ["name", "contact", "details", "check", "consent"],
  friend: ["name", "contact", "referrer", "details", "check", "consent"],
  "someone-else": ["name", "contact", "referrer", "organisation", "details", "check", "consent"],
};

/** The fields each question page posts. */
export const STEP_FIELDS: Record<QuestionStep, readonly string[]> = {
  who: ["who"],
  name: ["name"],
  contact: ["email", "phone", "other_contact"],
  referrer: ["referee_name", "referee_email", "referee_phone"],
  organisation: ["organisation"],
  details: ["postcode_outward_code", "comments"],
  consent: ["referral_consented", "feedback_consented"],
};

export function isStep(value: unknown): value is Step {
  return (
    typeof value === "string" &&
    (value === "intro" ||
      value === "check" ||
      value === "confirmation" ||
      (QUESTION_STEPS as readonly string[]).includes(value))
  );
}

export function isQuestionStep(value: unknown): value is QuestionStep {
  return typeof value === "string" && (QUESTION_STEPS as readonly string[]).includes(value);
}

export function whoOf(values: Readonly<Record<string, string>>): Who | undefined {
  return WHO.find((who) => who === values.who);
}

/** Every page of the journey in order, for the answers so far. */
export function journey(who: Who | undefined): readonly Step[] {
  return ["intro", "who", ...(who === undefined ? [] : PATHS[who])];
}

/** "Step N of M" for a numbered page (every page but the intro and the confirmation). */
export function stepNumber(
  step: Step,
  who: Who | undefined,
): { current: number; total: number } | null {
  const numbered: readonly Step[] = ["who", ...PATHS[who ?? "myself"]];
  const index = numbered.indexOf(step);
  return index === -1 ? null : { current: index + 1, total: numbered.length };
}

const self = (who: Who | undefined) => who === undefined || who === "myself";

/** The zod schema of a question page's answers. */
export function stepSchema(step: QuestionStep, who: Who | undefined) {
  const v = (key: Parameters<typeof referralMessage>[0]) => referralMessage(key);
  switch (step) {
    case "who":
      return z.object({ who: z.enum(WHO, { error: v("who") }) });
    case "name":
      return z.object({
        name: fullName({
          required: self(who) ? v("yourName") : v("theirName"),
          tooShort: v("nameTooShort"),
          tooLong: v("nameTooLong"),
        }),
      });
    case "contact":
      return z
        .object({
          email: optionalEmail({ invalid: v("emailInvalid"), tooLong: v("emailTooLong") }),
          phone: ukMobile({ invalid: v("mobileInvalid") }),
          other_contact: optionalText(v("otherTooLong")),
        })
        .superRefine((contact, ctx) => {
          if (contact.email === null && contact.phone === null && contact.other_contact === null) {
            ctx.addIssue({
              code: "custom",
              path: ["email"],
              message: self(who) ? v("contactRequiredYou") : v("contactRequiredThem"),
            });
          }
        });
    case "referrer":
      return z.object({
        referee_name: fullName({
          required: v("yourName"),
          tooShort: v("nameTooShort"),
          tooLong: v("nameTooLong"),
        }),
        referee_email: requiredEmail({
          required: v("emailRequired"),
          invalid: v("emailInvalid"),
          tooLong: v("emailTooLong"),
        }),
        referee_phone: ukPhone({ required: v("phoneRequired"), invalid: v("phoneInvalid") }),
      });
    case "organisation":
      return z.object({
        organisation: requiredText({
          required: v("organisation"),
          tooLong: v("organisationTooLong"),
        }),
      });
    case "details":
      return z.object({
        postcode_outward_code: outwardCode({ invalid: v("postcode"), full: v("postcodeFull") }),
        comments: optionalText(v("commentsTooLong")),
      });
    case "consent":
      return z.object({
        referral_consented: z.literal("yes", { error: v("referralConsent") }).transform(() => true),
        feedback_consented: z.string().transform((value) => value === "yes"),
      });
  }
}

type ValidationKey = keyof (typeof messages)["referralForm"]["validation"];

function referralMessage(key: ValidationKey): string {
  return t(`referralForm.validation.${key}`);
}

function answersOf(step: QuestionStep, values: Readonly<Record<string, string>>) {
  return Object.fromEntries(STEP_FIELDS[step].map((field) => [field, values[field] ?? ""]));
}

/** Checks one page's answers. */
export function validateStep(step: QuestionStep, values: Readonly<Record<string, string>>) {
  const schema: z.ZodType<Record<string, unknown>> = stepSchema(step, whoOf(values));
  return validate(schema, answersOf(step, values));
}

/** The first page of the journey whose answers are missing or no longer valid; `null` if none. */
export function firstIncompleteStep(values: Readonly<Record<string, string>>): Step | null {
  for (const step of journey(whoOf(values))) {
    if (isQuestionStep(step) && step !== "consent" && !validateStep(step, values).ok) return step;
  }
  return null;
}

/** Where a GET of `step` may go: itself, or the first earlier page still to answer. */
export function reachableStep(step: Step, values: Readonly<Record<string, string>>): Step {
  if (step === "intro" || step === "who" || step === "confirmation") return step;
  const steps = journey(whoOf(values));
  const incomplete = firstIncompleteStep(values);
  if (!steps.includes(step)) return incomplete ?? "check";
  if (incomplete !== null && steps.indexOf(incomplete) < steps.indexOf(step)) return incomplete;
  return step;
}

/**
 * The page after `step`. Changing an answer from "check your answers" returns there, unless the
 * change opened pages still to answer (choosing "someone else" instead of "myself").
 */
export function nextStep(
  step: Step,
  values: Readonly<Record<string, string>>,
  changing: boolean,
): Step {
  if (changing) return firstIncompleteStep(values) ?? "check";
  const steps = journey(whoOf(values));
  return steps[steps.indexOf(step) + 1] ?? "check";
}

/** The back link's page: the previous page, or "check your answers" while changing an answer. */
export function previousStep(step: Step, who: Who | undefined, changing: boolean): Step | null {
  if (changing) return "check";
  if (step === "intro" || step === "confirmation") return null;
  const steps = journey(who);
  return steps[steps.indexOf(step) - 1] ?? null;
}

/** Where each API field's error is shown (422 mapping). */
export const API_FIELD_TARGETS: Record<string, FieldTarget> = {
  name: { step: "name", field: "name" },
  email: { step: "contact", field: "email" },
  phone: { step: "contact", field: "phone" },
  other_contact: { step: "contact", field: "other_contact" },
  referee_name: { step: "referrer", field: "referee_name" },
  referee_email: { step: "referrer", field: "referee_email" },
  referee_phone: { step: "referrer", field: "referee_phone" },
  organisation: { step: "organisation", field: "organisation" },
  postcode_outward_code: { step: "details", field: "postcode_outward_code" },
  comments: { step: "details", field: "comments" },
  referral_consented: { step: "consent", field: "referral_consented" },
  feedback_consented: { step: "consent", field: "feedback_consented" },
};

export type ReferralBodyResult =
  { ok: true; body: ReferralRequest } | { ok: false; step: Step; errors: Record<string, string> };

/**
 * The `POST /referrals` body from the answers, each page parsed again (normalised phone numbers,
 * outward code, blanks as null). Pages off the chosen path are ignored, so switching from
 * "someone else" to "myself" sends no referrer. `familyTaxonomyId` is the organisation taxonomy
 * a friend-or-family referral is filed under.
 */
export function referralBody(
  serviceId: string,
  values: Readonly<Record<string, string>>,
  familyTaxonomyId: string | null,
): ReferralBodyResult {
  const who = whoOf(values);
  const parsed: Record<string, unknown> = {};
  for (const step of journey(who)) {
    if (!isQuestionStep(step) || step === "who") continue;
    const result = validateStep(step, values);
    if (!result.ok) return { ok: false, step, errors: result.errors };
    Object.assign(parsed, result.data);
  }
  if (who === undefined) return { ok: false, step: "who", errors: {} };
  const field = (key: string) => (parsed[key] as string | null | undefined) ?? null;
  const body: ReferralRequest = {
    service_id: serviceId,
    name: field("name") ?? "",
    email: field("email"),
    phone: field("phone"),
    other_contact: field("other_contact"),
    postcode_outward_code: field("postcode_outward_code"),
    comments: field("comments"),
    // The consent page's schema only passes when the box is ticked.
    referral_consented: true,
    feedback_consented: parsed.feedback_consented === true,
  };
  if (who === "myself") return { ok: true, body };
  const referee = {
    ...body,
    referee_name: field("referee_name"),
    referee_email: field("referee_email"),
    referee_phone: field("referee_phone"),
  };
  if (who === "someone-else") {
    return {
      ok: true,
      body: { ...referee, organisation_taxonomy_id: null, organisation: field("organisation") },
    };
  }
  // Without the configured taxonomy the API still needs an organisation: say what it was.
  return {
    ok: true,
    body:
      familyTaxonomyId === null
        ? { ...referee, organisation_taxonomy_id: null, organisation: t("referral.who.friend") }
        : { ...referee, organisation_taxonomy_id: familyTaxonomyId, organisation: null },
  };
}
