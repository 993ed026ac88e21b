// The organisation sign-up journey declared (journey.ts): which pages the answers lead through,
// how each page's answers are checked (mirroring every rule of `POST /organisation-sign-up-forms`,
// contract §5.3, with messages written for people), the "check your answers" rows, and how the
// answers become the request body.
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
import { Fieldset } from "@hub/ui/fieldset";
import { Hint } from "@hub/ui/hint";
import { Radios } from "@hub/ui/radios";
import { TextInput } from "@hub/ui/text-input";
import { Textarea } from "@hub/ui/textarea";

import { OrganisationDatalist } from "../../forms/organisations.tsx";
import type { OrganisationOption } from "../../forms/organisations.tsx";
import type { SummaryRow } from "../../forms/page.tsx";
import {
  MAX_TEXT,
  optionalEmail,
  optionalText,
  requiredEmail,
  requiredText,
  slugify,
  ukMobile,
  ukPhone,
} from "../../forms/validators.ts";
import { defineJourney } from "../../journeys/journey.ts";
import type { Answers, PageView, QuestionContent } from "../../journeys/journey.ts";
import type { Site } from "../../site.ts";

/** What the sign-up pages are rendered with. */
export type SignUpContext = {
  site: Site;
  /** Suggested on the "which organisation?" question (loaded for that page only). */
  organisations: readonly OrganisationOption[];
};
type View = PageView<SignUpContext>;

const isExisting = (answers: Answers) => answers.organisation_kind === "existing";
const wantsService = (answers: Answers) => answers.add_service === "yes";

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

/** An input's id, name, answer and error. */
function input(view: View, field: string) {
  return {
    id: view.fieldId(field),
    name: field,
    defaultValue: view.value(field),
    ...view.error(field),
  };
}

/**
 * The section a page belongs to, as the caption above its heading; the first page says what
 * signing up is for (except when changing an answer).
 */
function sectionOf(view: View, section: "details" | "organisation" | "service"): QuestionContent {
  return {
    body: null,
    ...(view.step === "details" && !view.changing
      ? { lead: <p>{t("signUpForm.intro", { appName: view.context.site.config.appName })}</p> }
      : {}),
    caption: <p className="text-lg text-text-muted">{t(`signUpForm.sections.${section}`)}</p>,
  };
}

function yesNo(yes: string, no: string) {
  return [
    { value: "yes", label: yes },
    { value: "no", label: no },
  ];
}

