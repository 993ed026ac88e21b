// Every question of the referral, declared once (journeys/fields.tsx): its name, its check with
// the message people see, its input with the words of the message catalogue, its row on "check
// your answers" and its key in `POST /referrals` (contract §5.1). Most are worded for whoever is
// being connected, which the first question ("who") decides. The pages that ask them are in
// referral-journey.tsx.
import { z } from "zod";

import type { Service } from "@hub/api-client/schemas";
import { t } from "@hub/core/messages";
import type { messages } from "@hub/core/messages";

import { CONTACT_INPUTS } from "../../forms/contact-inputs.ts";
import type { OrganisationOption } from "../../forms/organisations.tsx";
import {
  fullName,
  MAX_TEXT,
  optionalEmail,
  optionalText,
  outwardCode,
  requiredEmail,
  requiredText,
  ukMobile,
  ukPhone,
} from "../../forms/validators.ts";
import { checkboxes, radios, textarea, textInput } from "../../journeys/fields.tsx";
import type { Answers } from "../../journeys/journey.ts";
import type { Site } from "../../site.ts";

/** What the referral pages are rendered with. */
export type ReferralContext = {
  site: Site;
  service: Service;
  /** Suggested on the organisation question (loaded for that page only). */
  organisations: readonly OrganisationOption[];
  /**
   * Whether the API says referrals reach nobody (decision 0071): loaded for the start page and the
   * confirmation only.
   */
  deliveryOff?: boolean;
};

export const WHO = ["myself", "friend", "someone-else"] as const;
export type Who = (typeof WHO)[number];

export function whoOf(answers: Answers): Who | undefined {
  return WHO.find((who) => who === answers.who);
}

/** Before "who" is answered, the path is the shortest one, a self referral's. */
export const isSelf = (answers: Answers) => (whoOf(answers) ?? "myself") === "myself";

export const WHO_LABELS: Readonly<Record<Who, string>> = {
  myself: t("referral.who.myself"),
  friend: t("referral.who.friend"),
  "someone-else": t("referral.who.someoneElse"),
};
const WHO_HINTS: Readonly<Record<Who, string>> = {
  myself: t("referral.who.myselfHint"),
  friend: t("referral.who.friendHint"),
  "someone-else": t("referral.who.someoneElseHint"),
};

type ValidationKey = keyof (typeof messages)["referralForm"]["validation"];
export const v = (key: ValidationKey): string => t(`referralForm.validation.${key}`);

type RowKey = keyof (typeof messages)["referralForm"]["rows"];
const row = (key: RowKey, value?: (answers: Answers) => string) => ({
  label: t(`referralForm.rows.${key}`),
  ...(value === undefined ? {} : { value }),
});

export const who = radios<ReferralContext>({
  name: "who",
  schema: z.enum(WHO, { error: v("who") }),
  props: ({ context }) => ({
    legend: t("referral.who.title", { service: context.service.name }),
    isPageHeading: true,
    items: WHO.map((value) => ({ value, label: WHO_LABELS[value], hint: WHO_HINTS[value] })),
  }),
  row: row("who", (answers) => WHO_LABELS[whoOf(answers) ?? "myself"]),
});

// The person being connected --------------------------------------------------------------------

export const personName = textInput<ReferralContext>({
  name: "name",
  schema: (answers) =>
    fullName({
      required: isSelf(answers) ? v("yourName") : v("theirName"),
      tooShort: v("nameTooShort"),
      tooLong: v("nameTooLong"),
    }),
  props: ({ context, answers }) => {
    const self = isSelf(answers);
    return {
      label: self ? t("referral.name.yourName") : t("referral.name.theirName"),
      isPageHeading: true,
      autoComplete: self ? "name" : "off",
      ...(self ? {} : { hint: t("referral.name.contactedBy", { service: context.service.name }) }),
      spellCheck: false,
      width: "20",
    };
  },
  row: row("name"),
  api: "name",
});

export const email = textInput({
  name: "email",
  schema: optionalEmail({ invalid: v("emailInvalid"), tooLong: v("emailTooLong") }),
  props: ({ answers }) => ({
    type: "email",
    label: isSelf(answers) ? t("referral.contact.yourEmail") : t("referral.contact.theirEmail"),
    autoComplete: isSelf(answers) ? "email" : "off",
    spellCheck: false,
    width: "30",
  }),
  row: row("email"),
  api: "email",
});

