import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";

import { rejectionDigest, stubSite } from "../test/api-stub.ts";
import {
  newVisitor,
  postForm,
  requestHeaders,
  requestHeadersWithCookies,
} from "../test/journey-visitor.ts";
import { defineJourney } from "./journey.ts";
import { createJourneyRoute } from "./journey-route.tsx";
import { BASE, COOKIE, pets, textQuestion } from "../test/pets-journey.tsx";

// The page reads its session through Next's request cookies, and the page that linked to it
// through the `Referer`; this test's visitor hands it a jar and a header.
vi.mock("next/headers", () => ({ headers: () => requestHeadersWithCookies() }));
process.env.SESSION_SECRET = "journey-route-test";

const post = (route: { POST: (request: Request) => Promise<Response> }, fields: object) =>
  postForm(route, `http://hub.test${BASE}/answer`, fields);

beforeEach(newVisitor);

// A one-page form declaring the options feedback needs: its own handler and confirmation
// addresses, a submission per page shown, an answer carried rather than asked, no back link and
// no "check your answers".
const note = defineJourney<object>({
  counted: false,
  submitAt: "note",
  steps: [
    {
      kind: "question",
      id: "note",
      fields: ["note"],
      schema: () => z.object({ note: z.string().min(1, { error: "Write a note" }) }),
      render: textQuestion("note", "Note"),
    },
  ],
  apiFieldTargets: { note: { step: "note", field: "note" } },
});

function setupNote(sent: string[]) {
  const route = createJourneyRoute<object, object>(stubSite(() => ({ body: {} })).site, {
    journey: note,
    idPrefix: "note",
    cookie: "hub-note",
    limit: "feedback",
    base: () => "/note",
    handler: "send",
    confirmationQuery: { sent: "1" },
    submission: "page",
    carry: ({ param, answers, referer }) => ({
      about: param("about") ?? answers.about ?? referer ?? "",
    }),
    load: () => Promise.resolve({}),
    metadata: () => Promise.resolve({ title: "Leave a note", path: "/note" }),
    confirmation: (_view, result) => <h1>Noted: {result.note}</h1>,
    send: (parsed, answers) => {
      sent.push(`${String(parsed.note)} about ${answers.about ?? ""}`);
      return Promise.resolve({ note: String(parsed.note) });
    },
  });
  return {
    POST: (request: Request) => route.POST(request, { params: Promise.resolve({}) }),
    page: async (query: Record<string, string>) =>
      renderToStaticMarkup(
        await route.Page({ params: Promise.resolve({}), searchParams: Promise.resolve(query) }),
      ),
    title: async (query: Record<string, string>) =>
      (
        await route.generateMetadata({
          params: Promise.resolve({}),
          searchParams: Promise.resolve(query),
        })
      ).title,
  };
}

describe("createJourneyRoute's declared options", () => {
  it.each<{ does: string; posts: Record<string, string>[]; location: string; sent: string[] }>([
    {
      does: "a page submission without a token goes back to the form, unsent",
      posts: [{ note: "Hello" }],
      location: "/note",
      sent: [],
    },
    {
      does: "a page submission needs no step; it confirms at the declared query",
      posts: [{ token: "note-1", note: "Hello" }],
      location: "/note?sent=1",
      sent: ["Hello about "],
    },
    {
      does: "a page submission replayed finds its confirmation, sent once",
      posts: [
        { token: "note-2", note: "Hello" },
        { token: "note-2", note: "Hello" },
      ],
      location: "/note?sent=1",
      sent: ["Hello about "],
    },
    {
      does: "a page shown again is a submission of its own",
      posts: [
        { token: "note-3", note: "Hello" },
        { token: "note-4", note: "Again" },
      ],
      location: "/note?sent=1",
      sent: ["Hello about ", "Again about "],
    },
    {
      does: "a carried answer is sent and kept in the address of a page with errors",
      posts: [
        { token: "note-5", about: "/events", note: "" },
        { token: "note-5", about: "/events", note: "Hello" },
      ],
      location: "/note?sent=1",
      sent: ["Hello about /events"],
    },
    {
      does: "a carried answer stays in the address of the page sent back to",
      posts: [{ token: "note-6", about: "/events?page=2", note: "" }],
      location: "/note?about=%2Fevents%3Fpage%3D2",
      sent: [],
    },
    {
      does: "a change is only made from check your answers",
      posts: [{ token: "note-7", change: "1", note: "" }],
      location: "/note",
      sent: [],
    },
  ])("$does", async ({ posts, location, sent }) => {
    const sending: string[] = [];
    const route = setupNote(sending);
    let response = new Response();
    for (const fields of posts) response = await post(route, fields);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(location);
    expect(sending).toEqual(sent);
  });

  it.each<{ does: string; query: Record<string, string>; referer?: string; about: string }>([
    { does: "from the page's query", query: { about: "/events" }, about: "/events" },
    {
      does: "else from the page that linked to it",
      query: {},
      referer: "http://hub.test/services/x",
      about: "/services/x",
    },
    { does: "else none", query: {}, about: "" },
  ])("the form carries its answer $does", async ({ query, referer, about }) => {
    if (referer !== undefined) requestHeaders.set("referer", referer);
    const html = await setupNote([]).page(query);
    expect(html).toContain('action="/note/send"');
    expect(html).toContain(`name="about" value="${about}"`);
    expect(html).toContain('name="step" value="note"');
    expect(html).not.toContain("<a ");
    expect(html).not.toContain("Step 1");
  });

  it("shows the form again with its errors, the answers and the carried answer", async () => {
    const route = setupNote([]);
    await post(route, { token: "note-8", about: "/events", note: "" });
    const html = await route.page({});
    expect(html).toContain("Write a note");
    expect(html).toContain('name="about" value="/events"');
    expect(html).toContain('name="token" value="note-8"');
    expect(await route.title({ about: "/events" })).toBe("Error: Leave a note");
  });

  it("needs the rows of check your answers where the journey has that page", () => {
    expect(() =>
      createJourneyRoute<object, object>(stubSite(() => ({ body: {} })).site, {
        journey: pets,
        idPrefix: "pets",
        cookie: COOKIE,
        limit: "referral",
        base: () => BASE,
        load: () => Promise.resolve({}),
        metadata: () => Promise.resolve({ title: "Register a pet", path: BASE }),
        confirmation: () => null,
        send: () => Promise.resolve({}),
      }),
    ).toThrow("check your answers");
  });

  it("confirms at the declared query only, after a submission", async () => {
    const route = setupNote([]);
    expect(await rejectionDigest(route.page({ sent: "1" }))).toMatch(
      /^NEXT_REDIRECT;replace;\/note;/,
    );
    await post(route, { token: "note-9", note: "Hello" });
    expect(await route.page({ sent: "1" })).toContain("Noted: Hello");
    expect(await route.title({ sent: "1" })).toBe("Leave a note");
    expect(await route.page({ step: "confirmation" })).toContain('action="/note/send"');
  });
});
