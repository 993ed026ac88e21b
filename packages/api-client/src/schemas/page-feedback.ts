// Page feedback: "Is there anything wrong with this page?" (contract §3.10, §5.2).
import { z } from "zod";

import { IdSchema, TimestampSchema } from "./common.ts";
import { resourceEnvelope } from "./envelopes.ts";
import { emailField, textField, urlField } from "./rules.ts";

/** `name`, `email` and `phone` must be sent, null when not given. */
export const PageFeedbackRequestSchema = z.object({
  url: urlField("url", "required"),
  feedback: textField("feedback", "required", { max: 10000 }),
  name: textField("name", "present"),
  email: emailField("email", "present"),
  phone: textField("phone", "present"),
});
export type PageFeedbackRequest = z.output<typeof PageFeedbackRequestSchema>;

export const PageFeedbackSchema = z.object({
  id: IdSchema,
  url: z.string(),
  feedback: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  consented_at: TimestampSchema.nullable(),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type PageFeedback = z.infer<typeof PageFeedbackSchema>;

/** 201. */
export const PageFeedbackResponseSchema = resourceEnvelope(PageFeedbackSchema);
