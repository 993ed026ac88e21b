// The questions of the organisation sign-up about the person and their organisation, each
// declared once (journeys/fields.tsx): its name, its check with the message people see
// (sign-up-rules.ts), its input with the words of the message catalogue, its row on "check your
// answers" and where `POST /organisation-sign-up-forms` takes it (contract §5.3). The service's
// are in service-fields.tsx, and the pages that ask them in sign-up-journey.tsx.
import { z } from "zod";

import { PASSWORD_MIN_LENGTH } from "@hub/api-client/schemas";
import { t } from "@hub/core/messages";
import type { messages } from "@hub/core/messages";

import {
  optionalEmail,
  requiredEmail,
  requiredText,
  ukMobile,
  ukPhone,
} from "../../forms/validators.ts";
import type { OrganisationOption } from "../../forms/organisations.tsx";
import { radios, textarea, textInput } from "../../journeys/fields.tsx";
import type { Answers } from "../../journeys/journey.ts";
import type { Site } from "../../site.ts";
import {
  hasChosenPassword,
  markdown,
  optionalUrl,
  passwordProblem,
  sluggableName,
  v,
} from "./sign-up-rules.ts";

/** What the sign-up pages are rendered with. */
export type SignUpContext = {
  site: Site;
  /** Suggested on the "which organisation?" question (loaded for that page only). */
  organisations: readonly OrganisationOption[];
  /** Whether the API says sign-ups reach nobody (decision 0071): for the confirmation. */
  deliveryOff?: boolean;
};

type RowKey = Exclude<keyof (typeof messages)["signUpForm"]["rows"], "passwordSet">;
export const row = (key: RowKey, value?: (answers: Answers) => string) => ({
  label: t(`signUpForm.rows.${key}`),
  ...(value === undefined ? {} : { value }),
});

const answer = (answers: Answers, field: string) => answers[field]?.trim() ?? "";

export const yes = t("signUpForm.service.yes");
export const no = t("signUpForm.service.no");
/** "Yes" or "No" on "check your answers", whatever the question's own words for them. */
export const yesOrNo = (value: string | undefined) =>
  value === "yes" ? yes : value === "no" ? no : "";
export const yesNoItems = (yesLabel: string, noLabel: string) => [
  { value: "yes", label: yesLabel },
  { value: "no", label: noLabel },
];

/** The API's limit on the rendered text of the description. */
const ORGANISATION_DESCRIPTION_MAX = 3000;

// Your details ---------------------------------------------------------------------------------

export const firstName = textInput({
  name: "first_name",
  schema: requiredText({ required: v("firstName"), tooLong: v("firstNameTooLong") }),
  props: {
    label: t("signUpForm.details.firstName"),
    autoComplete: "given-name",
    spellCheck: false,
    width: "20",
  },
  row: row("name", (answers) =>
    `${answer(answers, "first_name")} ${answer(answers, "last_name")}`.trim(),
  ),
  api: "user.first_name",
  apiErrors: ["user"],
});

export const lastName = textInput({
  name: "last_name",
  schema: requiredText({ required: v("lastName"), tooLong: v("lastNameTooLong") }),
  props: {
    label: t("signUpForm.details.lastName"),
    autoComplete: "family-name",
    spellCheck: false,
    width: "20",
  },
  api: "user.last_name",
});

export const email = textInput({
  name: "email",
  schema: requiredEmail({
    required: v("email"),
    invalid: v("emailInvalid"),
    tooLong: v("emailTooLong"),
  }),
  props: {
    type: "email",
    label: t("signUpForm.details.email"),
    autoComplete: "email",
    spellCheck: false,
    width: "30",
  },
  row: row("email"),
  api: "user.email",
});

export const phone = textInput({
  name: "phone",
  schema: ukMobile({ required: v("phone"), invalid: v("phoneInvalid") }),
  props: {
    type: "tel",
    label: t("signUpForm.details.phone"),
    hint: t("signUpForm.details.phoneHint"),
    autoComplete: "tel",
    width: "20",
  },
  row: row("phone"),
  api: "user.phone",
});

const passwordHint = t("signUpForm.details.passwordHint", { min: PASSWORD_MIN_LENGTH });

