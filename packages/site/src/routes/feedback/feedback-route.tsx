// `/feedback`: "Is there anything wrong with this page?" (frontend-features §5.3) as a page form:
// a journey of one question (journeys/journey.ts) whose question form, validation and sending are
// the journey engine's. The page the person came from arrives as `?from=/path` on the link to it
// (only paths of this site are accepted), travels with the form, is sent to the API as the
// feedback's `url`, and is where the thank-you page leads back to. Answers post to `/feedback/send`
// (a route handler) and come back through the sealed session when something is wrong, so nothing
// typed is lost.
import type { Metadata } from "next";
import { headers } from "next/headers";
import { z } from "zod";

import { createPageFeedback } from "@hub/api-client/endpoints";
import { t } from "@hub/core/messages";
import { sameSitePath } from "@hub/core/request";
import { absoluteUrl, paths } from "@hub/core/urls";
import { ConfirmationPanel } from "@hub/ui/confirmation-panel";
import { TextInput } from "@hub/ui/text-input";
import { Textarea } from "@hub/ui/textarea";

import { SITE_COOKIES } from "../../cookies/site-cookies.ts";
import {
  forbidden,
  isSameOriginPost,
  readForm,
  isSecureRequest,
  limitedLocation,
  postedValues,
  refererPath,
  seeOther,
} from "../../forms/http.ts";
import { formTitle, readSession } from "../../forms/page.tsx";
import { cookieReader } from "../../forms/session.ts";
import { emptyFormState } from "../../forms/state.ts";
import type { FormState } from "../../forms/state.ts";
import {
  optionalEmail,
  optionalText,
  requiredText,
  ukPhone,
  validate,
} from "../../forms/validators.ts";
import { defineJourney } from "../../journeys/journey.ts";
import type { PageView } from "../../journeys/journey.ts";
import { journeySessionStore, QuestionForm, submitAnswers } from "../../journeys/journey-route.tsx";
import { pageMetadata } from "../../metadata.ts";
import type { Site } from "../../site.ts";
import { newSubmissionToken } from "../../state/submissions.ts";

export const FEEDBACK_MAX_LENGTH = 10_000;
/** The API keeps 255 characters of `url`. */
const MAX_URL_LENGTH = 255;
const FORM = "form";