export const signUpJourney = defineJourney<SignUpContext>({
  counted: false,
  submitAt: "check",
  steps: [
    {
      kind: "question",
      id: "details",
      fields: ["first_name", "last_name", "email", "phone", "password", "password_confirmation"],
      schema: () =>
        z
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
          }),
      render: (view) => ({
        ...sectionOf(view, "details"),
        body: (
          <Fieldset
            isPageHeading
            describedBy="sign-up-details-hint"
            legend={t("signUpForm.details.title")}
          >
            <Hint id="sign-up-details-hint">{t("signUpForm.details.hint")}</Hint>
            <TextInput
              {...input(view, "first_name")}
              label={t("signUpForm.details.firstName")}
              autoComplete="given-name"
              spellCheck={false}
              width="20"
            />
            <TextInput
              {...input(view, "last_name")}
              label={t("signUpForm.details.lastName")}
              autoComplete="family-name"
              spellCheck={false}
              width="20"
            />
            <TextInput
              {...input(view, "email")}
              type="email"
              label={t("signUpForm.details.email")}
              autoComplete="email"
              spellCheck={false}
              width="30"
            />
            <TextInput
              {...input(view, "phone")}
              type="tel"
              label={t("signUpForm.details.phone")}
              hint={t("signUpForm.details.phoneHint")}
              autoComplete="tel"
              width="20"
            />
            <TextInput
              id={view.fieldId("password")}
              name="password"
              type="password"
              label={t("signUpForm.details.password")}
              hint={
                hasChosenPassword(view.answers)
                  ? `${t("signUpForm.details.passwordHint")}. ${t("signUpForm.details.passwordKept")}`
                  : t("signUpForm.details.passwordHint")
              }
              autoComplete="new-password"
              spellCheck={false}
              width="20"
              {...view.error("password")}
            />
            <TextInput
              id={view.fieldId("password_confirmation")}
              name="password_confirmation"
              type="password"
              label={t("signUpForm.details.confirmPassword")}
              autoComplete="new-password"
              spellCheck={false}
              width="20"
              {...view.error("password_confirmation")}
            />
          </Fieldset>
        ),
      }),
    },
    {
      kind: "question",
      id: "organisation-kind",
      fields: ["organisation_kind"],
      schema: () =>
        z.object({
          organisation_kind: z.enum(["existing", "new"], { error: v("organisationKind") }),
        }),
      render: (view) => ({
        ...sectionOf(view, "organisation"),
        body: (
          <Radios
            name="organisation_kind"
            idPrefix={view.fieldId("organisation_kind")}
            legend={t("signUpForm.organisationKind.title", {
              appName: view.context.site.config.appName,
            })}
            isPageHeading
            value={view.value("organisation_kind")}
            {...view.error("organisation_kind")}
            items={[
              { value: "existing", label: t("signUpForm.organisationKind.existing") },
              { value: "new", label: t("signUpForm.organisationKind.new") },
            ]}
          />
        ),
      }),
    },
    {
      kind: "question",
      id: "existing",
      fields: ["existing_organisation"],
      when: isExisting,
      schema: () =>
        z.object({
          existing_organisation: requiredText({
            required: v("existing"),
            tooLong: v("organisationNameTooLong"),
          }),
        }),
      // An existing organisation is only chosen once its name has been matched to an id.
      refine: (answers) =>
        (answers.organisation_id ?? "") === ""
          ? { existing_organisation: v("existingUnknown") }
          : null,
      render: (view) => ({
        ...sectionOf(view, "organisation"),
        body: (
          <>
            <TextInput
              {...input(view, "existing_organisation")}
              label={t("signUpForm.existing.title")}
              hint={t("signUpForm.existing.hint")}
              isPageHeading
              list="sign-up-organisations"
              autoComplete="organization"
              width="30"
            />
            <OrganisationDatalist id="sign-up-organisations" options={view.context.organisations} />
          </>
        ),
      }),
    },
    {
      kind: "question",
      id: "organisation",
      fields: [
        "organisation_name",
        "organisation_description",
        "organisation_url",
        "organisation_email",
        "organisation_phone",
      ],
      when: (answers) => !isExisting(answers),
      schema: () =>
        z.object({
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
        }),
      render: (view) => ({
        ...sectionOf(view, "organisation"),
        body: (
          <Fieldset isPageHeading legend={t("signUpForm.organisation.title")}>
            <TextInput
              {...input(view, "organisation_name")}
              label={t("signUpForm.organisation.name")}
              autoComplete="organization"
              width="30"
            />
            <Textarea
              {...input(view, "organisation_description")}
              label={t("signUpForm.organisation.description")}
              hint={t("signUpForm.organisation.descriptionHint")}
              characterLimit={3000}
            />
            <TextInput
              {...input(view, "organisation_url")}
              type="url"
              label={t("signUpForm.organisation.url")}
              hint={t("signUpForm.organisation.urlHint")}
              optional
              autoComplete="url"
              spellCheck={false}
              width="30"
            />
            <TextInput
              {...input(view, "organisation_email")}
              type="email"
              label={t("signUpForm.organisation.email")}
              optional
              autoComplete="off"
              spellCheck={false}
              width="30"
            />
            <TextInput
              {...input(view, "organisation_phone")}
              type="tel"
              label={t("signUpForm.organisation.phone")}
              hint={t("signUpForm.organisation.phoneHint")}
              optional
              autoComplete="off"
              width="20"
            />
          </Fieldset>
        ),
      }),
    },
    {
      kind: "question",
      id: "add-service",
      fields: ["add_service"],
      schema: () => z.object({ add_service: z.enum(["yes", "no"], { error: v("addService") }) }),
      render: (view) => ({
        ...sectionOf(view, "service"),
        body: (
          <Radios
            name="add_service"
            idPrefix={view.fieldId("add_service")}
            legend={t("signUpForm.addService.title")}
            hint={t("signUpForm.addService.hint")}
            isPageHeading
            value={view.value("add_service")}
            {...view.error("add_service")}
            items={yesNo(t("signUpForm.addService.yes"), t("signUpForm.addService.no"))}
          />
        ),
      }),
    },
    {
      kind: "question",
      id: "service",
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
      when: wantsService,
      schema: () =>
        z.object({
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
        }),
      render: (view) => ({
        ...sectionOf(view, "service"),
        body: (
          <Fieldset isPageHeading legend={t("signUpForm.service.title")}>
            <TextInput
              {...input(view, "service_name")}
              label={t("signUpForm.service.name")}
              width="30"
            />
            <Radios
              name="service_type"
              idPrefix={view.fieldId("service_type")}
              legend={t("signUpForm.service.type")}
              legendSize="s"
              value={view.value("service_type")}
              {...view.error("service_type")}
              items={(["service", "activity", "club", "group"] as const).map((type) => ({
                value: type,
                label: t(`signUpForm.service.types.${type}`),
              }))}
            />
            <Textarea
              {...input(view, "service_intro")}
              label={t("signUpForm.service.intro")}
              hint={t("signUpForm.service.introHint")}
              characterLimit={300}
              rows={3}
            />
            <Textarea
              {...input(view, "service_description")}
              label={t("signUpForm.service.description")}
              hint={t("signUpForm.service.descriptionHint")}
              characterLimit={10000}
            />
            <Radios
              name="service_is_free"
              idPrefix={view.fieldId("service_is_free")}
              legend={t("signUpForm.service.isFree")}
              legendSize="s"
              inline
              value={view.value("service_is_free")}
              {...view.error("service_is_free")}
              items={yesNo(t("signUpForm.service.yes"), t("signUpForm.service.no"))}
            />
            <TextInput
              {...input(view, "service_url")}
              type="url"
              label={t("signUpForm.service.url")}
              optional
              spellCheck={false}
              width="30"
            />
            <TextInput
              {...input(view, "service_contact_name")}
              label={t("signUpForm.service.contactName")}
              optional
              autoComplete="off"
              width="20"
            />
            <TextInput
              {...input(view, "service_contact_email")}
              type="email"
              label={t("signUpForm.service.contactEmail")}
              optional
              autoComplete="off"
              spellCheck={false}
              width="30"
            />
            <TextInput
              {...input(view, "service_contact_phone")}
              type="tel"
              label={t("signUpForm.service.contactPhone")}
              optional
              autoComplete="off"
              width="20"
            />
          </Fieldset>
        ),
      }),
    },
    { kind: "check", id: "check" },
  ],
  apiFieldTargets: {
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
  },
});

const yesOrNo = (answer: string | undefined) =>
  answer === "yes"
    ? t("signUpForm.service.yes")
    : answer === "no"
      ? t("signUpForm.service.no")
      : "";

/** The rows of "check your answers" for the chosen path; the password only says it is set. */
export function checkRows(values: Answers, change: (step: string) => string): SummaryRow[] {
  const value = (field: string) => values[field]?.trim() ?? "";
  const row = (key: RowKey, text: string, step: string): SummaryRow => ({
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

/**
 * The `POST /organisation-sign-up-forms` body from the answers parsed page by page (compact phone
 * numbers, blanks as null; pages off the path are not parsed, so switching to an existing
 * organisation sends no new one), with slugs made from the names.
 */
export function signUpBody(
  values: Answers,
  parsed: Readonly<Record<string, unknown>>,
): OrganisationSignUpRequest {
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
  if (!wantsService(values)) return { user, organisation };
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
  return { user, organisation, service };
}
