// The questions of the organisation sign-up about a first service, each declared once
// (journeys/fields.tsx) as sign-up-fields.tsx declares the others: whether to list one now, and
// what `POST /organisation-sign-up-forms` takes as `service` (contract §5.3).
import { z } from "zod";

import { CURRENT_SERVICE_TYPES } from "@hub/api-client/schemas";
import { t } from "@hub/core/messages";

import { optionalEmail, optionalText, requiredText } from "../../forms/validators.ts";
import { radios, textarea, textInput } from "../../journeys/fields.tsx";
import { no, row, yes, yesNoItems, yesOrNo } from "./sign-up-fields.tsx";
import { markdown, optionalUrl, sluggableName, v } from "./sign-up-rules.ts";

/** The API's limits on the summary and on the rendered text of the description. */
const SERVICE_INTRO_MAX = 300;
const SERVICE_DESCRIPTION_MAX = 10000;

export const addService = radios({
  name: "add_service",
  schema: z.enum(["yes", "no"], { error: v("addService") }),
  props: {
    legend: t("signUpForm.addService.title"),
    hint: t("signUpForm.addService.hint"),
    isPageHeading: true,
    items: yesNoItems(t("signUpForm.addService.yes"), t("signUpForm.addService.no")),
  },
  row: row("addService", (answers) => yesOrNo(answers.add_service)),
});

/** The service's slug is made from its name (sign-up-journey.tsx). */
export const serviceName = textInput({
  name: "service_name",
  schema: sluggableName({
    required: v("serviceName"),
    tooLong: v("serviceNameTooLong"),
    noLetters: v("serviceNameNoLetters"),
  }),
  props: { label: t("signUpForm.service.name"), width: "30" },
  row: row("serviceName"),
  api: "service.name",
  apiErrors: ["service.slug"],
});

const typeLabel = (type: string | undefined) => {
  const known = CURRENT_SERVICE_TYPES.find((current) => current === type);
  return known === undefined ? "" : t(`signUpForm.service.types.${known}`);
};

export const serviceType = radios({
  name: "service_type",
  schema: z.enum(CURRENT_SERVICE_TYPES, { error: v("serviceType") }),
  props: {
    legend: t("signUpForm.service.type"),
    legendSize: "s",
    items: CURRENT_SERVICE_TYPES.map((type) => ({ value: type, label: typeLabel(type) })),
  },
  row: row("serviceType", (answers) => typeLabel(answers.service_type)),
  api: "service.type",
});

export const serviceIntro = textarea({
  name: "service_intro",
  schema: requiredText(
    { required: v("serviceIntro"), tooLong: v("serviceIntroTooLong") },
    SERVICE_INTRO_MAX,
  ),
  props: {
    label: t("signUpForm.service.intro"),
    hint: t("signUpForm.service.introHint"),
    characterLimit: SERVICE_INTRO_MAX,
    rows: 3,
  },
  row: row("serviceIntro"),
  api: "service.intro",
});

export const serviceDescription = textarea({
  name: "service_description",
  schema: markdown(
    { required: v("serviceDescription"), tooLong: v("serviceDescriptionTooLong") },
    SERVICE_DESCRIPTION_MAX,
  ),
  props: {
    label: t("signUpForm.service.description"),
    hint: t("signUpForm.service.descriptionHint"),
    characterLimit: SERVICE_DESCRIPTION_MAX,
  },
  row: row("serviceDescription"),
  api: "service.description",
});

export const serviceIsFree = radios({
  name: "service_is_free",
  schema: z
    .enum(["yes", "no"], { error: v("serviceIsFree") })
    .transform((value) => value === "yes"),
  props: {
    legend: t("signUpForm.service.isFree"),
    legendSize: "s",
    inline: true,
    items: yesNoItems(yes, no),
  },
  row: row("serviceIsFree", (answers) => yesOrNo(answers.service_is_free)),
  api: "service.is_free",
});

export const serviceUrl = textInput({
  name: "service_url",
  schema: optionalUrl(),
  props: {
    type: "url",
    label: t("signUpForm.service.url"),
    optional: true,
    spellCheck: false,
    width: "30",
  },
  row: row("serviceUrl"),
  api: "service.url",
});

export const serviceContactName = textInput({
  name: "service_contact_name",
  schema: optionalText(v("contactNameTooLong")),
  props: {
    label: t("signUpForm.service.contactName"),
    optional: true,
    autoComplete: "off",
    width: "20",
  },
  row: row("serviceContactName"),
  api: "service.contact_name",
});

export const serviceContactEmail = textInput({
  name: "service_contact_email",
  schema: optionalEmail({ invalid: v("contactEmailInvalid"), tooLong: v("emailTooLong") }),
  props: {
    type: "email",
    label: t("signUpForm.service.contactEmail"),
    optional: true,
    autoComplete: "off",
    spellCheck: false,
    width: "30",
  },
  row: row("serviceContactEmail"),
  api: "service.contact_email",
});

export const serviceContactPhone = textInput({
  name: "service_contact_phone",
  schema: optionalText(v("contactPhoneTooLong")),
  props: {
    type: "tel",
    label: t("signUpForm.service.contactPhone"),
    optional: true,
    autoComplete: "off",
    width: "20",
  },
  row: row("serviceContactPhone"),
  api: "service.contact_phone",
});
