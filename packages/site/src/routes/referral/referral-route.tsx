// `/services/{slug}/referral`: connect a resident to a service (frontend-features §5.1), as the
// GOV.UK question pages of the referral journey (referral-journey.tsx), served by the journey
// engine (journeys/journey-route.tsx): `?step=<id>` pages posting to `…/referral/answer`.
//
// Only `referral_method = internal` services have this page. `none` is 404. `external` redirects
// to the service page, whose referral card links out to the provider's form (new tab, labelled):
// a copy of that link here would be one more page with nothing to do on it.
import { redirect } from "next/navigation";

import { createReferral, getOrganisationTaxonomy } from "@hub/api-client/endpoints";
import type { Service } from "@hub/api-client/schemas";
import { t } from "@hub/core/messages";
import { referralTitle } from "@hub/core/seo";
import { paths } from "@hub/core/urls";
import { ConfirmationPanel } from "@hub/ui/confirmation-panel";

import { SITE_COOKIES } from "../../cookies/site-cookies.ts";
import { DeliveryOffNotice } from "../../forms/delivery-notice.tsx";
import { loadOrganisationOptions } from "../../forms/organisations.tsx";
import { CONFIRMATION } from "../../journeys/journey.ts";
import { createJourneyRoute } from "../../journeys/journey-route.tsx";
import type { JourneyPageProps } from "../../journeys/journey-route.tsx";
import { loadServiceOrNull } from "../../loaders/services.ts";
import { loadDeliveryOff } from "../../loaders/settings.ts";
import { DEFAULT_REVALIDATE_SECONDS } from "../../site.ts";
import type { Site } from "../../site.ts";
import { whoOf } from "./referral-fields.tsx";
import type { ReferralContext } from "./referral-fields.tsx";
import { referralBody, referralJourney } from "./referral-journey.tsx";

export type ReferralParams = { slug: string };
export type ReferralPageProps = JourneyPageProps<ReferralParams>;

export function createReferralRoute(site: Site) {
  /** The service, when it takes referrals here; `null` when it has no referral page. */
  async function referralService(slug: string): Promise<Service | null> {
    const service = await loadServiceOrNull(site, slug);
    if (service === null || service.status === "inactive") return null;
    return service;
  }

  async function familyTaxonomyId(): Promise<string | null> {
    try {
      const taxonomy = await getOrganisationTaxonomy(
        site.api(),
        site.config.referral.friendsAndFamilyTaxonomy,
        { next: { revalidate: DEFAULT_REVALIDATE_SECONDS, tags: ["taxonomies:organisations"] } },
      );
      return taxonomy.id;
    } catch {
      // A missing taxonomy must not stop a referral: the body then names the relationship.
      return null;
    }
  }

  return createJourneyRoute<ReferralParams, ReferralContext>(site, {
    journey: referralJourney,
    idPrefix: "referral",
    cookie: SITE_COOKIES.referral.name,
    limit: "referral",
    // Each service's journey keeps its own answers: the cookie is only sent below its path.
    base: ({ slug }) => paths.serviceReferral(slug),
    async load({ slug }, use) {
      const service = await referralService(slug);
      if (service === null || service.referral_method === "none") return null;
      if (service.referral_method === "external") {
        if (use === "post") return null;
        redirect(paths.service(slug));
      }
      return { site, service, organisations: [] };
    },
    async forPage(step, context) {
      if (step === "organisation") {
        return { ...context, organisations: await loadOrganisationOptions(site).catch(() => []) };
      }
      // The pages that say what happens to the request say when nothing will (decision 0071).
      if (step === referralJourney.start || step === CONFIRMATION) {
        return { ...context, deliveryOff: await loadDeliveryOff(site) };
      }
      return context;
    },
    async metadata({ slug }, requestedStep) {
      const service = await referralService(slug);
      return {
        title: referralTitle(service?.name ?? t("referral.connectTo", { service: "" }).trim()),
        description: site.config.seo.descriptions.referral,
        path: paths.serviceReferral(slug),
        // The introduction is a start page; the question pages are one person's form.
        noindex: referralJourney.isStep(requestedStep),
      };
    },
    back: {
      label: t("referral.back"),
      exit: ({ service }) => ({
        href: paths.service(service.slug),
        label: t("referral.backToService"),
      }),
    },
    unnumbered: ({ context }) => t("referralForm.unnumbered", { service: context.service.name }),
    check: { title: t("referralForm.checkTitle") },
    async send(parsed, answers, { service }, headers) {
      const who = whoOf(answers) ?? "myself";
      const body = referralBody(
        service.id,
        who,
        parsed,
        who === "friend" ? await familyTaxonomyId() : null,
      );
      const created = await createReferral(site.api(), body, { headers });
      return { reference: created.reference };
    },
    confirmation: ({ context }, result) => (
      <ReferralConfirmation
        site={site}
        service={context.service}
        reference={result.reference ?? ""}
        deliveryOff={context.deliveryOff === true}
      />
    ),
  });
}

/**
 * What was done, the reference and what happens next: with delivery on, who gets in touch and by
 * when; with it off, that nobody will, and the warning that says why (decision 0071).
 */
function ReferralConfirmation({
  site,
  service,
  reference,
  deliveryOff,
}: {
  site: Site;
  service: Service;
  reference: string;
  deliveryOff: boolean;
}) {
  const time = site.config.referral.replyTime;
  const [questionsBefore = "", questionsAfter = ""] = t("referral.confirmation.questions", {
    email: "\u0000",
  }).split("\u0000");
  return (
    <div className="flex max-w-prose flex-col gap-6">
      <ConfirmationPanel
        title={
          deliveryOff ? t("referral.confirmation.heldTitle") : t("referral.confirmation.title")
        }
      >
        {reference === "" ? null : (
          <p>
            {t("referral.confirmation.reference")}
            <strong className="block text-2xl tracking-wider">{reference}</strong>
          </p>
        )}
      </ConfirmationPanel>
      <DeliveryOffNotice off={deliveryOff}>
        {t("deliveryOff.referral", { service: service.name })}
      </DeliveryOffNotice>
      {deliveryOff ? null : <p>{t("referral.confirmation.sent", { service: service.name })}</p>}
      <h2 className="text-xl font-bold">{t("referral.confirmation.whatNext")}</h2>
      {deliveryOff ? (
        <p>{t("referral.confirmation.heldNext", { service: service.name })}</p>
      ) : (
        <>
          <p>{t("referral.confirmation.within", { time, service: service.name })}</p>
          <p>
            {questionsBefore}
            <a href={`mailto:${site.config.contactEmail}`}>{site.config.contactEmail}</a>
            {questionsAfter}
          </p>
        </>
      )}
      <p>
        <a href={paths.service(service.slug)}>
          {t("referralForm.confirmation.backToService", { service: service.name })}
        </a>
      </p>
    </div>
  );
}