export type FeedbackPageProps = {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

type FeedbackContext = { site: Site; from: string };

export const feedbackSendHref = (): string => `${paths.feedback()}/send`;

const feedbackSessionStore = () =>
  journeySessionStore(SITE_COOKIES.feedback.name, paths.feedback());

/** The feedback form's answers (messages pinned in the tests); `phone` is checked when given. */
export function feedbackSchema() {
  return z.object({
    name: optionalText(t("feedbackForm.validation.nameTooLong")),
    email: optionalEmail({
      invalid: t("referralForm.validation.emailInvalid"),
      tooLong: t("feedbackForm.validation.emailTooLong"),
    }),
    phone: ukPhone({ invalid: t("referralForm.validation.phoneInvalid") }),
    feedback: requiredText(
      {
        required: t("feedback.validation.feedback"),
        tooLong: t("feedbackForm.validation.feedbackTooLong"),
      },
      FEEDBACK_MAX_LENGTH,
    ),
  });
}

const FIELDS = ["name", "email", "phone", "feedback"] as const;

const feedbackJourney = defineJourney<FeedbackContext>({
  counted: false,
  submitAt: FORM,
  steps: [
    {
      kind: "question",
      id: FORM,
      fields: FIELDS,
      schema: feedbackSchema,
      render: (view) => ({
        caption: <FeedbackIntro {...view} />,
        body: <FeedbackQuestions {...view} />,
        submitLabel: t("feedback.submit"),
      }),
    },
  ],
  apiFieldTargets: Object.fromEntries(FIELDS.map((field) => [field, { step: FORM, field }])),
});

function FeedbackIntro({ context }: PageView<FeedbackContext>) {
  return (
    <>
      <h1 className="text-2xl font-bold">{t("feedback.title")}</h1>
      <p>{t("feedback.intro", { site: context.site.config.appName })}</p>
      {context.from === "" ? null : (
        <p className="text-text-muted">{t("feedbackForm.aboutPage", { url: context.from })}</p>
      )}
    </>
  );
}

function FeedbackQuestions({ fieldId, value, error }: PageView<FeedbackContext>) {
  return (
    <>
      <TextInput
        id={fieldId("name")}
        name="name"
        label={t("feedback.name")}
        autoComplete="name"
        spellCheck={false}
        defaultValue={value("name")}
        width="20"
        {...error("name")}
      />
      <TextInput
        id={fieldId("email")}
        name="email"
        type="email"
        label={t("feedback.email")}
        autoComplete="email"
        spellCheck={false}
        defaultValue={value("email")}
        width="30"
        {...error("email")}
      />
      <TextInput
        id={fieldId("phone")}
        name="phone"
        type="tel"
        label={t("feedback.phone")}
        autoComplete="tel"
        defaultValue={value("phone")}
        width="20"
        {...error("phone")}
      />
      <Textarea
        id={fieldId("feedback")}
        name="feedback"
        label={t("feedback.feedback")}
        characterLimit={FEEDBACK_MAX_LENGTH}
        rows={8}
        defaultValue={value("feedback")}
        {...error("feedback")}
      />
      <p>{t("feedback.consent")}</p>
    </>
  );
}

/** The absolute URL the feedback is about, within the API's limit (the query goes first). */
export function feedbackUrl(publicUrl: string, from: string | null): string {
  const full = absoluteUrl(publicUrl, from ?? "/");
  if (full.length <= MAX_URL_LENGTH) return full;
  const withoutQuery = absoluteUrl(publicUrl, (from ?? "/").split(/[?#]/)[0] ?? "/");
  return withoutQuery.slice(0, MAX_URL_LENGTH);
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export function createFeedbackRoute(site: Site) {
  async function Page({ searchParams }: FeedbackPageProps) {
    const query = await searchParams;
    const state = await readSession(feedbackSessionStore());
    if (single(query.sent) === "1" && state?.done) {
      const back = sameSitePath(state.done.result.from);
      return (
        <div className="flex max-w-prose flex-col gap-6">
          <ConfirmationPanel title={t("feedback.thanks")}>
            <p>{t("feedback.success", { site: site.config.appName })}</p>
          </ConfirmationPanel>
          <p>
            <a href={back ?? paths.home()}>
              {back === null ? t("feedbackForm.returnHome") : t("feedbackForm.returnTo")}
            </a>
          </p>
        </div>
      );
    }
    const errors = state?.errors[FORM];
    // Answers come back only with their errors: a sent form starts empty.
    const answers = errors === undefined ? {} : (state?.values ?? {});
    const from =
      sameSitePath(single(query.from)) ??
      sameSitePath(answers.from) ??
      refererPath(await headers()) ??
      "";
    const view: PageView<FeedbackContext> = {
      context: { site, from },
      step: FORM,
      changing: false,
      state: state ?? emptyFormState(newSubmissionToken()),
      answers,
      errors,
      value: (field) => answers[field] ?? "",
      error: (field) => {
        const message = errors?.fields[field];
        return message === undefined ? {} : { error: message };
      },
      fieldId: (field) => `feedback-${field}`,
    };
    const question = feedbackJourney.question(FORM);
    return (
      <div className="flex max-w-prose flex-col gap-6">
        {question === undefined ? null : (
          <QuestionForm
            asked={question}
            view={view}
            action={feedbackSendHref()}
            hidden={{ from }}
          />
        )}
      </div>
    );
  }

  async function generateMetadata(): Promise<Metadata> {
    const state = await readSession(feedbackSessionStore());
    return pageMetadata(site, {
      title: formTitle(t("feedback.title"), state?.errors[FORM]),
      description: site.config.seo.descriptions.feedback,
      path: paths.feedback(),
      noindex: true,
    });
  }

  /** `POST /feedback/send`. */
  async function POST(request: Request) {
    if (!isSameOriginPost(request)) return forbidden();
    const read = await readForm(request);
    if (!read.ok) return read.response;
    const { form } = read;
    const token = form.get("token");
    const store = feedbackSessionStore();
    const secure = isSecureRequest(request);
    const saved = store.read(cookieReader(request)).value;
    const sent = `${paths.feedback()}?sent=1`;
    if (typeof token !== "string" || token === "") return seeOther(paths.feedback());
    if (token === saved?.done?.token) return seeOther(sent);

    const values = postedValues(form, [...FIELDS, "from"]);
    const from = sameSitePath(values.from);
    const state: FormState = { ...emptyFormState(token), values, done: saved?.done ?? null };
    const back = (errors: FormState["errors"], retryAfter?: number) => {
      const href = from === null ? paths.feedback() : paths.feedback(from);
      return seeOther(
        retryAfter === undefined ? href : limitedLocation(href, retryAfter),
        store.write({ ...state, errors }, secure),
      );
    };
    const checked = validate(feedbackSchema(), values);
    if (!checked.ok) return back({ [FORM]: { fields: checked.errors } });
    const submitted = await submitAnswers(site, feedbackJourney, {
      limit: "feedback",
      token,
      answers: values,
      send: async (headers) => {
        await createPageFeedback(
          site.api(),
          { url: feedbackUrl(site.config.publicUrl, from), ...checked.data },
          { headers },
        );
        return { from: from ?? "" };
      },
    });
    if (!submitted.ok) return back(submitted.errors, submitted.retryAfterSeconds);
    return seeOther(
      sent,
      store.write(
        { ...emptyFormState(newSubmissionToken()), done: { token, result: submitted.result } },
        secure,
      ),
    );
  }

  return { Page, generateMetadata, POST };
}
