import { describe } from "vitest";

import { itCallsEachEndpoint, useApiServer } from "../../test/endpoints.ts";
import * as fx from "../../test/fixtures.ts";
import * as api from "./writes.ts";

const context = useApiServer();

const referralBody = {
  service_id: fx.id(601),
  name: "Jane Doe",
  email: null,
  phone: "07700900123",
  other_contact: null,
  postcode_outward_code: "SM1",
  comments: null,
  referral_consented: true as const,
  feedback_consented: false,
};
const feedbackBody = {
  url: "https://hub.example.org/a",
  feedback: "Typo",
  name: null,
  email: null,
  phone: null,
};
const signUpBody = {
  user: {
    first_name: "Ann",
    last_name: "Lee",
    email: "ann@example.org",
    phone: "07700900123",
    password: "Str0ng!pass",
  },
  organisation: { id: fx.id(201) },
};

describe("visitor writes", () => {
  itCallsEachEndpoint(context, [
    [
      "createReferral",
      (c) => api.createReferral(c, referralBody),
      { method: "POST", path: "referrals", body: referralBody },
      { data: fx.referral() },
      fx.referral(),
    ],
    [
      "createPageFeedback",
      (c) => api.createPageFeedback(c, feedbackBody),
      { method: "POST", path: "page-feedbacks", body: feedbackBody },
      { data: fx.pageFeedback() },
      fx.pageFeedback(),
    ],
    [
      "createOrganisationSignUp",
      (c) => api.createOrganisationSignUp(c, signUpBody),
      { method: "POST", path: "organisation-sign-up-forms", body: signUpBody },
      fx.signUpReceived(),
      fx.signUpReceived(),
    ],
  ]);
});
