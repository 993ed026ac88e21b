// The feedback form ("Is there anything wrong with this page?", frontend-features §5.3) declared
// as a journey of one question: who is writing (optional), how to reach them (optional) and the
// feedback itself, each field declared once (journeys/fields.tsx) with its key in
// `POST /page-feedbacks`. Its route (feedback-route.tsx) says where it lives and what it sends.
import { t } from "@hub/core/messages";

import { CONTACT_INPUTS } from "../../forms/contact-inputs.ts";
import { optionalEmail, optionalText, requiredText, ukPhone } from "../../forms/validators.ts";
import { question, textarea, textInput } from "../../journeys/fields.tsx";
import { defineJourney } from "../../journeys/journey.ts";
import type { PageView } from "../../journeys/journey.ts";
import type { Site } from "../../site.ts";

const FEEDBACK_MAX_LENGTH = 10_000;

const FORM = "form";

export type FeedbackContext = {
  site: Site;
  /** Whether the API says feedback reaches nobody (decision 0071): for the thank-you page. */
  deliveryOff?: boolean;
};

// Messages pinned in the tests; `phone` is checked when given.
const fields = [
  textInput({
    name: "name",
    schema: optionalText(t("feedbackForm.validation.nameTooLong")),
    props: { ...CONTACT_INPUTS.name, label: t("feedback.name") },
    api: "name",
  }),
  textInput({
    name: "email",
    schema: optionalEmail({
      invalid: t("referralForm.validation.emailInvalid"),
      tooLong: t("feedbackForm.validation.emailTooLong"),
    }),
    props: { ...CONTACT_INPUTS.email, label: t("feedback.email") },
    api: "email",
  }),
  textInput({
    name: "phone",
    schema: ukPhone({ invalid: t("referralForm.validation.phoneInvalid") }),
    props: { ...CONTACT_INPUTS.phone, label: t("feedback.phone") },
    api: "phone",
  }),
  textarea({
    name: "feedback",
    schema: requiredText(
      {
        required: t("feedback.validation.feedback"),
        tooLong: t("feedbackForm.validation.feedbackTooLong"),
      },
      FEEDBACK_MAX_LENGTH,
    ),
    props: { label: t("feedback.feedback"), characterLimit: FEEDBACK_MAX_LENGTH, rows: 8 },
    api: "feedback",
  }),
];

export const feedbackJourney = defineJourney<FeedbackContext>({
  counted: false,
  submitAt: FORM,
  steps: [
    question({
      id: FORM,
      fields,
      render: (view, inputs) => ({
        caption: <FeedbackIntro {...view} />,
        body: (
          <>
            {inputs}
            <p>{t("feedback.consent")}</p>
          </>
        ),
        submitLabel: t("feedback.submit"),
      }),
    }),
  ],
});

/** The heading and, when known, the page the feedback is about (the route's carried `from`). */
function FeedbackIntro({ context, value }: PageView<FeedbackContext>) {
  const from = value("from");
  return (
    <>
      <h1 className="text-2xl font-bold">{t("feedback.title")}</h1>
      <p>{t("feedback.intro", { site: context.site.config.appName })}</p>
      {from === "" ? null : (
        <p className="text-text-muted">{t("feedbackForm.aboutPage", { url: from })}</p>
      )}
    </>
  );
}
