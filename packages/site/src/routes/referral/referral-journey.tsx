// The referral journey declared (journey.ts): which pages a path goes through, what each page
// asks and how its answers are checked, the "check your answers" rows, and how the answers become
// a `POST /referrals` body (contract §5.1).
//
// "Who" decides the path. Every page after the intro says "Step N of M", the "who" question
// included: M counts the pages of the path chosen, or, before anything is chosen, of the shortest
// one ("myself"), which the count then grows from if another answer opens more pages.
import { z } from "zod";

import type { ReferralRequest, Service } from "@hub/api-client/schemas";
import { t } from "@hub/core/messages";
import type { messages } from "@hub/core/messages";
import { paths } from "@hub/core/urls";
import { Button } from "@hub/ui/button";
import { Checkboxes } from "@hub/ui/checkboxes";
import { Fieldset } from "@hub/ui/fieldset";
import { Hint } from "@hub/ui/hint";
import { Radios } from "@hub/ui/radios";
import { TextInput } from "@hub/ui/text-input";
import { Textarea } from "@hub/ui/textarea";

import { ContactInputs } from "../../forms/contact-inputs.tsx";
import { OrganisationDatalist } from "../../forms/organisations.tsx";
import type { OrganisationOption } from "../../forms/organisations.tsx";
import { FormErrorSummary } from "../../forms/page.tsx";
import type { SummaryRow } from "../../forms/page.tsx";
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
import { defineJourney, stepHref } from "../../journeys/journey.ts";
import type { Answers, PageView } from "../../journeys/journey.ts";
import type { Site } from "../../site.ts";

/** What the referral pages are rendered with. */
export type ReferralContext = {
  site: Site;
  service: Service;
  /** Suggested on the organisation question (loaded for that page only). */
  organisations: readonly OrganisationOption[];
};
type View = PageView<ReferralContext>;

export const WHO = ["myself", "friend", "someone-else"] as const;
export type Who = (typeof WHO)[number];

export function whoOf(answers: Answers): Who | undefined {
  return WHO.find((who) => who === answers.who);
}

/** Before "who" is answered, the path is the shortest one, a self referral's. */
const self = (answers: Answers) => (whoOf(answers) ?? "myself") === "myself";
const hasReferrer = (answers: Answers) => !self(answers);
const viaOrganisation = (answers: Answers) => whoOf(answers) === "someone-else";

type ValidationKey = keyof (typeof messages)["referralForm"]["validation"];
const v = (key: ValidationKey): string => t(`referralForm.validation.${key}`);

function whoLabel(who: Who | undefined): string {
  if (who === "friend") return t("referral.who.friend");
  if (who === "someone-else") return t("referral.who.someoneElse");
  return t("referral.who.myself");
}

