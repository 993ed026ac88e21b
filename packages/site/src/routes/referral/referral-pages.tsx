// The pages of the referral journey: one question per page, in GOV.UK style, each re-showing
// the answers and errors its session holds.
import type { ReactNode } from "react";

import type { Service } from "@hub/api-client/schemas";
import { t } from "@hub/core/messages";
import { paths } from "@hub/core/urls";
import { BackLink } from "@hub/ui/back-link";
import { Button } from "@hub/ui/button";
import { Checkboxes } from "@hub/ui/checkboxes";
import { ConfirmationPanel } from "@hub/ui/confirmation-panel";
import { Fieldset } from "@hub/ui/fieldset";
import { Hint } from "@hub/ui/hint";
import { Radios } from "@hub/ui/radios";
import { StepIndicator } from "@hub/ui/step-indicator";
import { TextInput } from "@hub/ui/text-input";
import { Textarea } from "@hub/ui/textarea";

import type { OrganisationOption } from "../../forms/organisations.tsx";
import { OrganisationDatalist } from "../../forms/organisations.tsx";
import type { SummaryRow } from "../../forms/page.tsx";
import { FormErrorSummary, SummaryList } from "../../forms/page.tsx";
import type { FormState, PageErrors } from "../../forms/state.ts";
import { MAX_TEXT } from "../../forms/validators.ts";
import type { Site } from "../../site.ts";
import { referralAnswerHref, referralStepHref } from "./links.ts";
import { previousStep, stepNumber, whoOf } from "./steps.ts";
import type { Step, Who } from "./steps.ts";

/** Input ids: prefixed so they never clash with the site chrome's. */
const fieldId = (field: string) => `referral-${field.replaceAll("_", "-")}`;
const ids = (fields: readonly string[]) =>
  Object.fromEntries(fields.map((field) => [field, fieldId(field)]));

export type ReferralStepPageProps = {
  site: Site;
  service: Service;
  step: Step;
  changing: boolean;
  state: FormState;
  organisations: readonly OrganisationOption[];
};

type Context = ReferralStepPageProps & {
  who: Who | undefined;
  self: boolean;
  values: Readonly<Record<string, string>>;
  errors: PageErrors | undefined;
  error: (field: string) => { error?: string };
};

export function ReferralStepPage(props: ReferralStepPageProps) {
  const { state, step } = props;
  const who = whoOf(state.values);
  const errors = state.errors[step];
  const context: Context = {
    ...props,
    who,
    self: who === undefined || who === "myself",
    values: state.values,
    errors,
    error: (field) => {
      const message = errors?.fields[field];
      return message === undefined ? {} : { error: message };
    },
  };
  switch (step) {
    case "intro":
      return <IntroPage {...context} />;
    case "check":
      return <CheckPage {...context} />;
    case "confirmation":
      return <ConfirmationPage {...context} />;
    default:
      return <QuestionPage {...context} />;
  }
}

function Frame({ context, children }: { context: Context; children: ReactNode }) {
  const { service, step, who, changing } = context;
  const back = previousStep(step, who, changing);
  const number = stepNumber(step, who);
  return (
    <div className="flex max-w-prose flex-col gap-6">
      <BackLink
        href={back === null ? paths.service(service.slug) : referralStepHref(service.slug, back)}
      >
        {back === null ? t("referral.backToService") : t("referral.back")}
      </BackLink>
      {number === null ? (
        <p className="text-lg text-text-muted">
          {t("referralForm.unnumbered", { service: service.name })}
        </p>
      ) : (
        <StepIndicator current={number.current} total={number.total} />
      )}
      {children}
    </div>
  );
}

function IntroPage(context: Context) {
  const { service, site } = context;
  const time = site.config.referral.replyTime;
  return (
    <Frame context={context}>
      <h1 className="text-2xl font-bold">{t("referral.connectTo", { service: service.name })}</h1>
      <FormErrorSummary errors={context.errors} fieldIds={{}} />
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
    </Frame>
  );
}

