// `/services/{slug}/referral`: connect a resident to a service (frontend-features §5.1), as
// GOV.UK question pages. Each page is `?step=<id>` on the same path, so browser back and forward
// walk the pages; answers post to `/services/{slug}/referral/answer` (a route handler), which
// keeps them in the sealed session cookie and answers 303 to the next page. Without JavaScript
// everything works the same.
//
// Only `referral_method = internal` services have this page. `none` is 404. `external` redirects
// to the service page, whose referral card links out to the provider's form (new tab, labelled):
// a copy of that link here would be one more page with nothing to do on it.
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";

import { createReferral, getOrganisationTaxonomy } from "@hub/api-client/endpoints";
import type { Service } from "@hub/api-client/schemas";
import { t } from "@hub/core/messages";
import { referralTitle } from "@hub/core/seo";
import { paths } from "@hub/core/urls";

import { mapApiErrors } from "../../forms/api-errors.ts";
import {
  forbidden,
  isSameOriginPost,
  readForm,
  isSecureRequest,
  limitedLocation,
  postedValues,
  seeOther,
} from "../../forms/http.ts";
import { notSentMessage, sendOnce } from "../../forms/send.ts";
import { newSubmissionToken } from "../../state/submissions.ts";
import { loadOrganisationOptions } from "../../forms/organisations.tsx";
import { formTitle, readSession } from "../../forms/page.tsx";
import { cookieReader, lostAnswersMessage } from "../../forms/session.ts";
import { emptyFormState } from "../../forms/state.ts";
import type { FormState } from "../../forms/state.ts";
import { loadServiceOrNull } from "../../loaders/services.ts";
import { pageMetadata } from "../../metadata.ts";
import { DEFAULT_REVALIDATE_SECONDS } from "../../site.ts";
import type { Site } from "../../site.ts";
import { referralSessionStore, referralStepHref } from "./links.ts";
import { ReferralStepPage } from "./referral-pages.tsx";
import {
  API_FIELD_TARGETS,
  isQuestionStep,
  isStep,
  journey,
  nextStep,
  reachableStep,
  referralBody,
  STEP_FIELDS,
  validateStep,
  whoOf,
} from "./steps.ts";
import type { Step } from "./steps.ts";

export type ReferralParams = { slug: string };
export type ReferralPageProps = {
  params: Promise<ReferralParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

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

  async function Page({ params, searchParams }: ReferralPageProps) {
    const { slug } = await params;
    const query = await searchParams;
    const service = await referralService(slug);
    if (service === null || service.referral_method === "none") notFound();
    if (service.referral_method === "external") redirect(paths.service(slug));

    const requested = single(query.step);
    const step: Step = isStep(requested) ? requested : "intro";
    const changing = single(query.change) === "1";
    const state = (await readSession(referralSessionStore(slug))) ?? emptyFormState("");
    if (step === "confirmation" && state.done === null) redirect(referralStepHref(slug, "intro"));
    const allowed = reachableStep(step, state.values);
    if (allowed !== step) redirect(referralStepHref(slug, allowed));
    const organisations =
      step === "organisation" ? await loadOrganisationOptions(site).catch(() => []) : [];
    return (
      <ReferralStepPage
        site={site}
        service={service}
        step={step}
        changing={changing}
        state={state}
        organisations={organisations}
      />
    );
  }

  async function generateMetadata({ params, searchParams }: ReferralPageProps): Promise<Metadata> {
    const { slug } = await params;
    const step = single((await searchParams).step);
    const service = await referralService(slug);
    const state = await readSession(referralSessionStore(slug));
    const title = referralTitle(service?.name ?? t("referral.connectTo", { service: "" }).trim());
    return pageMetadata(site, {
      title: formTitle(title, isStep(step) ? state?.errors[step] : undefined),
      description: site.config.seo.descriptions.referral,
      path: paths.serviceReferral(slug),
      // The introduction is a start page; the question pages are one person's form.
      noindex: isStep(step),
    });
  }

  /** `POST /services/{slug}/referral/answer`: one page's answers, or the final submission. */
  async function POST(request: Request, { params }: { params: Promise<ReferralParams> }) {
    if (!isSameOriginPost(request)) return forbidden();
    const { slug } = await params;
    const service = await referralService(slug);
    if (service?.referral_method !== "internal") {
      return new Response("Not found", { status: 404 });
    }
    const read = await readForm(request);
    if (!read.ok) return read.response;
    const { form } = read;
    const step = form.get("step");
    const changing = form.get("change") === "1";
    const token = form.get("token");
    const store = referralSessionStore(slug);
    const secure = isSecureRequest(request);
    const { value: saved, loss } = store.read(cookieReader(request));
    const respond = (next: Step, state: FormState, nextChanging = false, retryAfter?: number) => {
      const href = referralStepHref(slug, next, nextChanging);
      return seeOther(
        retryAfter === undefined ? href : limitedLocation(href, retryAfter),
        store.write(state, secure),
      );
    };

    // The same submission again (double click, back then resubmit): show what it produced.
    if (token === saved?.done?.token) {
      return seeOther(referralStepHref(slug, "confirmation"));
    }
    if (!isQuestionStep(step)) return seeOther(referralStepHref(slug, "intro"));

    const state: FormState = saved ?? emptyFormState(newSubmissionToken());
    const values = { ...state.values, ...postedValues(form, STEP_FIELDS[step]) };
    const errors = Object.fromEntries(
      Object.entries(state.errors).filter(([page]) => page !== step),
    );
    const answered: FormState = { ...state, values, errors };

    if (saved === null && step !== "who") {
      // The earlier answers are gone: start again from the first page, saying why.
      const restart = reachableStep("check", values);
      return respond(restart, {
        ...answered,
        errors: { [restart]: { fields: {}, form: lostAnswersMessage(loss) } },
      });
    }

    const checked = validateStep(step, values);
    if (!checked.ok) {
      return respond(
        step,
        { ...answered, errors: { ...errors, [step]: { fields: checked.errors } } },
        changing,
      );
    }
    if (step !== "consent") return respond(nextStep(step, values, changing), answered);

    const built = referralBody(
      service.id,
      values,
      whoOf(values) === "friend" ? await familyTaxonomyId() : null,
    );
    if (!built.ok) return respond(built.step, answered);
    const sent = await sendOnce(site, "referral", state.token, (headers) =>
      createReferral(site.api(), built.body, { headers }),
    );
    if (sent.ok) {
      return respond("confirmation", {
        token: newSubmissionToken(),
        values: {},
        errors: {},
        done: { token: state.token, result: { reference: sent.result.reference } },
      });
    }
    if (sent.problem === "invalid") {
      const mapped = mapApiErrors(
        sent.errors,
        API_FIELD_TARGETS,
        journey(whoOf(values)),
        "consent",
      );
      const first = isStep(mapped.firstStep) ? mapped.firstStep : "consent";
      return respond(first, { ...answered, errors: mapped.byStep });
    }
    const { message, retryAfterSeconds } = notSentMessage(sent);
    return respond(
      "consent",
      { ...answered, errors: { consent: { fields: {}, form: message } } },
      false,
      retryAfterSeconds,
    );
  }

  return { Page, generateMetadata, POST };
}