export const referralJourney = defineJourney<ReferralContext>({
  counted: true,
  submitAt: "consent",
  steps: [
    { kind: "page", id: "intro", render: (view) => <IntroPage {...view} /> },
    {
      kind: "question",
      id: "who",
      fields: ["who"],
      schema: () => z.object({ who: z.enum(WHO, { error: v("who") }) }),
      render: ({ context, fieldId, value, error }) => ({
        body: (
          <Radios
            name="who"
            idPrefix={fieldId("who")}
            legend={t("referral.who.title", { service: context.service.name })}
            isPageHeading
            value={value("who")}
            {...error("who")}
            items={[
              {
                value: "myself",
                label: t("referral.who.myself"),
                hint: t("referral.who.myselfHint"),
              },
              {
                value: "friend",
                label: t("referral.who.friend"),
                hint: t("referral.who.friendHint"),
              },
              {
                value: "someone-else",
                label: t("referral.who.someoneElse"),
                hint: t("referral.who.someoneElseHint"),
              },
            ]}
          />
        ),
      }),
    },
    {
      kind: "question",
      id: "name",
      fields: ["name"],
      schema: (answers) =>
        z.object({
          name: fullName({
            required: self(answers) ? v("yourName") : v("theirName"),
            tooShort: v("nameTooShort"),
            tooLong: v("nameTooLong"),
          }),
        }),
      render: ({ context, answers, fieldId, value, error }) => {
        const isSelf = self(answers);
        return {
          body: (
            <TextInput
              id={fieldId("name")}
              name="name"
              label={isSelf ? t("referral.name.yourName") : t("referral.name.theirName")}
              isPageHeading
              {...(isSelf ? { autoComplete: "name" } : { autoComplete: "off" })}
              {...(isSelf
                ? {}
                : { hint: t("referral.name.contactedBy", { service: context.service.name }) })}
              spellCheck={false}
              defaultValue={value("name")}
              width="20"
              {...error("name")}
            />
          ),
        };
      },
    },
    {
      kind: "question",
      id: "contact",
      fields: ["email", "phone", "other_contact"],
      schema: (answers) =>
        z
          .object({
            email: optionalEmail({ invalid: v("emailInvalid"), tooLong: v("emailTooLong") }),
            phone: ukMobile({ invalid: v("mobileInvalid") }),
            other_contact: optionalText(v("otherTooLong")),
          })
          .superRefine((contact, ctx) => {
            if (
              contact.email === null &&
              contact.phone === null &&
              contact.other_contact === null
            ) {
              ctx.addIssue({
                code: "custom",
                path: ["email"],
                message: self(answers) ? v("contactRequiredYou") : v("contactRequiredThem"),
              });
            }
          }),
      render: ({ context, answers, fieldId, value, error }) => {
        const isSelf = self(answers);
        return {
          body: (
            <Fieldset
              isPageHeading
              describedBy="referral-contact-hint"
              legend={t(
                isSelf ? "referralForm.contact.yourTitle" : "referralForm.contact.theirTitle",
                { service: context.service.name },
              )}
            >
              <Hint id="referral-contact-hint">{t("referralForm.contact.hint")}</Hint>
              <TextInput
                id={fieldId("email")}
                name="email"
                type="email"
                label={isSelf ? t("referral.contact.yourEmail") : t("referral.contact.theirEmail")}
                autoComplete={isSelf ? "email" : "off"}
                spellCheck={false}
                defaultValue={value("email")}
                width="30"
                {...error("email")}
              />
              <TextInput
                id={fieldId("phone")}
                name="phone"
                type="tel"
                label={
                  isSelf
                    ? t("referralForm.contact.yourPhone")
                    : t("referralForm.contact.theirPhone")
                }
                hint={t("referralForm.contact.phoneHint")}
                autoComplete={isSelf ? "tel" : "off"}
                defaultValue={value("phone")}
                width="20"
                {...error("phone")}
              />
              <Textarea
                id={fieldId("other_contact")}
                name="other_contact"
                label={
                  isSelf
                    ? t("referralForm.contact.yourOther")
                    : t("referralForm.contact.theirOther")
                }
                hint={
                  isSelf
                    ? t("referral.contact.yourAlternativeHint")
                    : t("referral.contact.theirAlternativeHint")
                }
                characterLimit={MAX_TEXT}
                rows={3}
                defaultValue={value("other_contact")}
                {...error("other_contact")}
              />
            </Fieldset>
          ),
        };
      },
    },
    {
      kind: "question",
      id: "referrer",
      fields: ["referee_name", "referee_email", "referee_phone"],
      when: hasReferrer,
      schema: () =>
        z.object({
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
        }),
      render: ({ context, fieldId, value, error }) => ({
        body: (
          <Fieldset
            isPageHeading
            describedBy="referral-referrer-hint"
            legend={t("referralForm.referrer.title")}
          >
            <Hint id="referral-referrer-hint">
              {t("referral.referrer.notified", {
                service: context.service.name,
                name: value("name"),
              })}
            </Hint>
            <ContactInputs
              view={{ fieldId, value, error }}
              names={{ name: "referee_name", email: "referee_email", phone: "referee_phone" }}
              labels={{
                name: t("referralForm.referrer.name"),
                email: t("referralForm.referrer.email"),
                phone: t("referralForm.referrer.phone"),
              }}
              phoneHint={t("referralForm.referrer.phoneHint")}
            />
          </Fieldset>
        ),
      }),
    },
    {
      kind: "question",
      id: "organisation",
      fields: ["organisation"],
      when: viaOrganisation,
      schema: () =>
        z.object({
          organisation: requiredText({
            required: v("organisation"),
            tooLong: v("organisationTooLong"),
          }),
        }),
      render: ({ context, fieldId, value, error }) => ({
        body: (
          <>
            <TextInput
              id={fieldId("organisation")}
              name="organisation"
              label={t("referralForm.organisation.title")}
              hint={t("referralForm.organisation.hint")}
              isPageHeading
              list="referral-organisations"
              autoComplete="organization"
              defaultValue={value("organisation")}
              width="30"
              {...error("organisation")}
            />
            <OrganisationDatalist id="referral-organisations" options={context.organisations} />
          </>
        ),
      }),
    },
    {
      kind: "question",
      id: "details",
      fields: ["postcode_outward_code", "comments"],
      schema: () =>
        z.object({
          postcode_outward_code: outwardCode({ invalid: v("postcode"), full: v("postcodeFull") }),
          comments: optionalText(v("commentsTooLong")),
        }),
      render: ({ context, answers, fieldId, value, error }) => ({
        body: (
          <Fieldset
            isPageHeading
            legend={t("referralForm.details.title", { service: context.service.name })}
          >
            <TextInput
              id={fieldId("postcode_outward_code")}
              name="postcode_outward_code"
              label={t("referralForm.details.postcode")}
              hint={t("referralForm.details.postcodeHint", { service: context.service.name })}
              optional
              autoComplete={self(answers) ? "postal-code" : "off"}
              spellCheck={false}
              defaultValue={value("postcode_outward_code")}
              width="10"
              {...error("postcode_outward_code")}
            />
            <Textarea
              id={fieldId("comments")}
              name="comments"
              label={t("referralForm.details.comments")}
              hint={t("referralForm.details.commentsHint")}
              optional
              characterLimit={MAX_TEXT}
              defaultValue={value("comments")}
              {...error("comments")}
            />
          </Fieldset>
        ),
      }),
    },
    { kind: "check", id: "check" },
    {
      kind: "question",
      id: "consent",
      fields: ["referral_consented", "feedback_consented"],
      schema: () =>
        z.object({
          referral_consented: z
            .literal("yes", { error: v("referralConsent") })
            .transform(() => true),
          feedback_consented: z.string().transform((value) => value === "yes"),
        }),
      render: (view) => ({
        body: <ConsentQuestions {...view} />,
        submitLabel: t("referral.terms.submit"),
        after: (
          <p>
            <a href={paths.service(view.context.service.slug)}>{t("referral.terms.disagree")}</a>
          </p>
        ),
      }),
    },
  ],
  apiFieldTargets: {
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
  },
});

