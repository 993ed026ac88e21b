// `/feedback`: "Is there anything wrong with this page?" (frontend-features §5.3) as a page form.
// The page the person came from arrives as `?from=/path` on the link to it (only paths of this
// site are accepted), travels with the form, is sent to the API as the feedback's `url`, and is
// where the thank-you page leads back to. Answers post to `/feedback/send` (a route handler) and
// come back through the sealed session when something is wrong, so nothing typed is lost.
import type { Metadata } from "next";
import { headers } from "next/headers";
import { z } from "zod";

import { createPageFeedback } from "@hub/api-client/endpoints";
import { t } from "@hub/core/messages";
import { sameSitePath } from "@hub/core/request";
import { absoluteUrl, paths } from "@hub/core/urls";
import { Button } from "@hub/ui/button";
import { ConfirmationPanel } from "@hub/ui/confirmation-panel";
import { TextInput } from "@hub/ui/text-input";
import { Textarea } from "@hub/ui/textarea";

import { SITE_COOKIES } from "../../cookies/site-cookies.ts";
import { mapApiErrors } from "../../forms/api-errors.ts";
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
import { notSentMessage, sendOnce } from "../../forms/send.ts";
import { newSubmissionToken } from "../../state/submissions.ts";
import { FormErrorSummary, formTitle, readSession } from "../../forms/page.tsx";
import { cookieReader, createSessionStore, sessionKeyFromEnv } from "../../forms/session.ts";
import { emptyFormState, FormStateSchema } from "../../forms/state.ts";
import type { FormState } from "../../forms/state.ts";
import {
  optionalEmail,
  optionalText,
  requiredText,
  ukPhone,
  validate,
} from "../../forms/validators.ts";
import { pageMetadata } from "../../metadata.ts";
import type { Site } from "../../site.ts";

export const FEEDBACK_MAX_LENGTH = 10_000;
const FIELDS = ["name", "email", "phone", "feedback", "from"] as const;
const FIELD_IDS = {
  name: "feedback-name",
  email: "feedback-email",
  phone: "feedback-phone",
  feedback: "feedback-feedback",
};
/** The API keeps 255 characters of `url`. */
const MAX_URL_LENGTH = 255;

export type FeedbackPageProps = {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const feedbackSendHref = (): string => `${paths.feedback()}/send`;

export function feedbackSessionStore() {
  return createSessionStore(FormStateSchema, {
    name: SITE_COOKIES.feedback.name,
    path: paths.feedback(),
    key: () => sessionKeyFromEnv(),
  });
}

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
    const errors = state?.errors.form;
    const values = errors === undefined ? {} : (state?.values ?? {});
    const from =
      sameSitePath(single(query.from)) ??
      sameSitePath(values.from) ??
      refererPath(await headers()) ??
      "";
    const token = state?.token ?? newSubmissionToken();
    const error = (field: keyof typeof FIELD_IDS) => {
      const message = errors?.fields[field];
      return message === undefined ? {} : { error: message };
    };
    return (
      <div className="flex max-w-prose flex-col gap-6">
        <FormErrorSummary errors={errors} fieldIds={FIELD_IDS} />
        <h1 className="text-2xl font-bold">{t("feedback.title")}</h1>
        <p>{t("feedback.intro", { site: site.config.appName })}</p>
        {from === "" ? null : (
          <p className="text-text-muted">{t("feedbackForm.aboutPage", { url: from })}</p>
        )}
        <form method="post" action={feedbackSendHref()} noValidate className="flex flex-col gap-6">
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="from" value={from} />
          <TextInput
            id={FIELD_IDS.name}
            name="name"
            label={t("feedback.name")}
            autoComplete="name"
            spellCheck={false}
            defaultValue={values.name ?? ""}
            width="20"
            {...error("name")}
          />
          <TextInput
            id={FIELD_IDS.email}
            name="email"
            type="email"
            label={t("feedback.email")}
            autoComplete="email"
            spellCheck={false}
            defaultValue={values.email ?? ""}
            width="30"
            {...error("email")}
          />
          <TextInput
            id={FIELD_IDS.phone}
            name="phone"
            type="tel"
            label={t("feedback.phone")}
            autoComplete="tel"
            defaultValue={values.phone ?? ""}
            width="20"
            {...error("phone")}
          />
          <Textarea
            id={FIELD_IDS.feedback}
            name="feedback"
            label={t("feedback.feedback")}
            characterLimit={FEEDBACK_MAX_LENGTH}
            rows={8}
            defaultValue={values.feedback ?? ""}
            {...error("feedback")}
          />
          <p>{t("feedback.consent")}</p>
          <div>
            <Button>{t("feedback.submit")}</Button>
          </div>
        </form>
      </div>
    );
  }

  async function generateMetadata(): Promise<Metadata> {
    const state = await readSession(feedbackSessionStore());
    return pageMetadata(site, {
      title: formTitle(t("feedback.title"), state?.errors.form),
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

    const values = postedValues(form, FIELDS);
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
    if (!checked.ok) return back({ form: { fields: checked.errors } });
    const outcome = await sendOnce(site, "feedback", token, (headers) =>
      createPageFeedback(
        site.api(),
        { url: feedbackUrl(site.config.publicUrl, from), ...checked.data },
        { headers },
      ),
    );
    if (!outcome.ok) {
      if (outcome.problem === "invalid") {
        const targets = Object.fromEntries(
          Object.keys(FIELD_IDS).map((field) => [field, { step: "form", field }]),
        );
        return back(mapApiErrors(outcome.errors, targets, ["form"], "form").byStep);
      }
      const { message, retryAfterSeconds } = notSentMessage(outcome);
      return back({ form: { fields: {}, form: message } }, retryAfterSeconds);
    }
    return seeOther(
      sent,
      store.write(
        { ...emptyFormState(newSubmissionToken()), done: { token, result: { from: from ?? "" } } },
        secure,
      ),
    );
  }

  return { Page, generateMetadata, POST };
}
