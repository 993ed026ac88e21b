// The organisation sign-up journey as data: which pages the answers lead through, how each page's
// answers are checked (mirroring every rule of `POST /organisation-sign-up-forms`, contract §5.3,
// with messages written for people), and how the answers become the request body.
//
// Two questions decide the path: whether the organisation is already listed (choose it by name,
// or describe a new one) and whether to list a service now.
import { z } from "zod";

import {
  CURRENT_SERVICE_TYPES,
  markdownTextLength,
  PASSWORD_SPECIAL_CHARACTERS,
} from "@hub/api-client/schemas";
import type { OrganisationSignUpRequest } from "@hub/api-client/schemas";
import { t } from "@hub/core/messages";
import type { messages } from "@hub/core/messages";

import type { FieldTarget } from "../../forms/api-errors.ts";
import {
  MAX_TEXT,
  optionalEmail,
  optionalText,
  requiredEmail,
  requiredText,
  slugify,
  ukMobile,
  ukPhone,
  validate,
} from "../../forms/validators.ts";

export const QUESTION_STEPS = [
  "details",
  "organisation-kind",
  "existing",
  "organisation",
  "add-service",
  "service",
] as const;
export type QuestionStep = (typeof QUESTION_STEPS)[number];
export type Step = QuestionStep | "check" | "confirmation";

/** The fields each question page posts. */
export const STEP_FIELDS: Record<QuestionStep, readonly string[]> = {
  details: ["first_name", "last_name", "email", "phone", "password", "password_confirmation"],
  "organisation-kind": ["organisation_kind"],
  existing: ["existing_organisation"],
  organisation: [
    "organisation_name",
    "organisation_description",
    "organisation_url",
    "organisation_email",
    "organisation_phone",
  ],
  "add-service": ["add_service"],
  service: [
    "service_name",
    "service_type",
    "service_intro",
    "service_description",
    "service_is_free",
    "service_url",
    "service_contact_name",
    "service_contact_email",
    "service_contact_phone",
  ],
};

/** The section each page belongs to, shown as the caption above its heading. */
export const STEP_SECTION: Record<QuestionStep, "details" | "organisation" | "service"> = {
  details: "details",
  "organisation-kind": "organisation",
  existing: "organisation",
  organisation: "organisation",
  "add-service": "service",
  service: "service",
};

export function isStep(value: unknown): value is Step {
  return value === "check" || value === "confirmation" || isQuestionStep(value);
}

export function isQuestionStep(value: unknown): value is QuestionStep {
  return typeof value === "string" && (QUESTION_STEPS as readonly string[]).includes(value);
}

const isExisting = (values: Readonly<Record<string, string>>) =>
  values.organisation_kind === "existing";
const wantsService = (values: Readonly<Record<string, string>>) => values.add_service === "yes";

/** Every page of the journey in order, for the answers so far. */
export function journey(values: Readonly<Record<string, string>>): readonly Step[] {
  return [
    "details",
    "organisation-kind",
    isExisting(values) ? "existing" : "organisation",
    "add-service",
    ...(wantsService(values) ? (["service"] as const) : []),
    "check",
  ];
}

/** Every message but the one with a placeholder, which is built where it is used. */
type ValidationKey = Exclude<
  keyof (typeof messages)["signUpForm"]["validation"],
  "passwordMissing"
>;
const v = (key: ValidationKey): string => t(`signUpForm.validation.${key}`);