/** Never written back into the page: empty boxes keep a chosen password (sign-up-route.tsx). */
export const password = textInput({
  name: "password",
  schema: z.string().superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem !== null) ctx.addIssue({ code: "custom", message: problem });
  }),
  props: ({ answers }) => ({
    type: "password",
    label: t("signUpForm.details.password"),
    hint: hasChosenPassword(answers)
      ? `${passwordHint}. ${t("signUpForm.details.passwordKept")}`
      : passwordHint,
    autoComplete: "new-password",
    spellCheck: false,
    width: "20",
  }),
  refill: false,
  row: row("password", () => t("signUpForm.rows.passwordSet")),
  api: "user.password",
});

export const passwordConfirmation = textInput({
  name: "password_confirmation",
  schema: z.string().min(1, { error: v("confirmPassword") }),
  props: {
    type: "password",
    label: t("signUpForm.details.confirmPassword"),
    autoComplete: "new-password",
    spellCheck: false,
    width: "20",
  },
  refill: false,
});

// Your organisation -----------------------------------------------------------------------------

export const organisationKind = radios<SignUpContext>({
  name: "organisation_kind",
  schema: z.enum(["existing", "new"], { error: v("organisationKind") }),
  props: ({ context }) => ({
    legend: t("signUpForm.organisationKind.title", { appName: context.site.config.appName }),
    isPageHeading: true,
    items: [
      { value: "existing", label: t("signUpForm.organisationKind.existing") },
      { value: "new", label: t("signUpForm.organisationKind.new") },
    ],
  }),
  row: row("organisationKind", (answers) => (answers.organisation_kind === "existing" ? yes : no)),
});

/** Matched to a listed organisation's id by its name before the page is accepted. */
export const existingOrganisation = textInput({
  name: "existing_organisation",
  schema: requiredText({ required: v("existing"), tooLong: v("organisationNameTooLong") }),
  props: {
    label: t("signUpForm.existing.title"),
    hint: t("signUpForm.existing.hint"),
    isPageHeading: true,
    list: "sign-up-organisations",
    autoComplete: "organization",
    width: "30",
  },
  row: row("organisation"),
  apiErrors: ["organisation.id"],
});

/** The organisation's slug is made from its name (sign-up-journey.tsx). */
export const organisationName = textInput({
  name: "organisation_name",
  schema: sluggableName({
    required: v("organisationName"),
    tooLong: v("organisationNameTooLong"),
    noLetters: v("organisationNameNoLetters"),
  }),
  props: { label: t("signUpForm.organisation.name"), autoComplete: "organization", width: "30" },
  row: row("organisation"),
  api: "organisation.name",
  apiErrors: ["organisation.slug"],
});

export const organisationDescription = textarea({
  name: "organisation_description",
  schema: markdown(
    {
      required: v("organisationDescription"),
      tooLong: v("organisationDescriptionTooLong"),
    },
    ORGANISATION_DESCRIPTION_MAX,
  ),
  props: {
    label: t("signUpForm.organisation.description"),
    hint: t("signUpForm.organisation.descriptionHint"),
    characterLimit: ORGANISATION_DESCRIPTION_MAX,
  },
  row: row("organisationDescription"),
  api: "organisation.description",
});

export const organisationUrl = textInput({
  name: "organisation_url",
  schema: optionalUrl(),
  props: {
    type: "url",
    label: t("signUpForm.organisation.url"),
    hint: t("signUpForm.organisation.urlHint"),
    optional: true,
    autoComplete: "url",
    spellCheck: false,
    width: "30",
  },
  row: row("organisationUrl"),
  api: "organisation.url",
});

export const organisationEmail = textInput({
  name: "organisation_email",
  schema: optionalEmail({ invalid: v("organisationEmailInvalid"), tooLong: v("emailTooLong") }),
  props: {
    type: "email",
    label: t("signUpForm.organisation.email"),
    optional: true,
    autoComplete: "off",
    spellCheck: false,
    width: "30",
  },
  row: row("organisationEmail"),
  api: "organisation.email",
});

export const organisationPhone = textInput({
  name: "organisation_phone",
  schema: ukPhone({ invalid: v("organisationPhoneInvalid") }),
  props: {
    type: "tel",
    label: t("signUpForm.organisation.phone"),
    hint: t("signUpForm.organisation.phoneHint"),
    optional: true,
    autoComplete: "off",
    width: "20",
  },
  row: row("organisationPhone"),
  api: "organisation.phone",
});
