// The pages of the organisation sign-up journey: GOV.UK question pages, each re-showing the answers
// and errors its session holds. The password is never written back into a page.
import type { ReactNode } from "react";

import { t } from "@hub/core/messages";
import type { messages } from "@hub/core/messages";
import { paths } from "@hub/core/urls";
import { BackLink } from "@hub/ui/back-link";
import { Button } from "@hub/ui/button";
import { ConfirmationPanel } from "@hub/ui/confirmation-panel";
import { Fieldset } from "@hub/ui/fieldset";
import { Hint } from "@hub/ui/hint";
import { Radios } from "@hub/ui/radios";
import { TextInput } from "@hub/ui/text-input";
import { Textarea } from "@hub/ui/textarea";

import type { OrganisationOption } from "../../forms/organisations.tsx";
import { OrganisationDatalist } from "../../forms/organisations.tsx";
import type { SummaryRow } from "../../forms/page.tsx";
import { FormErrorSummary, SummaryList } from "../../forms/page.tsx";
import type { FormState, PageErrors } from "../../forms/state.ts";
import type { Site } from "../../site.ts";
import { signUpAnswerHref, signUpStepHref } from "./links.ts";
import { hasChosenPassword, previousStep, STEP_SECTION } from "./steps.ts";
import type { QuestionStep, Step } from "./steps.ts";

/** Input ids: prefixed so they never clash with the site chrome's. */
const fieldId = (field: string) => `sign-up-${field.replaceAll("_", "-")}`;

export type SignUpStepPageProps = {
  site: Site;
  step: Step;
  changing: boolean;
  state: FormState;
  organisations: readonly OrganisationOption[];
};

type Context = SignUpStepPageProps & {
  values: Readonly<Record<string, string>>;
  errors: PageErrors | undefined;
  value: (field: string) => string;
  error: (field: string) => { error?: string };
};

export function SignUpStepPage(props: SignUpStepPageProps) {
  const { state, step } = props;
  const errors = state.errors[step];
  const context: Context = {
    ...props,
    values: state.values,
    errors,
    value: (field) => state.values[field] ?? "",
    error: (field) => {
      const message = errors?.fields[field];
      return message === undefined ? {} : { error: message };
    },
  };
  switch (step) {
    case "check":
      return <CheckPage {...context} />;
    case "confirmation":
      return <ConfirmationPage {...context} />;
    default:
      return <QuestionPage {...context} step={step} />;
  }
}

function Frame({ context, children }: { context: Context; children: ReactNode }) {
  const back = previousStep(context.step, context.values, context.changing);
  return (
    <div className="flex max-w-prose flex-col gap-6">
      <BackLink href={back === null ? paths.getInvolved() : signUpStepHref(back)}>
        {back === null ? t("signUpForm.backToGetInvolved") : t("signUpForm.back")}
      </BackLink>
      {children}
    </div>
  );
}

function QuestionPage(context: Context & { step: QuestionStep }) {
  const { step, changing, state, site } = context;
  const { fields, body } = question(context);
  return (
    <Frame context={context}>
      {step === "details" && !changing ? (
        <p>{t("signUpForm.intro", { appName: site.config.appName })}</p>
      ) : null}
      <FormErrorSummary
        errors={context.errors}
        fieldIds={Object.fromEntries(fields.map((field) => [field, fieldId(field)]))}
      />
      <p className="text-lg text-text-muted">{t(`signUpForm.sections.${STEP_SECTION[step]}`)}</p>
      <form method="post" action={signUpAnswerHref()} noValidate className="flex flex-col gap-6">
        <input type="hidden" name="step" value={step} />
        <input type="hidden" name="token" value={state.token} />
        {changing ? <input type="hidden" name="change" value="1" /> : null}
        {body}
        <div>
          <Button>{t("forms.continue")}</Button>
        </div>
      </form>
    </Frame>
  );
}

function yesNo(yes: string, no: string) {
  return [
    { value: "yes", label: yes },
    { value: "no", label: no },
  ];
}