/** "a, b and c" */
function listOf(parts: readonly string[]): string {
  return parts.length <= 1
    ? parts.join("")
    : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

/**
 * The API's password rule (8–255 characters with a lower-case letter, a capital, a digit and one
 * of its symbols), saying exactly what is missing so people can fix it in one go.
 */
export function passwordProblem(password: string): string | null {
  if (password === "") return v("password");
  if (password.length > MAX_TEXT) return v("passwordTooLong");
  const missing = [
    ...(/[a-z]/.test(password) ? [] : [v("passwordLower")]),
    ...(/[A-Z]/.test(password) ? [] : [v("passwordUpper")]),
    ...(/[0-9]/.test(password) ? [] : [v("passwordDigit")]),
    ...(Array.from(PASSWORD_SPECIAL_CHARACTERS).some((symbol) => password.includes(symbol))
      ? []
      : [v("passwordSymbol")]),
  ];
  if (missing.length > 0)
    return t("signUpForm.validation.passwordMissing", { missing: listOf(missing) });
  return password.length < 8 ? v("passwordTooShort") : null;
}

/** Whether the answers hold a valid, confirmed password (which empty password boxes keep). */
export function hasChosenPassword(values: Readonly<Record<string, string>>): boolean {
  const password = values.password ?? "";
  return passwordProblem(password) === null && values.password_confirmation === password;
}

const isWebAddress = (value: string) =>
  z.url({ protocol: /^https?$/, hostname: z.regexes.domain }).safeParse(value).success;

/** An optional http(s) address of at most 255 characters, as the API's `url` rule. */
function optionalUrl() {
  return optionalText(v("urlTooLong")).refine((value) => value === null || isWebAddress(value), {
    error: v("urlInvalid"),
  });
}

/** Required markdown whose rendered text is 1..`max` characters, as the API counts it. */
function markdown(messages: { required: string; tooLong: string }, max: number) {
  return z
    .string()
    .trim()
    .refine((value) => markdownTextLength(value) >= 1, { error: messages.required, abort: true })
    .refine((value) => markdownTextLength(value) <= max, { error: messages.tooLong });
}

/** A name the slug is made from: it must leave something once punctuation is dropped. */
function sluggableName(messages: { required: string; tooLong: string; noLetters: string }) {
  return requiredText(messages).refine((name) => slugify(name) !== "", {
    error: messages.noLetters,
  });
}

/** The zod schema of a question page's answers. */
export function stepSchema(step: QuestionStep) {
  switch (step) {
    case "details":
      return z
        .object({
          first_name: requiredText({ required: v("firstName"), tooLong: v("firstNameTooLong") }),
          last_name: requiredText({ required: v("lastName"), tooLong: v("lastNameTooLong") }),
          email: requiredEmail({
            required: v("email"),
            invalid: v("emailInvalid"),
            tooLong: v("emailTooLong"),
          }),
          phone: ukMobile({ required: v("phone"), invalid: v("phoneInvalid") }),
          password: z.string().superRefine((password, ctx) => {
            const problem = passwordProblem(password);
            if (problem !== null) ctx.addIssue({ code: "custom", message: problem });
          }),
          password_confirmation: z.string().min(1, { error: v("confirmPassword") }),
        })
        .superRefine((details, ctx) => {
          if (details.password_confirmation !== details.password) {
            ctx.addIssue({
              code: "custom",
              path: ["password_confirmation"],
              message: v("passwordMismatch"),
            });
          }
        });
    case "organisation-kind":
      return z.object({
        organisation_kind: z.enum(["existing", "new"], { error: v("organisationKind") }),
      });
    case "existing":
      return z.object({
        existing_organisation: requiredText({
          required: v("existing"),
          tooLong: v("organisationNameTooLong"),
        }),
      });
    case "organisation":
      return z.object({
        organisation_name: sluggableName({
          required: v("organisationName"),
          tooLong: v("organisationNameTooLong"),
          noLetters: v("organisationNameNoLetters"),
        }),
        organisation_description: markdown(
          {
            required: v("organisationDescription"),
            tooLong: v("organisationDescriptionTooLong"),
          },
          3000,
        ),
        organisation_url: optionalUrl(),
        organisation_email: optionalEmail({
          invalid: v("organisationEmailInvalid"),
          tooLong: v("emailTooLong"),
        }),
        organisation_phone: ukPhone({ invalid: v("organisationPhoneInvalid") }),
      });
    case "add-service":
      return z.object({ add_service: z.enum(["yes", "no"], { error: v("addService") }) });
    case "service":
      return z.object({
        service_name: sluggableName({
          required: v("serviceName"),
          tooLong: v("serviceNameTooLong"),
          noLetters: v("serviceNameNoLetters"),
        }),
        service_type: z.enum(CURRENT_SERVICE_TYPES, { error: v("serviceType") }),
        service_intro: requiredText(
          { required: v("serviceIntro"), tooLong: v("serviceIntroTooLong") },
          300,
        ),
        service_description: markdown(
          { required: v("serviceDescription"), tooLong: v("serviceDescriptionTooLong") },
          10000,
        ),
        service_is_free: z
          .enum(["yes", "no"], { error: v("serviceIsFree") })
          .transform((value) => value === "yes"),
        service_url: optionalUrl(),
        service_contact_name: optionalText(v("contactNameTooLong")),
        service_contact_email: optionalEmail({
          invalid: v("contactEmailInvalid"),
          tooLong: v("emailTooLong"),
        }),
        service_contact_phone: optionalText(v("contactPhoneTooLong")),
      });
  }
}

function answersOf(step: QuestionStep, values: Readonly<Record<string, string>>) {
  return Object.fromEntries(STEP_FIELDS[step].map((field) => [field, values[field] ?? ""]));
}

/** Checks one page's answers. */
export function validateStep(step: QuestionStep, values: Readonly<Record<string, string>>) {
  const schema: z.ZodType<Record<string, unknown>> = stepSchema(step);
  const result = validate(schema, answersOf(step, values));
  // An existing organisation is only chosen once its name has been matched to an id.
  if (result.ok && step === "existing" && (values.organisation_id ?? "") === "") {
    return { ok: false as const, errors: { existing_organisation: v("existingUnknown") } };
  }
  return result;
}

/** The first page of the journey whose answers are missing or no longer valid; `null` if none. */
export function firstIncompleteStep(values: Readonly<Record<string, string>>): QuestionStep | null {
  for (const step of journey(values)) {
    if (isQuestionStep(step) && !validateStep(step, values).ok) return step;
  }
  return null;
}

/** Where a GET of `step` may go: itself, or the first earlier page still to answer. */
export function reachableStep(step: Step, values: Readonly<Record<string, string>>): Step {
  if (step === "details" || step === "confirmation") return step;
  const steps = journey(values);
  const incomplete = firstIncompleteStep(values);
  if (!steps.includes(step)) return incomplete ?? "check";
  if (incomplete !== null && steps.indexOf(incomplete) < steps.indexOf(step)) return incomplete;
  return step;
}

/**
 * The page after `step`. Changing an answer from "check your answers" returns there, unless the
 * change opened pages still to answer (a new organisation instead of an existing one).
 */
export function nextStep(step: Step, values: Readonly<Record<string, string>>, changing: boolean) {
  if (changing) return firstIncompleteStep(values) ?? "check";
  const steps = journey(values);
  return steps[steps.indexOf(step) + 1] ?? "check";
}

/** The back link's page: the previous page, or "check your answers" while changing an answer. */
export function previousStep(
  step: Step,
  values: Readonly<Record<string, string>>,
  changing: boolean,
): Step | null {
  if (changing) return "check";
  if (step === "confirmation") return null;
  const steps = journey(values);
  return steps[steps.indexOf(step) - 1] ?? null;
}

/** Where each API field's error is shown (422 mapping). */
export const API_FIELD_TARGETS: Record<string, FieldTarget> = {
  user: { step: "details", field: "first_name" },
  "user.first_name": { step: "details", field: "first_name" },
  "user.last_name": { step: "details", field: "last_name" },
  "user.email": { step: "details", field: "email" },
  "user.phone": { step: "details", field: "phone" },
  "user.password": { step: "details", field: "password" },
  "organisation.id": { step: "existing", field: "existing_organisation" },
  "organisation.slug": { step: "organisation", field: "organisation_name" },
  "organisation.name": { step: "organisation", field: "organisation_name" },
  "organisation.description": { step: "organisation", field: "organisation_description" },
  "organisation.url": { step: "organisation", field: "organisation_url" },
  "organisation.email": { step: "organisation", field: "organisation_email" },
  "organisation.phone": { step: "organisation", field: "organisation_phone" },
  "service.slug": { step: "service", field: "service_name" },
  "service.name": { step: "service", field: "service_name" },
  "service.type": { step: "service", field: "service_type" },
  "service.intro": { step: "service", field: "service_intro" },
  "service.description": { step: "service", field: "service_description" },
  "service.is_free": { step: "service", field: "service_is_free" },
  "service.url": { step: "service", field: "service_url" },
  "service.contact_name": { step: "service", field: "service_contact_name" },
  "service.contact_email": { step: "service", field: "service_contact_email" },
  "service.contact_phone": { step: "service", field: "service_contact_phone" },
};

/**
 * The API words a taken slug in terms of a field people never see ("The organisation slug has
 * already been taken.") and a taken email in its own style ("User Email - The email entered is
 * already in use."); say what each means for what they typed, in the form's own words.
 */
export function withPeopleWording(
  errors: Readonly<Record<string, readonly string[]>>,
): Record<string, readonly string[]> {
  const taken = {
    "organisation.slug": v("organisationTaken"),
    "service.slug": v("serviceTaken"),
    "user.email": v("emailTaken"),
  };
  return Object.fromEntries(
    Object.entries(errors).map(([key, list]) => [
      key,
      key in taken && list.some((message) => /\balready\b/.test(message))
        ? [taken[key as keyof typeof taken]]
        : list,
    ]),
  );
}

export type SignUpBodyResult =
  | { ok: true; body: OrganisationSignUpRequest }
  | { ok: false; step: QuestionStep; errors: Record<string, string> };

/**
 * The `POST /organisation-sign-up-forms` body from the answers, each page of the chosen path
 * parsed again (compact phone numbers, blanks as null, slugs from the names). Pages off the path
 * are ignored, so switching to an existing organisation sends no new one.
 */
export function signUpBody(values: Readonly<Record<string, string>>): SignUpBodyResult {
  const parsed: Record<string, unknown> = {};
  for (const step of journey(values)) {
    if (!isQuestionStep(step)) continue;
    const result = validateStep(step, values);
    if (!result.ok) return { ok: false, step, errors: result.errors };
    Object.assign(parsed, result.data);
  }
  const text = (key: string) => (parsed[key] as string | null | undefined) ?? null;
  const required = (key: string) => text(key) ?? "";
  const user = {
    first_name: required("first_name"),
    last_name: required("last_name"),
    email: required("email"),
    phone: required("phone"),
    password: required("password"),
  };
  const organisation = isExisting(values)
    ? { id: values.organisation_id ?? "" }
    : {
        slug: slugify(required("organisation_name")),
        name: required("organisation_name"),
        description: required("organisation_description"),
        url: text("organisation_url"),
        email: text("organisation_email"),
        phone: text("organisation_phone"),
      };
  if (!wantsService(values)) return { ok: true, body: { user, organisation } };
  const service = {
    slug: slugify(required("service_name")),
    name: required("service_name"),
    type: parsed.service_type as (typeof CURRENT_SERVICE_TYPES)[number],
    intro: required("service_intro"),
    description: required("service_description"),
    // The form keeps to what a first listing needs; an admin adds the rest when approving it.
    wait_time: null,
    is_free: parsed.service_is_free === true,
    fees_text: null,
    fees_url: null,
    testimonial: null,
    video_embed: null,
    url: text("service_url"),
    contact_name: text("service_contact_name"),
    contact_phone: text("service_contact_phone"),
    contact_email: text("service_contact_email"),
    useful_infos: [],
    offerings: [],
    social_medias: [],
  };
  return { ok: true, body: { user, organisation, service } };
}
