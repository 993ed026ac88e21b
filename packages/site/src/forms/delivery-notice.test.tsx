// What the forms' pages say about where a visitor's write goes, as the API's settings tell it
// (decision 0071): with delivery `off`, a warning on the referral's start page and on every
// confirmation, and no promise that anyone will get in touch; with delivery on, or an API that
// does not say (the upstream's), the wording of what happens next and by when.
import { buildPageFeedback, buildReferral, buildSettings } from "@hub/api-client/testing";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { createFeedbackRoute } from "../routes/feedback/feedback-route.tsx";
import { createReferralRoute } from "../routes/referral/referral-route.tsx";
import { createSignUpRoute } from "../routes/sign-up/sign-up-route.tsx";
import { notFoundResponse, paginated, service, stubSite } from "../test/api-stub.ts";
import type { StubResponse } from "../test/api-stub.ts";
import { newVisitor, postForm, requestHeadersWithCookies } from "../test/journey-visitor.ts";
import { answerNewOrganisation, listed, received, session } from "../test/sign-up-visitor.tsx";

// The pages read their session through Next's request cookies; the visitor hands them a jar.
vi.mock("next/headers", () => ({ headers: () => requestHeadersWithCookies() }));

process.env.SESSION_SECRET = "delivery-notice-test";

beforeEach(newVisitor);

const subject = service({ slug: "lunch-club", name: "Lunch Club", referral_method: "internal" });

const referralCreated: StubResponse = {
  status: 201,
  body: { data: buildReferral({ service_id: subject.id }) },
};

const feedbackCreated: StubResponse = { status: 201, body: { data: buildPageFeedback() } };

/**
 * The API: its settings with `delivery` as given (the key left out when `absent`, the settings
 * unreadable when `unreadable`), and every write stored.
 */
function api(delivery: string) {
  return stubSite((request) => {
    switch (request.path) {
      case "settings":
        if (delivery === "unreadable") return notFoundResponse;
        return {
          body: { data: { ...buildSettings(), ...(delivery === "absent" ? {} : { delivery }) } },
        };
      case "services/lunch-club":
        return { body: { data: subject } };
      case "referrals":
        return referralCreated;
      case "page-feedbacks":
        return feedbackCreated;
      case "organisations":
        return { body: paginated([listed], 1, 1, 100) };
      case "organisation-sign-up-forms":
        return received(request.body);
      default:
        return notFoundResponse;
    }
  }).site;
}

const params = { params: Promise.resolve({ slug: "lunch-club" }) };

/** The referral's start page and, after a self referral, its confirmation. */
async function referralPages(delivery: string) {
  const route = createReferralRoute(api(delivery));
  const show = async (query: Record<string, string>) =>
    renderToStaticMarkup(await route.Page({ ...params, searchParams: Promise.resolve(query) }));
  const answer = { POST: (request: Request) => route.POST(request, params) };
  const start = await show({});
  for (const fields of [
    { step: "who", who: "myself" },
    { step: "name", name: "Jane Doe" },
    { step: "contact", phone: "07700 900 982" },
    { step: "details", postcode_outward_code: "", comments: "" },
    { step: "consent", referral_consented: "yes" },
  ]) {
    await postForm(answer, "http://hub.test/services/lunch-club/referral/answer", fields);
  }
  return { start, confirmation: await show({ step: "confirmation" }) };
}

/** A one-page form's token: each feedback a submission of its own. */
let feedbacks = 0;

async function feedbackThanks(delivery: string) {
  const route = createFeedbackRoute(api(delivery));
  feedbacks += 1;
  const fields = { token: `delivery-${feedbacks}`, from: "/about", feedback: "A broken link." };
  await postForm(route, "http://hub.test/feedback/send", fields);
  return renderToStaticMarkup(await route.Page({ searchParams: Promise.resolve({ sent: "1" }) }));
}

async function signUpConfirmation(delivery: string) {
  const route = createSignUpRoute(api(delivery));
  await answerNewOrganisation(route);
  const fields = { step: "check", token: session()?.token ?? "" };
  await postForm(route, "http://hub.test/get-involved/sign-up/answer", fields);
  const element = await route.Page({ searchParams: Promise.resolve({ step: "confirmation" }) });
  return renderToStaticMarkup(element);
}

const WARNING = "This is a demonstration";

describe("with the API's delivery off", () => {
  it("the referral says so on its start page and its confirmation, and promises no contact", async () => {
    const { start, confirmation } = await referralPages("off");
    expect(start).toContain(WARNING);
    expect(start).toContain(
      "Requests made on this website are not sent to Lunch Club, and nobody will contact you about them.",
    );
    expect(confirmation).toMatch(/<h1[^>]*>Request received<\/h1>/);
    expect(confirmation).toContain("AB12CD34EF");
    expect(confirmation).toContain(WARNING);
    expect(confirmation).toContain(
      "Your request has not been sent to Lunch Club, and nobody will contact you about it.",
    );
    expect(confirmation).toContain("Lunch Club will not get in touch.");
    expect(confirmation).not.toContain("We&#x27;ve sent your request");
    expect(confirmation).not.toContain("within 10 working days");
  });

  it("the feedback's thanks and the sign-up's confirmation say it was sent to nobody", async () => {
    const thanks = await feedbackThanks("off");
    expect(thanks).toContain("Thank you for your feedback");
    expect(thanks).toContain(WARNING);
    expect(thanks).toContain("Your feedback has not been sent to anyone.");
    expect(thanks).not.toContain("We&#x27;ve sent your feedback");

    const signUp = await signUpConfirmation("off");
    expect(signUp).toMatch(/<h1[^>]*>Your listing has been received<\/h1>/);
    expect(signUp).toContain(WARNING);
    expect(signUp).toContain("Your listing has not been sent for review");
    expect(signUp).not.toContain("We will email");
  });
});

describe.each([
  ["on (smtp)", "smtp"],
  ["not said, as by the upstream API", "absent"],
  ["a mode this site does not know", "notify"],
  ["unknown, the settings unreadable", "unreadable"],
])("with the API's delivery %s", (_case, delivery) => {
  it("the referral says who gets in touch and by when, with no warning", async () => {
    const { start, confirmation } = await referralPages(delivery);
    expect(start).not.toContain(WARNING);
    expect(start).toContain("Within 10 working days, Lunch Club will:");
    expect(confirmation).toMatch(/<h1[^>]*>Request sent<\/h1>/);
    expect(confirmation).not.toContain(WARNING);
    expect(confirmation).toContain("We&#x27;ve sent your request to Lunch Club.");
    expect(confirmation).toContain(
      "Lunch Club will get in touch within 10 working days to talk about how they can help.",
    );
  });

  it("the feedback's thanks and the sign-up's confirmation say where it went", async () => {
    const thanks = await feedbackThanks(delivery);
    expect(thanks).not.toContain(WARNING);
    expect(thanks).toContain("We&#x27;ve sent your feedback to the Test Hub team.");

    const signUp = await signUpConfirmation(delivery);
    expect(signUp).not.toContain(WARNING);
    expect(signUp).toMatch(/<h1[^>]*>Your listing has been sent for review<\/h1>/);
    expect(signUp).toContain("We will email jane@example.org when it has been approved");
  });
});
