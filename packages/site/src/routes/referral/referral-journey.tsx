// The referral journey declared (journey.ts): which pages a path goes through, which of the
// fields (referral-fields.tsx) each page asks and what it shows around them, and how the answers
// become a `POST /referrals` body (contract §5.1).
//
// "Who" decides the path. Every page after the intro says "Step N of M", the "who" question
// included: M counts the pages of the path chosen, or, before anything is chosen, of the shortest
// one ("myself"), which the count then grows from if another answer opens more pages.
import type { ReferralRequest } from "@hub/api-client/schemas";
import { t } from "@hub/core/messages";
import { paths } from "@hub/core/urls";
import { Fieldset } from "@hub/ui/fieldset";
import { Hint } from "@hub/ui/hint";

import { OrganisationDatalist } from "../../forms/organisations.tsx";
import { apiValues, question } from "../../journeys/fields.tsx";
import { defineJourney, stepHref } from "../../journeys/journey.ts";
import type { Answers } from "../../journeys/journey.ts";
import {
  comments,
  email,
  feedbackConsented,
  isSelf,
  organisation,
  otherContact,
  personName,
  phone,
  postcode,
  refereeEmail,
  refereeName,
  refereePhone,
  referralConsented,
  v,
  who,
  WHO_LABELS,
  whoOf,
} from "./referral-fields.tsx";
import type { ReferralContext, Who } from "./referral-fields.tsx";
import { ConsentTerms, IntroPage } from "./referral-pages.tsx";

export { whoOf } from "./referral-fields.tsx";
export type { Who } from "./referral-fields.tsx";

const hasReferrer = (answers: Answers) => !isSelf(answers);
const viaOrganisation = (answers: Answers) => whoOf(answers) === "someone-else";

export const referralJourney = defineJourney<ReferralContext>({
  counted: true,
  submitAt: "consent",
  steps: [
    {
      kind: "page",
      id: "intro",
      render: (view) => (
        <IntroPage {...view} start={referralStepHref(view.context.service.slug, "who")} />
      ),
    },
    question({ id: "who", fields: [who] }),
    question({ id: "name", fields: [personName] }),
    question({
      id: "contact",
      fields: [email, phone, otherContact],
      across: (answers) => (contact, ctx) => {
        if ([email, phone, otherContact].every((field) => contact[field.name] === null)) {
          ctx.addIssue({
            code: "custom",
            path: [email.name],
            message: isSelf(answers) ? v("contactRequiredYou") : v("contactRequiredThem"),
          });
        }
      },
      render: ({ context, answers }, inputs) => ({
        body: (
          <Fieldset
            isPageHeading
            describedBy="referral-contact-hint"
            legend={t(
              isSelf(answers)
                ? "referralForm.contact.yourTitle"
                : "referralForm.contact.theirTitle",
              { service: context.service.name },
            )}
          >
            <Hint id="referral-contact-hint">{t("referralForm.contact.hint")}</Hint>
            {inputs}
          </Fieldset>
        ),
      }),
    }),
    question({
      id: "referrer",
      fields: [refereeName, refereeEmail, refereePhone],
      when: hasReferrer,
      render: ({ context, value }, inputs) => ({
        body: (
          <Fieldset
            isPageHeading
            describedBy="referral-referrer-hint"
            legend={t("referralForm.referrer.title")}
          >
            <Hint id="referral-referrer-hint">
              {t("referral.referrer.notified", {
                service: context.service.name,
                name: value(personName.name),
              })}
            </Hint>
            {inputs}
          </Fieldset>
        ),
      }),
    }),
    question({
      id: "organisation",
      fields: [organisation],
      when: viaOrganisation,
      render: ({ context }, inputs) => ({
        body: (
          <>
            {inputs}
            <OrganisationDatalist id="referral-organisations" options={context.organisations} />
          </>
        ),
      }),
    }),
    question({
      id: "details",
      fields: [postcode, comments],
      render: ({ context }, inputs) => ({
        body: (
          <Fieldset
            isPageHeading
            legend={t("referralForm.details.title", { service: context.service.name })}
          >
            {inputs}
          </Fieldset>
        ),
      }),
    }),
    { kind: "check", id: "check" },
    question({
      id: "consent",
      fields: [referralConsented, feedbackConsented],
      render: (view, inputs) => ({
        body: (
          <>
            <ConsentTerms {...view} />
            {inputs}
          </>
        ),
        submitLabel: t("referral.terms.submit"),
        after: (
          <p>
            <a href={paths.service(view.context.service.slug)}>{t("referral.terms.disagree")}</a>
          </p>
        ),
      }),
    }),
  ],
});

/** The page of a step (`changing` marks a change made from "check your answers"). */
function referralStepHref(slug: string, step: string, changing = false): string {
  return stepHref(paths.serviceReferral(slug), referralJourney.start, step, changing);
}

/** What the fields send, by their API keys (referral-fields.tsx), as their schemas parse it. */
type Sent = Omit<ReferralRequest, "service_id">;

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
  const body: ReferralRequest = {
    service_id: serviceId,
    ...(apiValues(referralJourney, parsed) as Sent),
  };
  if (who === "myself") return body;
  if (who === "someone-else") return { ...body, organisation_taxonomy_id: null };
  // Without the configured taxonomy the API still needs an organisation: say what it was.
  return familyTaxonomyId === null
    ? { ...body, organisation_taxonomy_id: null, organisation: WHO_LABELS.friend }
    : { ...body, organisation_taxonomy_id: familyTaxonomyId, organisation: null };
}
