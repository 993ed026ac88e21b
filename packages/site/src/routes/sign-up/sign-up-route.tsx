// `/get-involved/sign-up`: register an organisation (and optionally a first service) for review
// (issue 6 "Add a listing", contract §5.3), as GOV.UK question pages. Each page is `?step=<id>` on
// the same path; answers post to `/get-involved/sign-up/answer` (a route handler), which keeps
// them in the sealed session cookie and answers 303 to the next page, so everything works
// without JavaScript.
import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { createOrganisationSignUp } from "@hub/api-client/endpoints";
import { t } from "@hub/core/messages";
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
import { pageMetadata } from "../../metadata.ts";
import type { Site } from "../../site.ts";
import { signUpSessionStore, signUpStepHref } from "./links.ts";
import { SignUpStepPage } from "./sign-up-pages.tsx";
import {
  API_FIELD_TARGETS,
  hasChosenPassword,
  isQuestionStep,
  isStep,
  journey,
  nextStep,
  reachableStep,
  signUpBody,
  STEP_FIELDS,
  validateStep,
  withPeopleWording,
} from "./steps.ts";
import type { Step } from "./steps.ts";

export type SignUpPageProps = {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

const normalName = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();

export function createSignUpRoute(site: Site) {
  async function Page({ searchParams }: SignUpPageProps) {
    const query = await searchParams;
    const requested = single(query.step);
    const step: Step = isStep(requested) ? requested : "details";
    const changing = single(query.change) === "1";
    const state = (await readSession(signUpSessionStore)) ?? emptyFormState(newSubmissionToken());
    if (step === "confirmation" && state.done === null) redirect(signUpStepHref("details"));
    const allowed = reachableStep(step, state.values);
    if (allowed !== step) redirect(signUpStepHref(allowed));
    const organisations =
      step === "existing" ? await loadOrganisationOptions(site).catch(() => []) : [];
    return (
      <SignUpStepPage
        site={site}
        step={step}
        changing={changing}
        state={state}
        organisations={organisations}
      />
    );
  }

  async function generateMetadata({ searchParams }: SignUpPageProps): Promise<Metadata> {
    const step = single((await searchParams).step) ?? "details";
    const state = await readSession(signUpSessionStore);
    return pageMetadata(site, {
      title: formTitle(t("signUpForm.title"), isStep(step) ? state?.errors[step] : undefined),
      description: site.config.seo.descriptions.getInvolved,
      path: paths.getInvolvedSignUp(),
      noindex: true,
    });
  }

  /**
   * The id of the listed organisation called `name`; `null` when none is, `undefined` when the
   * list cannot be read just now.
   */
  async function organisationIdByName(name: string): Promise<string | null | undefined> {
    try {
      const options = await loadOrganisationOptions(site);
      return options.find((option) => normalName(option.name) === normalName(name))?.id ?? null;
    } catch {
      return undefined;
    }
  }

  /** `POST /get-involved/sign-up/answer`: one page's answers, or the final submission. */
  async function POST(request: Request) {
    if (!isSameOriginPost(request)) return forbidden();
    const read = await readForm(request);
    if (!read.ok) return read.response;
    const { form } = read;
    const step = form.get("step");
    const changing = form.get("change") === "1";
    const token = form.get("token");
    const secure = isSecureRequest(request);
    const { value: saved, loss } = signUpSessionStore.read(cookieReader(request));
    const respond = (next: Step, state: FormState, nextChanging = false, retryAfter?: number) => {
      const href = signUpStepHref(next, nextChanging);
      return seeOther(
        retryAfter === undefined ? href : limitedLocation(href, retryAfter),
        signUpSessionStore.write(state, secure),
      );
    };

    // The same submission again (double click, back then resubmit): show what it produced.
    if (typeof token === "string" && token === saved?.done?.token) {
      return seeOther(signUpStepHref("confirmation"));
    }
    if (step !== "check" && !isQuestionStep(step)) return seeOther(signUpStepHref("details"));

    const state: FormState = saved ?? emptyFormState(newSubmissionToken());
    const posted = step === "check" ? {} : postedValues(form, STEP_FIELDS[step]);
    // The password is never written back into the page: empty boxes keep the one already chosen.
    if (
      step === "details" &&
      posted.password === "" &&
      posted.password_confirmation === "" &&
      hasChosenPassword(state.values)
    ) {
      posted.password = state.values.password ?? "";
      posted.password_confirmation = posted.password;
    }
    const values = { ...state.values, ...posted };
    const errors = Object.fromEntries(
      Object.entries(state.errors).filter(([page]) => page !== step),
    );
    const answered: FormState = { ...state, values, errors };

    if (saved === null && step !== "details") {
      // The earlier answers are gone: start again from the first page, saying why.
      const restart = reachableStep("check", values);
      return respond(restart, {
        ...answered,
        errors: { [restart]: { fields: {}, form: lostAnswersMessage(loss) } },
      });
    }

    if (step === "existing") {
      const id = await organisationIdByName(values.existing_organisation ?? "");
      if (id === undefined) {
        return respond(
          step,
          { ...answered, errors: { ...errors, [step]: { fields: {}, form: t("forms.apiDown") } } },
          changing,
        );
      }
      values.organisation_id = id ?? "";
    }

    if (step !== "check") {
      const checked = validateStep(step, values);
      if (!checked.ok) {
        return respond(
          step,
          { ...answered, errors: { ...errors, [step]: { fields: checked.errors } } },
          changing,
        );
      }
      return respond(nextStep(step, values, changing), answered);
    }

    const built = signUpBody(values);
    if (!built.ok) {
      return respond(built.step, {
        ...answered,
        errors: { ...errors, [built.step]: { fields: built.errors } },
      });
    }
    const sent = await sendOnce(site, "signUp", state.token, async (headers) => {
      const response = await createOrganisationSignUp(site.api(), built.body, { headers });
      return { organisation: response.data.organisation.name, email: response.data.user.email };
    });
    if (sent.ok) {
      // The answers (and the password with them) are dropped as soon as they are sent.
      return respond("confirmation", {
        token: newSubmissionToken(),
        values: {},
        errors: {},
        done: { token: state.token, result: sent.result },
      });
    }
    if (sent.problem === "invalid") {
      const order = journey(values).filter(isQuestionStep);
      const mapped = mapApiErrors(
        withPeopleWording(sent.errors),
        API_FIELD_TARGETS,
        order,
        "check",
      );
      const first: Step = isStep(mapped.firstStep) ? mapped.firstStep : "check";
      return respond(first, { ...answered, errors: mapped.byStep });
    }
    const { message, retryAfterSeconds } = notSentMessage(sent);
    return respond(
      "check",
      { ...answered, errors: { check: { fields: {}, form: message } } },
      false,
      retryAfterSeconds,
    );
  }

  return { Page, generateMetadata, POST };
}
