// `/get-involved/sign-up`: register an organisation (and optionally a first service) for review
// (issue 6 "Add a listing", contract §5.3), as the GOV.UK question pages of the sign-up journey
// (sign-up-journey.tsx), served by the journey engine (journeys/journey-route.tsx): `?step=<id>`
// pages posting to `/get-involved/sign-up/answer`.
import { createOrganisationSignUp } from "@hub/api-client/endpoints";
import { t } from "@hub/core/messages";
import { paths } from "@hub/core/urls";
import { ConfirmationPanel } from "@hub/ui/confirmation-panel";

import { SITE_COOKIES } from "../../cookies/site-cookies.ts";
import { DeliveryOffNotice } from "../../forms/delivery-notice.tsx";
import { loadOrganisationOptions } from "../../forms/organisations.tsx";
import { CONFIRMATION } from "../../journeys/journey.ts";
import { createJourneyRoute } from "../../journeys/journey-route.tsx";
import { loadDeliveryOff } from "../../loaders/settings.ts";
import type { Site } from "../../site.ts";
import type { SignUpContext } from "./sign-up-fields.tsx";
import { signUpBody, signUpJourney, withPeopleWording } from "./sign-up-journey.tsx";
import { hasChosenPassword } from "./sign-up-rules.ts";

export type SignUpPageProps = {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const NO_PARAMS = Promise.resolve({});

const normalName = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();

export function createSignUpRoute(site: Site) {
  /**
   * The id of the listed organisation called `name`; `""` when none is, `null` when the list
   * cannot be read just now.
   */
  async function organisationIdByName(name: string): Promise<string | null> {
    try {
      const options = await loadOrganisationOptions(site);
      return options.find((option) => normalName(option.name) === normalName(name))?.id ?? "";
    } catch {
      return null;
    }
  }

  const route = createJourneyRoute<object, SignUpContext>(site, {
    journey: signUpJourney,
    idPrefix: "sign-up",
    cookie: SITE_COOKIES.signUp.name,
    limit: "signUp",
    // The answers (a password among them) are only sent to the journey's own paths.
    base: () => paths.getInvolvedSignUp(),
    load: () => Promise.resolve({ site, organisations: [] }),
    async forPage(step, context) {
      if (step === CONFIRMATION) return { ...context, deliveryOff: await loadDeliveryOff(site) };
      if (step !== "existing") return context;
      return { ...context, organisations: await loadOrganisationOptions(site).catch(() => []) };
    },
    metadata: () =>
      Promise.resolve({
        title: t("signUpForm.title"),
        description: site.config.seo.descriptions.getInvolved,
        path: paths.getInvolvedSignUp(),
        noindex: true,
      }),
    back: {
      label: t("signUpForm.back"),
      exit: () => ({ href: paths.getInvolved(), label: t("signUpForm.backToGetInvolved") }),
    },
    check: { title: t("signUpForm.check.title"), submitLabel: t("signUpForm.check.submit") },
    // The password is never written back into the page: empty boxes keep the one already chosen.
    keep(step, posted, saved) {
      if (
        step !== "details" ||
        posted.password !== "" ||
        posted.password_confirmation !== "" ||
        !hasChosenPassword(saved)
      ) {
        return posted;
      }
      const password = saved.password ?? "";
      return { ...posted, password, password_confirmation: password };
    },
    async lookup(step, answers): Promise<Record<string, string> | null> {
      if (step !== "existing") return {};
      const id = await organisationIdByName(answers.existing_organisation ?? "");
      return id === null ? null : { organisation_id: id };
    },
    async send(parsed, answers, _context, headers) {
      const response = await createOrganisationSignUp(site.api(), signUpBody(answers, parsed), {
        headers,
      });
      return { organisation: response.data.organisation.name, email: response.data.user.email };
    },
    apiErrors: withPeopleWording,
    confirmation: ({ context }, result) => (
      <SignUpConfirmation site={site} result={result} deliveryOff={context.deliveryOff === true} />
    ),
  });

  return {
    Page: ({ searchParams }: SignUpPageProps) => route.Page({ params: NO_PARAMS, searchParams }),
    generateMetadata: ({ searchParams }: SignUpPageProps) =>
      route.generateMetadata({ params: NO_PARAMS, searchParams }),
    POST: (request: Request) => route.POST(request, { params: NO_PARAMS }),
  };
}

/** What happens next: the review and its email, or, with delivery off, that neither will come. */
function SignUpConfirmation({
  site,
  result,
  deliveryOff,
}: {
  site: Site;
  result: Readonly<Record<string, string>>;
  deliveryOff: boolean;
}) {
  if (deliveryOff) {
    return (
      <div className="flex max-w-prose flex-col gap-6">
        <ConfirmationPanel title={t("signUpForm.confirmation.heldTitle")} />
        <DeliveryOffNotice off>{t("deliveryOff.signUp")}</DeliveryOffNotice>
        <p>
          <a href={paths.getInvolved()}>{t("signUpForm.confirmation.backToGetInvolved")}</a>
        </p>
      </div>
    );
  }
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
