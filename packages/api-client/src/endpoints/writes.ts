// What visitors send: a referral, page feedback and an organisation's sign-up. None is retried
// unless a call asks.
import type { ApiClient, CallOptions } from "../client.ts";
import { OrganisationSignUpResponseSchema } from "../schemas/organisation-sign-up.ts";
import type {
  OrganisationSignUpReceived,
  OrganisationSignUpRequest,
} from "../schemas/organisation-sign-up.ts";
import { PageFeedbackResponseSchema } from "../schemas/page-feedback.ts";
import type { PageFeedback, PageFeedbackRequest } from "../schemas/page-feedback.ts";
import { ReferralResponseSchema } from "../schemas/referrals.ts";
import type { Referral, ReferralRequest } from "../schemas/referrals.ts";

/** `POST /referrals` → 201 with the referral and its reference. */
export function createReferral(
  client: ApiClient,
  body: ReferralRequest,
  options?: CallOptions,
): Promise<Referral> {
  return client.post("referrals", {
    ...options,
    body,
    schema: ReferralResponseSchema,
    pick: "data",
  });
}

/** `POST /page-feedbacks` → 201. */
export function createPageFeedback(
  client: ApiClient,
  body: PageFeedbackRequest,
  options?: CallOptions,
): Promise<PageFeedback> {
  return client.post("page-feedbacks", {
    ...options,
    body,
    schema: PageFeedbackResponseSchema,
    pick: "data",
  });
}

/** `POST /organisation-sign-up-forms` → 201 `{ message, id, data }` (the whole envelope). */
export function createOrganisationSignUp(
  client: ApiClient,
  body: OrganisationSignUpRequest,
  options?: CallOptions,
): Promise<{ message: string; id: string; data: OrganisationSignUpReceived }> {
  return client.post("organisation-sign-up-forms", {
    ...options,
    body,
    schema: OrganisationSignUpResponseSchema,
  });
}