export const phone = textInput({
  name: "phone",
  schema: ukMobile({ invalid: v("mobileInvalid") }),
  props: ({ answers }) => ({
    type: "tel",
    label: isSelf(answers)
      ? t("referralForm.contact.yourPhone")
      : t("referralForm.contact.theirPhone"),
    hint: t("referralForm.contact.phoneHint"),
    autoComplete: isSelf(answers) ? "tel" : "off",
    width: "20",
  }),
  row: row("phone"),
  api: "phone",
});

export const otherContact = textarea({
  name: "other_contact",
  schema: optionalText(v("otherTooLong")),
  props: ({ answers }) => ({
    label: isSelf(answers)
      ? t("referralForm.contact.yourOther")
      : t("referralForm.contact.theirOther"),
    hint: isSelf(answers)
      ? t("referral.contact.yourAlternativeHint")
      : t("referral.contact.theirAlternativeHint"),
    characterLimit: MAX_TEXT,
    rows: 3,
  }),
  row: row("otherContact"),
  api: "other_contact",
});

// The person making the referral for someone else ----------------------------------------------

export const refereeName = textInput({
  name: "referee_name",
  schema: fullName({
    required: v("yourName"),
    tooShort: v("nameTooShort"),
    tooLong: v("nameTooLong"),
  }),
  props: { ...CONTACT_INPUTS.name, label: t("referralForm.referrer.name") },
  row: row("refereeName"),
  api: "referee_name",
});

export const refereeEmail = textInput({
  name: "referee_email",
  schema: requiredEmail({
    required: v("emailRequired"),
    invalid: v("emailInvalid"),
    tooLong: v("emailTooLong"),
  }),
  props: { ...CONTACT_INPUTS.email, label: t("referralForm.referrer.email") },
  row: row("refereeEmail"),
  api: "referee_email",
});

export const refereePhone = textInput({
  name: "referee_phone",
  schema: ukPhone({ required: v("phoneRequired"), invalid: v("phoneInvalid") }),
  props: {
    ...CONTACT_INPUTS.phone,
    label: t("referralForm.referrer.phone"),
    hint: t("referralForm.referrer.phoneHint"),
  },
  row: row("refereePhone"),
  api: "referee_phone",
});

export const organisation = textInput({
  name: "organisation",
  schema: requiredText({ required: v("organisation"), tooLong: v("organisationTooLong") }),
  props: {
    label: t("referralForm.organisation.title"),
    hint: t("referralForm.organisation.hint"),
    isPageHeading: true,
    list: "referral-organisations",
    autoComplete: "organization",
    width: "30",
  },
  row: row("organisation"),
  api: "organisation",
});

// Anything else, and consent ---------------------------------------------------------------------

export const postcode = textInput<ReferralContext>({
  name: "postcode_outward_code",
  schema: outwardCode({ invalid: v("postcode"), full: v("postcodeFull") }),
  props: ({ context, answers }) => ({
    label: t("referralForm.details.postcode"),
    hint: t("referralForm.details.postcodeHint", { service: context.service.name }),
    optional: true,
    autoComplete: isSelf(answers) ? "postal-code" : "off",
    spellCheck: false,
    width: "10",
  }),
  row: row("postcode", (answers) => answers.postcode_outward_code?.trim().toUpperCase() ?? ""),
  api: "postcode_outward_code",
});

export const comments = textarea({
  name: "comments",
  schema: optionalText(v("commentsTooLong")),
  props: {
    label: t("referralForm.details.comments"),
    hint: t("referralForm.details.commentsHint"),
    optional: true,
    characterLimit: MAX_TEXT,
  },
  row: row("comments"),
  api: "comments",
});

/** Its schema only passes when the box is ticked. */
export const referralConsented = checkboxes<ReferralContext>({
  name: "referral_consented",
  schema: z.literal("yes", { error: v("referralConsent") }).transform(() => true),
  props: ({ context }) => ({
    legend: t("referralForm.consent.referral"),
    legendSize: "s",
    items: [{ value: "yes", label: t("referral.terms.agree", { service: context.service.name }) }],
  }),
  api: "referral_consented",
});

export const feedbackConsented = checkboxes({
  name: "feedback_consented",
  schema: z.string().transform((value) => value === "yes"),
  props: {
    legend: t("referralForm.consent.feedback"),
    legendSize: "s",
    hint: t("referralForm.consent.feedbackHint"),
    items: [{ value: "yes", label: t("referral.terms.feedbackConsent") }],
  },
  api: "feedback_consented",
});