function question(context: Context & { step: QuestionStep }): {
  fields: readonly string[];
  body: ReactNode;
} {
  const { step, site, value, error, values } = context;
  const input = (field: string) => ({
    id: fieldId(field),
    name: field,
    defaultValue: value(field),
    ...error(field),
  });
  switch (step) {
    case "details":
      return {
        fields: ["first_name", "last_name", "email", "phone", "password", "password_confirmation"],
        body: (
          <Fieldset
            isPageHeading
            describedBy="sign-up-details-hint"
            legend={t("signUpForm.details.title")}
          >
            <Hint id="sign-up-details-hint">{t("signUpForm.details.hint")}</Hint>
            <TextInput
              {...input("first_name")}
              label={t("signUpForm.details.firstName")}
              autoComplete="given-name"
              spellCheck={false}
              width="20"
            />
            <TextInput
              {...input("last_name")}
              label={t("signUpForm.details.lastName")}
              autoComplete="family-name"
              spellCheck={false}
              width="20"
            />
            <TextInput
              {...input("email")}
              type="email"
              label={t("signUpForm.details.email")}
              autoComplete="email"
              spellCheck={false}
              width="30"
            />
            <TextInput
              {...input("phone")}
              type="tel"
              label={t("signUpForm.details.phone")}
              hint={t("signUpForm.details.phoneHint")}
              autoComplete="tel"
              width="20"
            />
            <TextInput
              id={fieldId("password")}
              name="password"
              type="password"
              label={t("signUpForm.details.password")}
              hint={
                hasChosenPassword(values)
                  ? `${t("signUpForm.details.passwordHint")}. ${t("signUpForm.details.passwordKept")}`
                  : t("signUpForm.details.passwordHint")
              }
              autoComplete="new-password"
              spellCheck={false}
              width="20"
              {...error("password")}
            />
            <TextInput
              id={fieldId("password_confirmation")}
              name="password_confirmation"
              type="password"
              label={t("signUpForm.details.confirmPassword")}
              autoComplete="new-password"
              spellCheck={false}
              width="20"
              {...error("password_confirmation")}
            />
          </Fieldset>
        ),
      };
    case "organisation-kind":
      return {
        fields: ["organisation_kind"],
        body: (
          <Radios
            name="organisation_kind"
            idPrefix={fieldId("organisation_kind")}
            legend={t("signUpForm.organisationKind.title", { appName: site.config.appName })}
            isPageHeading
            value={value("organisation_kind")}
            {...error("organisation_kind")}
            items={[
              { value: "existing", label: t("signUpForm.organisationKind.existing") },
              { value: "new", label: t("signUpForm.organisationKind.new") },
            ]}
          />
        ),
      };
    case "existing":
      return {
        fields: ["existing_organisation"],
        body: (
          <>
            <TextInput
              {...input("existing_organisation")}
              label={t("signUpForm.existing.title")}
              hint={t("signUpForm.existing.hint")}
              isPageHeading
              list="sign-up-organisations"
              autoComplete="organization"
              width="30"
            />
            <OrganisationDatalist id="sign-up-organisations" options={context.organisations} />
          </>
        ),
      };
    case "organisation":
      return {
        fields: [
          "organisation_name",
          "organisation_description",
          "organisation_url",
          "organisation_email",
          "organisation_phone",
        ],
        body: (
          <Fieldset isPageHeading legend={t("signUpForm.organisation.title")}>
            <TextInput
              {...input("organisation_name")}
              label={t("signUpForm.organisation.name")}
              autoComplete="organization"
              width="30"
            />
            <Textarea
              {...input("organisation_description")}
              label={t("signUpForm.organisation.description")}
              hint={t("signUpForm.organisation.descriptionHint")}
              characterLimit={3000}
            />
            <TextInput
              {...input("organisation_url")}
              type="url"
              label={t("signUpForm.organisation.url")}
              hint={t("signUpForm.organisation.urlHint")}
              optional
              autoComplete="url"
              spellCheck={false}
              width="30"
            />
            <TextInput
              {...input("organisation_email")}
              type="email"
              label={t("signUpForm.organisation.email")}
              optional
              autoComplete="off"
              spellCheck={false}
              width="30"
            />
            <TextInput
              {...input("organisation_phone")}
              type="tel"
              label={t("signUpForm.organisation.phone")}
              hint={t("signUpForm.organisation.phoneHint")}
              optional
              autoComplete="off"
              width="20"
            />
          </Fieldset>
        ),
      };
    case "add-service":
      return {
        fields: ["add_service"],
        body: (
          <Radios
            name="add_service"
            idPrefix={fieldId("add_service")}
            legend={t("signUpForm.addService.title")}
            hint={t("signUpForm.addService.hint")}
            isPageHeading
            value={value("add_service")}
            {...error("add_service")}
            items={yesNo(t("signUpForm.addService.yes"), t("signUpForm.addService.no"))}
          />
        ),
      };
    case "service":
      return {
        fields: [
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
        body: (
          <Fieldset isPageHeading legend={t("signUpForm.service.title")}>
            <TextInput {...input("service_name")} label={t("signUpForm.service.name")} width="30" />
            <Radios
              name="service_type"
              idPrefix={fieldId("service_type")}
              legend={t("signUpForm.service.type")}
              legendSize="s"
              value={value("service_type")}
              {...error("service_type")}
              items={(["service", "activity", "club", "group"] as const).map((type) => ({
                value: type,
                label: t(`signUpForm.service.types.${type}`),
              }))}
            />
            <Textarea
              {...input("service_intro")}
              label={t("signUpForm.service.intro")}
              hint={t("signUpForm.service.introHint")}
              characterLimit={300}
              rows={3}
            />
            <Textarea
              {...input("service_description")}
              label={t("signUpForm.service.description")}
              hint={t("signUpForm.service.descriptionHint")}
              characterLimit={10000}
            />
            <Radios
              name="service_is_free"
              idPrefix={fieldId("service_is_free")}
              legend={t("signUpForm.service.isFree")}
              legendSize="s"
              inline
              value={value("service_is_free")}
              {...error("service_is_free")}
              items={yesNo(t("signUpForm.service.yes"), t("signUpForm.service.no"))}
            />
            <TextInput
              {...input("service_url")}
              type="url"
              label={t("signUpForm.service.url")}
              optional
              spellCheck={false}
              width="30"
            />
            <TextInput
              {...input("service_contact_name")}
              label={t("signUpForm.service.contactName")}
              optional
              autoComplete="off"
              width="20"
            />
            <TextInput
              {...input("service_contact_email")}
              type="email"
              label={t("signUpForm.service.contactEmail")}
              optional
              autoComplete="off"
              spellCheck={false}
              width="30"
            />
            <TextInput
              {...input("service_contact_phone")}
              type="tel"
              label={t("signUpForm.service.contactPhone")}
              optional
              autoComplete="off"
              width="20"
            />
          </Fieldset>
        ),
      };
  }
}

const yesOrNo = (answer: string | undefined) =>
  answer === "yes"
    ? t("signUpForm.service.yes")
    : answer === "no"
      ? t("signUpForm.service.no")
      : "";

/** The rows of "check your answers" for the chosen path; the password only says it is set. */
export function checkRows(values: Readonly<Record<string, string>>): SummaryRow[] {
  const change = (step: Step) => signUpStepHref(step, true);
  const value = (field: string) => values[field]?.trim() ?? "";
  const row = (key: RowKey, text: string, step: Step): SummaryRow => ({
    key: rowKey(key),
    value: text,
    href: change(step),
  });
  const existing = values.organisation_kind === "existing";
  const rows: SummaryRow[] = [
    row("name", `${value("first_name")} ${value("last_name")}`.trim(), "details"),
    row("email", value("email"), "details"),
    row("phone", value("phone"), "details"),
    row("password", t("signUpForm.rows.passwordSet"), "details"),
    row(
      "organisationKind",
      existing ? t("signUpForm.service.yes") : t("signUpForm.service.no"),
      "organisation-kind",
    ),
  ];
  if (existing) {
    rows.push(row("organisation", value("existing_organisation"), "existing"));
  } else {
    rows.push(
      row("organisation", value("organisation_name"), "organisation"),
      row("organisationDescription", value("organisation_description"), "organisation"),
      row("organisationUrl", value("organisation_url"), "organisation"),
      row("organisationEmail", value("organisation_email"), "organisation"),
      row("organisationPhone", value("organisation_phone"), "organisation"),
    );
  }
  rows.push(row("addService", yesOrNo(values.add_service), "add-service"));
  if (values.add_service === "yes") {
    const type = values.service_type;
    rows.push(
      row("serviceName", value("service_name"), "service"),
      row(
        "serviceType",
        type === "service" || type === "activity" || type === "club" || type === "group"
          ? t(`signUpForm.service.types.${type}`)
          : "",
        "service",
      ),
      row("serviceIntro", value("service_intro"), "service"),
      row("serviceDescription", value("service_description"), "service"),
      row("serviceIsFree", yesOrNo(values.service_is_free), "service"),
      row("serviceUrl", value("service_url"), "service"),
      row("serviceContactName", value("service_contact_name"), "service"),
      row("serviceContactEmail", value("service_contact_email"), "service"),
      row("serviceContactPhone", value("service_contact_phone"), "service"),
    );
  }
  return rows;
}

type RowKey = Exclude<keyof (typeof messages)["signUpForm"]["rows"], "passwordSet">;
const rowKey = (key: RowKey): string => t(`signUpForm.rows.${key}`);

function CheckPage(context: Context) {
  const { values, state, errors } = context;
  return (
    <Frame context={context}>
      <h1 className="text-2xl font-bold">{t("signUpForm.check.title")}</h1>
      <FormErrorSummary errors={errors} fieldIds={{}} />
      <SummaryList rows={checkRows(values)} />
      <form method="post" action={signUpAnswerHref()}>
        <input type="hidden" name="step" value="check" />
        <input type="hidden" name="token" value={state.token} />
        <Button>{t("signUpForm.check.submit")}</Button>
      </form>
    </Frame>
  );
}

function ConfirmationPage(context: Context) {
  const { site, state } = context;
  const result = state.done?.result ?? {};
  const [questionsBefore = "", questionsAfter = ""] = t("signUpForm.confirmation.questions", {
    email: "\u0000",
  }).split("\u0000");
  return (
    <div className="flex max-w-prose flex-col gap-6">
      <ConfirmationPanel title={t("signUpForm.confirmation.title")} />
      <p>
        {t("signUpForm.confirmation.body", {
          organisation: result.organisation ?? "",
          appName: site.config.appName,
        })}
      </p>
      {result.email ? <p>{t("signUpForm.confirmation.email", { email: result.email })}</p> : null}
      <p>
        {questionsBefore}
        <a href={`mailto:${site.config.contactEmail}`}>{site.config.contactEmail}</a>
        {questionsAfter}
      </p>
      <p>
        <a href={paths.getInvolved()}>{t("signUpForm.confirmation.backToGetInvolved")}</a>
      </p>
    </div>
  );
}
