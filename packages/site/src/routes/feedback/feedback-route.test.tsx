import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { runInRequestContext } from "../../request-context.ts";

import { stubSite } from "../../test/api-stub.ts";
import type { StubResponse } from "../../test/api-stub.ts";
import { createFeedbackRoute, feedbackUrl } from "./feedback-route.tsx";

// The page reads its session from the request's `Cookie` header and the page the visitor came
// from through the `Referer`; this test hands it a jar and a header.
const jar = new Map<string, string>();
const requestHeaders = new Headers({ host: "hub.test" });
vi.mock("next/headers", () => ({
  headers: () => {
    const headers = new Headers(requestHeaders);
    headers.set("cookie", [...jar].map(([name, value]) => `${name}=${value}`).join("; "));
    return Promise.resolve(headers);
  },
}));
process.env.SESSION_SECRET = "feedback-route-test";

const created: StubResponse = {
  status: 201,
  body: {
    data: {
      id: "00000000-0000-4000-8000-00000000f001",
      url: "https://hub.test/services/lunch-club",
      feedback: "The phone number is wrong.",
      name: null,
      email: null,
      phone: null,
      consented_at: "2026-05-01T10:00:00+0000",
      created_at: "2026-05-01T10:00:00+0000",
      updated_at: "2026-05-01T10:00:00+0000",
    },
  },
};

/** Who posts: the limits count per visitor. */
const visitor = { address: "203.0.113.0", count: 0 };

async function post(route: ReturnType<typeof createFeedbackRoute>, fields: Record<string, string>) {
  const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  const response = await runInRequestContext(visitor.address, () =>
    route.POST(
      new Request("http://hub.test/feedback/send", {
        method: "POST",
        headers: { origin: "http://hub.test", host: "hub.test", cookie },
        body: new URLSearchParams(fields),
      }),
    ),
  );
  for (const header of response.headers.getSetCookie()) {
    const [pair = ""] = header.split(";");
    const separator = pair.indexOf("=");
    jar.set(pair.slice(0, separator), pair.slice(separator + 1));
  }
  return response;
}

async function page(route: ReturnType<typeof createFeedbackRoute>, query: Record<string, string>) {
  return renderToStaticMarkup(await route.Page({ searchParams: Promise.resolve(query) }));
}

beforeEach(() => {
  // Each test is a visitor of its own, so the forms' limits (state/limits.ts) start afresh.
  visitor.address = `203.0.113.${(visitor.count += 1)}`;
  jar.clear();
  requestHeaders.delete("referer");
});

describe("feedback route", () => {
  it.each<{ fields: Record<string, string> & { feedback: string }; message: string }>([
    { fields: { feedback: "" }, message: "Enter your feedback" },
    {
      fields: { feedback: "x".repeat(10_001) },
      message: "Feedback must be 10,000 characters or fewer",
    },
    {
      fields: { feedback: "Hi", email: "jane@" },
      message: "Enter an email address in the correct format, like name@example.com",
    },
    {
      fields: { feedback: "Hi", phone: "12345" },
      message: "Enter a UK phone number, like 020 7946 0000 or 07700 900 982",
    },
  ])(
    "rejects $fields.feedback.length chars with “$message”, keeping answers",
    async ({ fields, message }) => {
      const route = createFeedbackRoute(stubSite(() => created).site);
      const response = await post(route, { token: "t-1", from: "/services/lunch-club", ...fields });
      expect(response.headers.get("location")).toBe("/feedback?from=%2Fservices%2Flunch-club");
      const html = await page(route, { from: "/services/lunch-club" });
      expect(html).toContain("There is a problem");
      expect(html).toContain(message);
      if (fields.feedback.length > 0 && fields.feedback.length < 100) {
        expect(html).toContain(`>${fields.feedback}</textarea>`);
      }
    },
  );

  it("sends once with the page it came from, then leads back there", async () => {
    const { site, requests } = stubSite(() => created);
    const route = createFeedbackRoute(site);
    const fields = { token: "t-1", from: "/services/lunch-club", feedback: "Wrong phone." };
    expect((await post(route, fields)).headers.get("location")).toBe("/feedback?sent=1");
    expect((await post(route, fields)).headers.get("location")).toBe("/feedback?sent=1");
    expect(requests.map((request) => request.body)).toEqual([
      {
        url: "https://hub.test/services/lunch-club",
        feedback: "Wrong phone.",
        name: null,
        email: null,
        phone: null,
      },
    ]);
    const html = await page(route, { sent: "1" });
    expect(html).toContain("Thank you");
    expect(html).toContain('href="/services/lunch-club"');
  });

  it.each([
    ["http://hub.test/events?page=2", "/events?page=2"],
    ["https://elsewhere.example/events", ""],
    [null, ""],
  ])("a link from %s is about the page %j", async (referer, from) => {
    if (referer !== null) requestHeaders.set("referer", referer);
    const html = await page(
      createFeedbackRoute(stubSite(() => ({ status: 200, body: {} })).site),
      {},
    );
    expect(html).toContain(`name="from" value="${from.replace("&", "&amp;")}"`);
  });

  it("keeps the answers and says so when the API is down", async () => {
    const route = createFeedbackRoute(stubSite(() => ({ status: 503, body: {} })).site);
    // A token of its own: tokens already sent in this file are remembered (as they are by the site).
    await post(route, { token: "t-api-down", from: "", feedback: "Kept." });
    const html = await page(route, {});
    expect(html).toContain("we could not send your answers just now");
    expect(html).toContain(">Kept.</textarea>");
  });

  it.each([
    ["/services/x", "https://hub.test/services/x"],
    [null, "https://hub.test/"],
    [`/results?query=${"q".repeat(300)}`, "https://hub.test/results"],
  ])("the feedback is about %s → %s", (from, url) => {
    expect(feedbackUrl("https://hub.test", from)).toBe(url);
  });
});
