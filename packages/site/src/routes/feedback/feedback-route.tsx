// `/feedback`: the feedback journey (feedback-journey.tsx), a form of one page, served by the
// journey engine (journeys/journey-route.tsx) at addresses of its own: it posts to
// `/feedback/send` and thanks the person at `/feedback?sent=1`. The page the person came from
// arrives as `?from=/path` on the link to the form (or as its Referer, from the shell's cached
// link); only paths of this site are accepted. It travels with the form, is sent to the API as
// the feedback's `url`, and is where the thank-you page leads back to. Each showing of the form
// is a submission of its own, so a sent form starts empty and a second one is sent too.
import { createPageFeedback } from "@hub/api-client/endpoints";
import type { PageFeedbackRequest } from "@hub/api-client/schemas";
import { t } from "@hub/core/messages";
import { sameSitePath } from "@hub/core/request";
import { absoluteUrl, paths } from "@hub/core/urls";
import { ConfirmationPanel } from "@hub/ui/confirmation-panel";

import { SITE_COOKIES } from "../../cookies/site-cookies.ts";
import { DeliveryOffNotice } from "../../forms/delivery-notice.tsx";
import { apiValues } from "../../journeys/fields.tsx";
import { CONFIRMATION } from "../../journeys/journey.ts";
import { createJourneyRoute } from "../../journeys/journey-route.tsx";
import { loadDeliveryOff } from "../../loaders/settings.ts";
import type { Site } from "../../site.ts";
import { feedbackJourney } from "./feedback-journey.tsx";
import type { FeedbackContext } from "./feedback-journey.tsx";

/** The API keeps 255 characters of `url`. */
const MAX_URL_LENGTH = 255;

export type FeedbackPageProps = {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const NO_PARAMS = Promise.resolve({});

/** The absolute URL the feedback is about, within the API's limit (the query goes first). */
export function feedbackUrl(publicUrl: string, from: string | null): string {
  const full = absoluteUrl(publicUrl, from ?? "/");
  if (full.length <= MAX_URL_LENGTH) return full;
  const withoutQuery = absoluteUrl(publicUrl, (from ?? "/").split(/[?#]/)[0] ?? "/");
  return withoutQuery.slice(0, MAX_URL_LENGTH);
}

export function createFeedbackRoute(site: Site) {
  const route = createJourneyRoute<object, FeedbackContext>(site, {
    journey: feedbackJourney,
    idPrefix: "feedback",
    cookie: SITE_COOKIES.feedback.name,
    limit: "feedback",
    base: () => paths.feedback(),
    handler: "send",
    confirmationQuery: { sent: "1" },
    submission: "page",
    // The link's `from`, else the one kept with the answers after an error, else the Referer.
    carry: ({ param, answers, referer }) => ({
      from: sameSitePath(param("from")) ?? sameSitePath(answers.from) ?? referer ?? "",
    }),
    load: () => Promise.resolve({ site }),
    async forPage(step, context) {
      if (step !== CONFIRMATION) return context;
      return { ...context, deliveryOff: await loadDeliveryOff(site) };
    },
    metadata: () =>
      Promise.resolve({
        title: t("feedback.title"),
        description: site.config.seo.descriptions.feedback,
        path: paths.feedback(),
        noindex: true,
      }),
    async send(parsed, answers, _context, headers) {
      const from = sameSitePath(answers.from);
      // The fields' API keys and schemas are the request's (feedback-journey.tsx).
      const feedback = apiValues(feedbackJourney, parsed) as Omit<PageFeedbackRequest, "url">;
      await createPageFeedback(
        site.api(),
        { url: feedbackUrl(site.config.publicUrl, from), ...feedback },
        { headers },
      );
      return { from: from ?? "" };
    },
    confirmation: ({ context }, result) => (
      <FeedbackThanks
        site={site}
        back={sameSitePath(result.from)}
        deliveryOff={context.deliveryOff === true}
      />
    ),
  });

  return {
    Page: ({ searchParams }: FeedbackPageProps) => route.Page({ params: NO_PARAMS, searchParams }),
    generateMetadata: ({ searchParams }: FeedbackPageProps) =>
      route.generateMetadata({ params: NO_PARAMS, searchParams }),
    POST: (request: Request) => route.POST(request, { params: NO_PARAMS }),
  };
}

/**
 * The thank-you page, leading back to the page the feedback is about (or home). Where the feedback
 * went, or, with delivery off, that it went nowhere (decision 0071).
 */
function FeedbackThanks({
  site,
  back,
  deliveryOff,
}: {
  site: Site;
  back: string | null;
  deliveryOff: boolean;
}) {
  return (
    <div className="flex max-w-prose flex-col gap-6">
      <ConfirmationPanel title={t("feedback.thanks")}>
        {deliveryOff ? null : <p>{t("feedback.success", { site: site.config.appName })}</p>}
      </ConfirmationPanel>
      <DeliveryOffNotice off={deliveryOff}>{t("deliveryOff.feedback")}</DeliveryOffNotice>
      <p>
        <a href={back ?? paths.home()}>
          {back === null ? t("feedbackForm.returnHome") : t("feedbackForm.returnTo")}
        </a>
      </p>
    </div>
  );
}