function IntroPage({ context, errors }: View) {
  const { service, site } = context;
  const time = site.config.referral.replyTime;
  return (
    <>
      <h1 className="text-2xl font-bold">{t("referral.connectTo", { service: service.name })}</h1>
      <FormErrorSummary errors={errors} fieldIds={{}} />
      <p>{t("referral.duration", { duration: site.config.referral.formDuration })}</p>
      <h2 className="text-xl font-bold">{t("referralForm.whatHappens")}</h2>
      <p>{t("referral.intro.weWill")}</p>
      <ul className="list-disc pl-6">
        <li>{t("referral.intro.send", { service: service.name })}</li>
      </ul>
      <p>{t("referral.intro.within", { time, service: service.name })}</p>
      <ul className="list-disc pl-6">
        <li>{t("referral.intro.contact")}</li>
      </ul>
      <p>{t("referral.intro.onBehalf")}</p>
      <div>
        <Button href={referralStepHref(service.slug, "who")} isStartButton>
          {t("referralForm.start")}
        </Button>
      </div>
    </>
  );
}

function ConsentQuestions({ context, answers, fieldId, error }: View) {
  const name = context.service.name;
  return (
    <>
      <h1 className="text-2xl font-bold">{t("referral.terms.title")}</h1>
      <p>{t("referral.terms.intro")}</p>
      <ul className="list-disc pl-6">
        <li>{t("referral.terms.shared", { service: name })}</li>
        <li>{t("referral.terms.serviceContact", { service: name })}</li>
        <li>{t("referral.terms.termsContact")}</li>
        <li>{t("referral.terms.authority")}</li>
      </ul>
      <p>
        <a href={paths.privacyPolicy()}>{t("referral.terms.privacy")}</a>
      </p>
      <Checkboxes
        name="referral_consented"
        idPrefix={fieldId("referral_consented")}
        legend={t("referralForm.consent.referral")}
        legendSize="s"
        values={answers.referral_consented === "yes" ? ["yes"] : []}
        items={[{ value: "yes", label: t("referral.terms.agree", { service: name }) }]}
        {...error("referral_consented")}
      />
      <Checkboxes
        name="feedback_consented"
        idPrefix={fieldId("feedback_consented")}
        legend={t("referralForm.consent.feedback")}
        legendSize="s"
        hint={t("referralForm.consent.feedbackHint")}
        values={answers.feedback_consented === "yes" ? ["yes"] : []}
        items={[{ value: "yes", label: t("referral.terms.feedbackConsent") }]}
        {...error("feedback_consented")}
      />
    </>
  );
}

