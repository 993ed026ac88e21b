// The feedback form ("Is there anything wrong with this page?", frontend-features §5.3) declared
// as a journey of one question: who is writing (optional), how to reach them (optional) and the
// feedback itself. Its route (feedback-route.tsx) says where it lives and what it sends.
import { z } from "zod";

import { t } from "@hub/core/messages";
import { Textarea } from "@hub/ui/textarea";

import { ContactInputs } from "../../forms/contact-inputs.tsx";
import { optionalEmail, optionalText, requiredText, ukPhone } from "../../forms/validators.ts";
import { defineJourney } from "../../journeys/journey.ts";
import type { PageView } from "../../journeys/journey.ts";
import type { Site } from "../../site.ts";

export const FEEDBACK_MAX_LENGTH = 10_000;
const FORM = "form";

export type FeedbackContext = { site: Site };

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

/** What the journey parses from the answers: the question's schema's output. */
export type FeedbackAnswers = z.output<ReturnType<typeof feedbackSchema>>;

const FIELDS = ["name", "email", "phone", "feedback"] as const;

export const feedbackJourney = defineJourney<FeedbackContext>({
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

function FeedbackQuestions(view: PageView<FeedbackContext>) {
  const { fieldId, value, error } = view;
  return (
    <>
      <ContactInputs
        view={view}
        names={{ name: "name", email: "email", phone: "phone" }}
        labels={{
          name: t("feedback.name"),
          email: t("feedback.email"),
          phone: t("feedback.phone"),
        }}
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
