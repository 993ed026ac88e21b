import { buildReferral } from "@hub/api-client/testing";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { runInRequestContext } from "../../request-context.ts";

import { rejectionDigest, service, stubSite } from "../../test/api-stub.ts";
import type { StubRequest } from "../../test/api-stub.ts";
import { SITE_COOKIES } from "../../cookies/site-cookies.ts";
import { journeySessionStore } from "../../journeys/journey-route.tsx";
import { createReferralRoute } from "./referral-route.tsx";

// The page reads its session through Next's request cookies; this test hands it a jar.
const jar = new Map<string, string>();
vi.mock("next/headers", () => ({
  headers: () =>
    Promise.resolve(
      new Headers({ cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; ") }),
    ),
}));

process.env.SESSION_SECRET = "referral-route-test";
const referralSessionStore = () =>
  journeySessionStore(SITE_COOKIES.referral.name, "/services/lunch-club/referral");
const subject = service({ slug: "lunch-club", name: "Lunch Club", referral_method: "internal" });

function setup(
  handler: (request: StubRequest) => { status?: number; body: unknown } = () => ({
    status: 404,
    body: { message: "" },
  }),
) {
  return stubSite((request) =>
    request.path === "services/lunch-club" ? { body: { data: subject } } : handler(request),
  );
}

/** Stores what the cookies set by a response say, as a browser would. */
function keep(response: Response) {
  for (const header of response.headers.getSetCookie()) {
    const [pair = ""] = header.split(";");
    const separator = pair.indexOf("=");
    jar.set(pair.slice(0, separator), pair.slice(separator + 1));
  }
}

/** Who posts: the limits count per visitor. */
const visitor = { address: "203.0.113.0", count: 0 };

async function post(route: ReturnType<typeof createReferralRoute>, fields: Record<string, string>) {
  const form = new URLSearchParams(fields);
  const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  const response = await runInRequestContext(visitor.address, () =>
    route.POST(
      new Request("http://hub.test/services/lunch-club/referral/answer", {
        method: "POST",
        headers: { origin: "http://hub.test", host: "hub.test", cookie },
        body: form,
      }),
      { params: Promise.resolve({ slug: "lunch-club" }) },
    ),
  );
  keep(response);
  return response;
}

async function page(route: ReturnType<typeof createReferralRoute>, step?: string) {
  const element = await route.Page({
    params: Promise.resolve({ slug: "lunch-club" }),
    searchParams: Promise.resolve(step === undefined ? {} : { step }),
  });
  return renderToStaticMarkup(element);
}

beforeEach(() => {
  // Each test is a visitor of its own, so the forms' limits (state/limits.ts) start afresh.
  visitor.address = `203.0.113.${(visitor.count += 1)}`;
  jar.clear();
});

/** What the API answers a referral it has stored. */
const created = { status: 201, body: { data: buildReferral({ service_id: subject.id }) } };

describe("referral route", () => {
  it("starts with what happens, the reply time and no step number", async () => {
    const html = await page(createReferralRoute(setup().site));
    for (const text of [
      "Connect to Lunch Club",
      "Within 10 working days, Lunch Club will:",
      "It takes about 5 minutes to fill in this form.",
      'href="/services/lunch-club/referral?step=who"',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain("Step 1 of");
  });

  it.each([
    { method: "none", digest: "NEXT_HTTP_ERROR_FALLBACK;404" },
    { method: "external", digest: "NEXT_REDIRECT;replace;/services/lunch-club;307;" },
  ])("a $method referral service has no referral page", async ({ method, digest }) => {
    const other = service({ slug: "lunch-club", referral_method: method as "none" });
    const { site } = stubSite(() => ({ body: { data: other } }));
    const route = createReferralRoute(site);
    expect(await rejectionDigest(page(route, "who"))).toBe(digest);
  });

  it("shows errors after a failed answer, keeps it, and prefixes the title", async () => {
    const route = createReferralRoute(setup().site);
    await post(route, { step: "who", who: "friend" });
    const response = await post(route, { step: "name", name: "   " });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/services/lunch-club/referral?step=name");
    const html = await page(route, "name");
    expect(html).toContain("There is a problem");
    expect(html).toContain('href="#referral-name"');
    expect(html).toContain("Enter their full name");
    expect(html).toContain("Step 2 of 7");
    const metadata = await route.generateMetadata({
      params: Promise.resolve({ slug: "lunch-club" }),
      searchParams: Promise.resolve({ step: "name" }),
    });
    expect(metadata.title).toBe("Error: Referral to Lunch Club");
  });

  it("sends a self referral once, and maps a 422 back to its page", async () => {
    let referrals = 0;
    const { site, requests } = setup((request) => {
      if (request.path === "referrals" && referrals > 0) return created;
      if (request.path !== "referrals") return { status: 404, body: { message: "" } };
      referrals += 1;
      return referrals === 1
        ? {
            status: 422,
            body: {
              message: "The phone must be a valid UK mobile phone number.",
              errors: { phone: ["The phone must be a valid UK mobile phone number."] },
            },
          }
        : created;
    });
    const route = createReferralRoute(site);
    const steps: Record<string, string>[] = [
      { step: "who", who: "myself" },
      { step: "name", name: "Jane Doe" },
      { step: "contact", phone: "07700 900 982" },
      { step: "details", postcode_outward_code: "", comments: "" },
    ];
    const locations = [];
    for (const fields of steps) locations.push((await post(route, fields)).headers.get("location"));
    expect(locations.at(-1)).toBe("/services/lunch-club/referral?step=check");
    expect(await page(route, "check")).toContain(
      'href="/services/lunch-club/referral?step=name&amp;change=1"',
    );

    const token = referralSessionStore().read((name) => jar.get(name)).value?.token ?? "";
    const rejected = await post(route, { step: "consent", token, referral_consented: "yes" });
    expect(rejected.headers.get("location")).toBe("/services/lunch-club/referral?step=contact");
    expect(await page(route, "contact")).toContain(
      "The phone must be a valid UK mobile phone number.",
    );

    const sent = await post(route, { step: "consent", token, referral_consented: "yes" });
    expect(sent.headers.get("location")).toBe("/services/lunch-club/referral?step=confirmation");
    const again = await post(route, { step: "consent", token, referral_consented: "yes" });
    expect(again.headers.get("location")).toBe("/services/lunch-club/referral?step=confirmation");
    const sentBodies = requests.filter((request) => request.path === "referrals");
    expect(sentBodies).toHaveLength(2);
    expect(sentBodies.at(-1)?.body).toMatchObject({
      phone: "07700900982",
      feedback_consented: false,
    });

    const html = await page(route, "confirmation");
    // GOV.UK's confirmation pattern: what was done, the reference, what happens next.
    expect(html).toMatch(/<h1[^>]*>Request sent<\/h1>/);
    expect(html).toContain("Your reference number");
    expect(html).toContain("AB12CD34EF");
    expect(html).toContain("We&#x27;ve sent your request to Lunch Club.");
    expect(html).toContain("What happens next");
    expect(html).not.toMatch(/successfully/i);
  });

  it("keeps the answers and says so when the API is down", async () => {
    const { site } = setup((request) =>
      request.path === "referrals"
        ? { status: 503, body: { message: "down" } }
        : { status: 404, body: {} },
    );
    const route = createReferralRoute(site);
    const answers: Record<string, string>[] = [
      { step: "who", who: "myself" },
      { step: "name", name: "Jane Doe" },
      { step: "contact", email: "jane@example.org" },
      { step: "details" },
    ];
    for (const fields of answers) await post(route, fields);
    const response = await post(route, { step: "consent", referral_consented: "yes" });
    expect(response.headers.get("location")).toBe("/services/lunch-club/referral?step=consent");
    const html = await page(route, "consent");
    expect(html).toContain("we could not send your answers just now");
    expect(referralSessionStore().read((name) => jar.get(name)).value?.values.name).toBe(
      "Jane Doe",
    );
  });

  it("sends each submission with its token as the Idempotency-Key, and no more than 5 a minute per visitor", async () => {
    const { site, requests } = setup((request) =>
      request.path === "referrals" ? created : { status: 404, body: {} },
    );
    const route = createReferralRoute(site);
    const answers: Record<string, string>[] = [
      { step: "who", who: "myself" },
      { step: "name", name: "Jane Doe" },
      { step: "contact", email: "jane@example.org" },
      { step: "details" },
    ];
    const locations = [];
    for (let round = 0; round < 6; round += 1) {
      jar.clear();
      for (const fields of answers) await post(route, fields);
      const token = referralSessionStore().read((name) => jar.get(name)).value?.token ?? "";
      const sent = await post(route, { step: "consent", token, referral_consented: "yes" });
      locations.push(sent.headers.get("location"));
      const last = requests.filter((request) => request.path === "referrals").at(-1);
      if (round < 5) expect(last?.headers.get("idempotency-key")).toBe(token);
    }
    expect(locations.slice(0, 5)).toEqual(
      Array.from({ length: 5 }, () => "/services/lunch-club/referral?step=confirmation"),
    );
    expect(locations[5]).toMatch(/^\/services\/lunch-club\/referral\?step=consent&limited=\d+$/);
    expect(requests.filter((request) => request.path === "referrals")).toHaveLength(5);
    const html = await page(route, "consent");
    expect(html).toContain("You have sent this form too many times in the last minute");
    expect(referralSessionStore().read((name) => jar.get(name)).value?.values.name).toBe(
      "Jane Doe",
    );
  });

  it("refuses a post from another site", async () => {
    const route = createReferralRoute(setup().site);
    const response = await route.POST(
      new Request("http://hub.test/services/lunch-club/referral/answer", {
        method: "POST",
        headers: { origin: "https://evil.test", host: "hub.test" },
        body: new URLSearchParams({ step: "who", who: "myself" }),
      }),
      { params: Promise.resolve({ slug: "lunch-club" }) },
    );
    expect(response.status).toBe(403);
  });
});
