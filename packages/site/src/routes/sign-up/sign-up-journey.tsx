// The organisation sign-up journey declared (journey.ts): which pages the answers lead through,
// which of the fields (sign-up-fields.tsx, service-fields.tsx) each page asks and what it shows
// around them, and how the answers become the request body.
//
// Two questions decide the path: whether the organisation is already listed (choose it by name,
// or describe a new one) and whether to list a service now.
import type { CURRENT_SERVICE_TYPES, OrganisationSignUpRequest } from "@hub/api-client/schemas";
import { t } from "@hub/core/messages";
import { Fieldset } from "@hub/ui/fieldset";
import { Hint } from "@hub/ui/hint";

import { OrganisationDatalist } from "../../forms/organisations.tsx";
import { slugify } from "../../forms/validators.ts";
import { apiValues, question } from "../../journeys/fields.tsx";
import { defineJourney } from "../../journeys/journey.ts";
import type { Answers, PageView, QuestionContent } from "../../journeys/journey.ts";
import {
  email,
  existingOrganisation,
  firstName,
  lastName,
  organisationDescription,
  organisationEmail,
  organisationKind,
  organisationName,
  organisationPhone,
  organisationUrl,
  password,
  passwordConfirmation,
  phone,
} from "./sign-up-fields.tsx";
import type { SignUpContext } from "./sign-up-fields.tsx";
import {
  addService,
  serviceContactEmail,
  serviceContactName,
  serviceContactPhone,
  serviceDescription,
  serviceIntro,
  serviceIsFree,
  serviceName,
  serviceType,
  serviceUrl,
} from "./service-fields.tsx";
import { v } from "./sign-up-rules.ts";

type View = PageView<SignUpContext>;

const isExisting = (answers: Answers) => answers[organisationKind.name] === "existing";
const wantsService = (answers: Answers) => answers[addService.name] === "yes";

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

export const signUpJourney = defineJourney<SignUpContext>({
  counted: false,
  submitAt: "check",
  steps: [
    question({
      id: "details",
      fields: [firstName, lastName, email, phone, password, passwordConfirmation],
      across: () => (details, ctx) => {
        if (details[passwordConfirmation.name] !== details[password.name]) {
          ctx.addIssue({
            code: "custom",
            path: [passwordConfirmation.name],
            message: v("passwordMismatch"),
          });
        }
      },
      render: (view, inputs) => ({
        ...sectionOf(view, "details"),
        body: (
          <Fieldset
            isPageHeading
            describedBy="sign-up-details-hint"
            legend={t("signUpForm.details.title")}
          >
            <Hint id="sign-up-details-hint">{t("signUpForm.details.hint")}</Hint>
            {inputs}
          </Fieldset>
        ),
      }),
    }),
    question({
      id: "organisation-kind",
      fields: [organisationKind],
      render: (view, inputs) => ({ ...sectionOf(view, "organisation"), body: inputs }),
    }),
    question({
      id: "existing",
      fields: [existingOrganisation],
      when: isExisting,
      // An existing organisation is only chosen once its name has been matched to an id.
      refine: (answers) =>
        (answers.organisation_id ?? "") === ""
          ? { [existingOrganisation.name]: v("existingUnknown") }
          : null,
      render: (view, inputs) => ({
        ...sectionOf(view, "organisation"),
        body: (
          <>
            {inputs}
            <OrganisationDatalist id="sign-up-organisations" options={view.context.organisations} />
          </>
        ),
      }),
    }),
    question({
      id: "organisation",
      fields: [
        organisationName,
        organisationDescription,
        organisationUrl,
        organisationEmail,
        organisationPhone,
      ],
      when: (answers) => !isExisting(answers),
      render: (view, inputs) => ({
        ...sectionOf(view, "organisation"),
        body: (
          <Fieldset isPageHeading legend={t("signUpForm.organisation.title")}>
            {inputs}
          </Fieldset>
        ),
      }),
    }),
    question({
      id: "add-service",
      fields: [addService],
      render: (view, inputs) => ({ ...sectionOf(view, "service"), body: inputs }),
    }),
    question({
      id: "service",
      fields: [
        serviceName,
        serviceType,
        serviceIntro,
        serviceDescription,
        serviceIsFree,
        serviceUrl,
        serviceContactName,
        serviceContactEmail,
        serviceContactPhone,
      ],
      when: wantsService,
      render: (view, inputs) => ({
        ...sectionOf(view, "service"),
        body: (
          <Fieldset isPageHeading legend={t("signUpForm.service.title")}>
            {inputs}
          </Fieldset>
        ),
      }),
    }),
    { kind: "check", id: "check" },
  ],
});

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

type NewOrganisation = {
  name: string;
  description: string;
  url: string | null;
  email: string | null;
  phone: string | null;
};
type FirstService = {
  name: string;
  type: (typeof CURRENT_SERVICE_TYPES)[number];
  intro: string;
  description: string;
  is_free: boolean;
  url: string | null;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
};
/** What the fields send, by their API keys (sign-up-fields.tsx), as their schemas parse it. */
type Sent = {
  user: OrganisationSignUpRequest["user"];
  organisation: NewOrganisation;
  service: FirstService;
};

/** A first listing asks only what it needs; an admin adds the rest when approving it. */
const NOT_ASKED = {
  wait_time: null,
  fees_text: null,
  fees_url: null,
  testimonial: null,
  video_embed: null,
  useful_infos: [],
  offerings: [],
  social_medias: [],
};

/**
 * The `POST /organisation-sign-up-forms` body from the answers parsed page by page (compact phone
 * numbers, blanks as null; pages off the path are not parsed, so switching to an existing
 * organisation sends no new one), with slugs made from the names.
 */
export function signUpBody(
  values: Answers,
  parsed: Readonly<Record<string, unknown>>,
): OrganisationSignUpRequest {
  const { user, organisation, service } = apiValues(signUpJourney, parsed) as Sent;
  const listed = isExisting(values)
    ? { id: values.organisation_id ?? "" }
    : { slug: slugify(organisation.name), ...organisation };
  if (!wantsService(values)) return { user, organisation: listed };
  return {
    user,
    organisation: listed,
    service: { slug: slugify(service.name), ...service, ...NOT_ASKED },
  };
}
