// Addresses and the session of the referral journey, shared by its pages and its POST handler.
import { paths } from "@hub/core/urls";

import { SITE_COOKIES } from "../../cookies/site-cookies.ts";
import { createSessionStore, sessionKeyFromEnv } from "../../forms/session.ts";
import { FormStateSchema } from "../../forms/state.ts";
import type { Step } from "./steps.ts";

/** The page of a step (`changing` marks a change made from "check your answers"). */
export function referralStepHref(slug: string, step: Step, changing = false): string {
  const base = paths.serviceReferral(slug);
  if (step === "intro") return base;
  return `${base}?step=${step}${changing ? "&change=1" : ""}`;
}

/** Where the question pages post. */
export function referralAnswerHref(slug: string): string {
  return `${paths.serviceReferral(slug)}/answer`;
}

/** Each service's journey keeps its own answers: the cookie is only sent below its path. */
export function referralSessionStore(slug: string) {
  return createSessionStore(FormStateSchema, {
    name: SITE_COOKIES.referral.name,
    path: paths.serviceReferral(slug),
    key: () => sessionKeyFromEnv(),
  });
}
