// Contract-valid answers to the visitor writes (a stored referral, stored page feedback), for the
// tests of the forms that send them; re-exported by testing.ts, whose builders they follow.
import { build, FIXTURE_TIMESTAMP as TIMESTAMP, stamps } from "./testing-base.ts";
import { PageFeedbackSchema } from "./schemas/page-feedback.ts";
import type { PageFeedback } from "./schemas/page-feedback.ts";
import { ReferralSchema } from "./schemas/referrals.ts";
import type { Referral } from "./schemas/referrals.ts";

/** A referral the API has stored: a resident referring themselves, by phone. */
export function buildReferral(overrides: Partial<Referral> = {}): Referral {
  return build(ReferralSchema, {
    id: "00000000-0000-4000-8000-00000000a001",
    service_id: "00000000-0000-4000-8000-00000000a002",
    reference: "AB12CD34EF",
    status: "new",
    name: "Jane Doe",
    email: null,
    phone: "07700900982",
    other_contact: null,
    postcode_outward_code: null,
    comments: null,
    referral_consented_at: TIMESTAMP,
    feedback_consented_at: null,
    referee_name: null,
    referee_email: null,
    referee_phone: null,
    referee_organisation: null,
    ...stamps,
    ...overrides,
  });
}

/** Page feedback the API has stored, given without contact details. */
export function buildPageFeedback(overrides: Partial<PageFeedback> = {}): PageFeedback {
  return build(PageFeedbackSchema, {
    id: "00000000-0000-4000-8000-00000000f001",
    url: "https://hub.test/about",
    feedback: "A broken link.",
    name: null,
    email: null,
    phone: null,
    consented_at: TIMESTAMP,
    ...stamps,
    ...overrides,
  });
}
