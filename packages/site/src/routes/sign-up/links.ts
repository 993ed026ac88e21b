// Addresses and the session of the organisation sign-up journey, shared by its pages and its POST
// handler.
import { paths } from "@hub/core/urls";

import { SITE_COOKIES } from "../../cookies/site-cookies.ts";
import { createSessionStore, sessionKeyFromEnv } from "../../forms/session.ts";
import { FormStateSchema } from "../../forms/state.ts";
import type { Step } from "./steps.ts";

/** The page of a step (`changing` marks a change made from "check your answers"). */
export function signUpStepHref(step: Step, changing = false): string {
  const base = paths.getInvolvedSignUp();
  if (step === "details" && !changing) return base;
  return `${base}?step=${step}${changing ? "&change=1" : ""}`;
}

/** Where the question pages post. */
export function signUpAnswerHref(): string {
  return `${paths.getInvolvedSignUp()}/answer`;
}

/** The answers (a password among them) are only sent to the journey's own paths. */
export const signUpSessionStore = createSessionStore(FormStateSchema, {
  name: SITE_COOKIES.signUp.name,
  path: paths.getInvolvedSignUp(),
  key: () => sessionKeyFromEnv(),
});