/** The page of a step (`changing` marks a change made from "check your answers"). */
export function referralStepHref(slug: string, step: string, changing = false): string {
  return stepHref(paths.serviceReferral(slug), referralJourney.start, step, changing);
}

/** The rows of "check your answers" for the chosen path. */
export function checkRows(answers: Answers, change: (step: string) => string): SummaryRow[] {
  const who = whoOf(answers);
  const value = (field: string) => answers[field]?.trim() ?? "";
  const rows: SummaryRow[] = [
    { key: t("referralForm.rows.who"), value: whoLabel(who), href: change("who") },
    { key: t("referralForm.rows.name"), value: value("name"), href: change("name") },
    { key: t("referralForm.rows.email"), value: value("email"), href: change("contact") },
    { key: t("referralForm.rows.phone"), value: value("phone"), href: change("contact") },
    {
      key: t("referralForm.rows.otherContact"),
      value: value("other_contact"),
      href: change("contact"),
    },
  ];
  if (who === "friend" || who === "someone-else") {
    rows.push(
      {
        key: t("referralForm.rows.refereeName"),
        value: value("referee_name"),
        href: change("referrer"),
      },
      {
        key: t("referralForm.rows.refereeEmail"),
        value: value("referee_email"),
        href: change("referrer"),
      },
      {
        key: t("referralForm.rows.refereePhone"),
        value: value("referee_phone"),
        href: change("referrer"),
      },
    );
  }
  if (who === "someone-else") {
    rows.push({
      key: t("referralForm.rows.organisation"),
      value: value("organisation"),
      href: change("organisation"),
    });
  }
  rows.push(
    {
      key: t("referralForm.rows.postcode"),
      value: value("postcode_outward_code").toUpperCase(),
      href: change("details"),
    },
    { key: t("referralForm.rows.comments"), value: value("comments"), href: change("details") },
  );
  return rows;
}

/**
 * The `POST /referrals` body from the parsed answers (normalised phone numbers, outward code,
 * blanks as null; pages off the chosen path are not parsed, so switching from "someone else" to
 * "myself" sends no referrer). `familyTaxonomyId` is the organisation taxonomy a friend-or-family
 * referral is filed under.
 */
export function referralBody(
  serviceId: string,
  who: Who,
  parsed: Readonly<Record<string, unknown>>,
  familyTaxonomyId: string | null,
): ReferralRequest {
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
  if (who === "myself") return body;
  const referee = {
    ...body,
    referee_name: field("referee_name"),
    referee_email: field("referee_email"),
    referee_phone: field("referee_phone"),
  };
  if (who === "someone-else") {
    return { ...referee, organisation_taxonomy_id: null, organisation: field("organisation") };
  }
  // Without the configured taxonomy the API still needs an organisation: say what it was.
  return familyTaxonomyId === null
    ? { ...referee, organisation_taxonomy_id: null, organisation: t("referral.who.friend") }
    : { ...referee, organisation_taxonomy_id: familyTaxonomyId, organisation: null };
}