function QuestionPage(context: Context) {
  const { service, step, changing, state } = context;
  const { fields, body } = question(context);
  return (
    <Frame context={context}>
      <FormErrorSummary errors={context.errors} fieldIds={ids(fields)} />
      <form
        method="post"
        action={referralAnswerHref(service.slug)}
        noValidate
        className="flex flex-col gap-6"
      >
        <input type="hidden" name="step" value={step} />
        <input type="hidden" name="token" value={state.token} />
        {changing ? <input type="hidden" name="change" value="1" /> : null}
        {body}
        <div>
          <Button>{step === "consent" ? t("referral.terms.submit") : t("forms.continue")}</Button>
        </div>
      </form>
      {step === "consent" ? (
        <p>
          <a href={paths.service(service.slug)}>{t("referral.terms.disagree")}</a>
        </p>
      ) : null}
    </Frame>
  );
}

function question(context: Context): { fields: readonly string[]; body: ReactNode } {
  const { service, step, self, values, error } = context;
  const value = (field: string) => values[field] ?? "";
  switch (step) {
    case "who":
      return {
        fields: ["who"],
        body: (
          <Radios
            name="who"
            idPrefix={fieldId("who")}
            legend={t("referral.who.title", { service: service.name })}
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
      };
    case "name":
      return {
        fields: ["name"],
        body: (
          <TextInput
            id={fieldId("name")}
            name="name"
            label={self ? t("referral.name.yourName") : t("referral.name.theirName")}
            isPageHeading
            {...(self ? { autoComplete: "name" } : { autoComplete: "off" })}
            {...(self ? {} : { hint: t("referral.name.contactedBy", { service: service.name }) })}
            spellCheck={false}
            defaultValue={value("name")}
            width="20"
            {...error("name")}
          />
        ),
      };
    case "contact":
      return {
        fields: ["email", "phone", "other_contact"],
        body: (
          <Fieldset
            isPageHeading
            describedBy="referral-contact-hint"
            legend={t(self ? "referralForm.contact.yourTitle" : "referralForm.contact.theirTitle", {
              service: service.name,
            })}
          >
            <Hint id="referral-contact-hint">{t("referralForm.contact.hint")}</Hint>
            <TextInput
              id={fieldId("email")}
              name="email"
              type="email"
              label={self ? t("referral.contact.yourEmail") : t("referral.contact.theirEmail")}
              autoComplete={self ? "email" : "off"}
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
                self ? t("referralForm.contact.yourPhone") : t("referralForm.contact.theirPhone")
              }
              hint={t("referralForm.contact.phoneHint")}
              autoComplete={self ? "tel" : "off"}
              defaultValue={value("phone")}
              width="20"
              {...error("phone")}
            />
            <Textarea
              id={fieldId("other_contact")}
              name="other_contact"
              label={
                self ? t("referralForm.contact.yourOther") : t("referralForm.contact.theirOther")
              }
              hint={
                self
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
    case "referrer":
      return {
        fields: ["referee_name", "referee_email", "referee_phone"],
        body: (
          <Fieldset
            isPageHeading
            describedBy="referral-referrer-hint"
            legend={t("referralForm.referrer.title")}
          >
            <Hint id="referral-referrer-hint">
              {t("referral.referrer.notified", { service: service.name, name: value("name") })}
            </Hint>
            <TextInput
              id={fieldId("referee_name")}
              name="referee_name"
              label={t("referralForm.referrer.name")}
              autoComplete="name"
              spellCheck={false}
              defaultValue={value("referee_name")}
              width="20"
              {...error("referee_name")}
            />
            <TextInput
              id={fieldId("referee_email")}
              name="referee_email"
              type="email"
              label={t("referralForm.referrer.email")}
              autoComplete="email"
              spellCheck={false}
              defaultValue={value("referee_email")}
              width="30"
              {...error("referee_email")}
            />
            <TextInput
              id={fieldId("referee_phone")}
              name="referee_phone"
              type="tel"
              label={t("referralForm.referrer.phone")}
              hint={t("referralForm.referrer.phoneHint")}
              autoComplete="tel"
              defaultValue={value("referee_phone")}
              width="20"
              {...error("referee_phone")}
            />
          </Fieldset>
        ),
      };
    case "organisation":
      return {
        fields: ["organisation"],
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
      };
    case "details":
      return {
        fields: ["postcode_outward_code", "comments"],
        body: (
          <Fieldset
            isPageHeading
            legend={t("referralForm.details.title", { service: service.name })}
          >
            <TextInput
              id={fieldId("postcode_outward_code")}
              name="postcode_outward_code"
              label={t("referralForm.details.postcode")}
              hint={t("referralForm.details.postcodeHint", { service: service.name })}
              optional
              autoComplete={self ? "postal-code" : "off"}
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
      };
    case "consent":
      return {
        fields: ["referral_consented", "feedback_consented"],
        body: <ConsentQuestions {...context} />,
      };
    default:
      return { fields: [], body: null };
  }
}

function ConsentQuestions(context: Context) {
  const { service, values, error } = context;
  const name = service.name;
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
        values={values.referral_consented === "yes" ? ["yes"] : []}
        items={[{ value: "yes", label: t("referral.terms.agree", { service: name }) }]}
        {...error("referral_consented")}
      />
      <Checkboxes
        name="feedback_consented"
        idPrefix={fieldId("feedback_consented")}
        legend={t("referralForm.consent.feedback")}
        legendSize="s"
        hint={t("referralForm.consent.feedbackHint")}
        values={values.feedback_consented === "yes" ? ["yes"] : []}
        items={[{ value: "yes", label: t("referral.terms.feedbackConsent") }]}
        {...error("feedback_consented")}
      />
    </>
  );
}

function whoLabel(who: Who | undefined): string {
  if (who === "friend") return t("referral.who.friend");
  if (who === "someone-else") return t("referral.who.someoneElse");
  return t("referral.who.myself");
}

/** The rows of "check your answers" for the chosen path. */
export function checkRows(slug: string, values: Readonly<Record<string, string>>): SummaryRow[] {
  const who = whoOf(values);
  const change = (step: Step) => referralStepHref(slug, step, true);
  const value = (field: string) => values[field]?.trim() ?? "";
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

function CheckPage(context: Context) {
  const { service, values } = context;
  return (
    <Frame context={context}>
      <h1 className="text-2xl font-bold">{t("referralForm.checkTitle")}</h1>
      <SummaryList rows={checkRows(service.slug, values)} />
      <div>
        <Button href={referralStepHref(service.slug, "consent")}>{t("forms.continue")}</Button>
      </div>
    </Frame>
  );
}

function ConfirmationPage(context: Context) {
  const { service, site, state } = context;
  const reference = state.done?.result.reference ?? "";
  const time = site.config.referral.replyTime;
  const [questionsBefore = "", questionsAfter = ""] = t("referral.confirmation.questions", {
    email: "\u0000",
  }).split("\u0000");
  return (
    <div className="flex max-w-prose flex-col gap-6">
      <ConfirmationPanel title={t("referral.confirmation.title")}>
        {reference === "" ? null : (
          <p>
            {t("referral.confirmation.reference")}
            <strong className="block text-2xl tracking-wider">{reference}</strong>
          </p>
        )}
      </ConfirmationPanel>
      <p>{t("referral.confirmation.sent", { service: service.name })}</p>
      <h2 className="text-xl font-bold">{t("referral.confirmation.whatNext")}</h2>
      <p>{t("referral.confirmation.within", { time, service: service.name })}</p>
      <p>
        {questionsBefore}
        <a href={`mailto:${site.config.contactEmail}`}>{site.config.contactEmail}</a>
        {questionsAfter}
      </p>
      <p>
        <a href={paths.service(service.slug)}>
          {t("referralForm.confirmation.backToService", { service: service.name })}
        </a>
      </p>
    </div>
  );
}
