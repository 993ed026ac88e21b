import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";

import { t } from "@hub/core/messages";
import { TextInput } from "@hub/ui/text-input";

import { runInRequestContext } from "../request-context.ts";
import { rejectionDigest, stubSite } from "../test/api-stub.ts";
import { emptyFormState } from "../forms/state.ts";
import { defineJourney } from "./journey.ts";
import type { PageView } from "./journey.ts";
import { createJourneyRoute, journeySessionStore } from "./journey-route.tsx";

// The page reads its session through Next's request cookies, and the page that linked to it
// through the `Referer`; this test hands it a jar and a header.
const jar = new Map<string, string>();
const requestHeaders = new Headers({ host: "hub.test" });
vi.mock("next/headers", () => ({
  headers: () => {
    const headers = new Headers(requestHeaders);
    headers.set("cookie", [...jar].map(([name, value]) => `${name}=${value}`).join("; "));
    return Promise.resolve(headers);
  },
}));
process.env.SESSION_SECRET = "journey-route-test";

const COOKIE = "hub-pets";
const BASE = "/pets";
const store = journeySessionStore(COOKIE, BASE);

const textQuestion = (field: string, label: string) => (view: PageView<object>) => ({
  body: (
    <TextInput
      id={view.fieldId(field)}
      name={field}
      label={label}
      defaultValue={view.value(field)}
      {...view.error(field)}
    />
  ),
});

const pets = defineJourney<object>({
  counted: true,
  submitAt: "check",
  steps: [
    {
      kind: "question",
      id: "kind",
      fields: ["kind"],
      schema: () => z.object({ kind: z.enum(["cat", "dog"], { error: "Choose a kind" }) }),
      render: textQuestion("kind", "Kind"),
    },
    {
      kind: "question",
      id: "name",
      fields: ["pet_name"],
      schema: () => z.object({ pet_name: z.string().min(1, { error: "Name the pet" }) }),
      render: textQuestion("pet_name", "Name"),
    },
    {
      kind: "question",
      id: "breed",
      fields: ["breed"],
      when: (answers) => answers.kind === "dog",
      schema: () => z.object({ breed: z.string().min(1, { error: "Enter the breed" }) }),
      render: textQuestion("breed", "Breed"),
    },
    { kind: "check", id: "check" },
  ],
  apiFieldTargets: { name: { step: "name", field: "pet_name" } },
});

type Send = (name: string) => Promise<Record<string, string>>;

function setup(send: Send, offered = true) {
  const route = createJourneyRoute<object, object>(stubSite(() => ({ body: {} })).site, {
    journey: pets,
    idPrefix: "pets",
    cookie: COOKIE,
    limit: "referral",
    base: () => BASE,
    load: () => Promise.resolve(offered ? {} : null),
    metadata: () => Promise.resolve({ title: "Register a pet", path: BASE }),
    back: { label: "Back", exit: () => ({ href: "/", label: "Home" }) },
    check: {
      title: "Check your answers",
      rows: ({ answers }, change) => [
        { key: "Kind", value: answers.kind ?? "", href: change("kind") },
        { key: "Name", value: answers.pet_name ?? "", href: change("name") },
      ],
      submitLabel: "Register",
    },
    confirmation: (_view, result) => <h1>Registered {result.name}</h1>,
    send: (parsed) => send(String(parsed.pet_name)),
  });
  return {
    ...route,
    POST: (request: Request) => route.POST(request, { params: Promise.resolve({}) }),
  };
}

const visitor = { address: "198.51.100.0", count: 0 };

async function post(route: { POST: (request: Request) => Promise<Response> }, fields: object) {
  const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  const response = await runInRequestContext(visitor.address, () =>
    route.POST(
      new Request(`http://hub.test${BASE}/answer`, {
        method: "POST",
        headers: { origin: "http://hub.test", host: "hub.test", cookie },
        body: new URLSearchParams(fields as Record<string, string>),
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

beforeEach(() => {
  visitor.address = `198.51.100.${(visitor.count += 1)}`;
  jar.clear();
  requestHeaders.delete("referer");
});

describe("createJourneyRoute", () => {
  it("is not found where the journey's context says it is not offered", async () => {
    const route = setup(() => Promise.resolve({}), false);
    expect(
      await rejectionDigest(
        route.Page({ params: Promise.resolve({}), searchParams: Promise.resolve({}) }),
      ),
    ).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
    expect((await post(route, { step: "kind", kind: "cat" })).status).toBe(404);
  });

  it.each<{ posts: Record<string, string>[]; location: string }>([
    { posts: [{ step: "kind", kind: "cat" }], location: "/pets?step=name" },
    { posts: [{ step: "kind", kind: "" }], location: "/pets" },
    {
      posts: [
        { step: "kind", kind: "dog" },
        { step: "name", pet_name: "Rex" },
      ],
      location: "/pets?step=breed",
    },
    {
      posts: [
        { step: "kind", kind: "cat" },
        { step: "name", pet_name: "Tom" },
        { step: "kind", kind: "dog", change: "1" },
      ],
      location: "/pets?step=breed",
    },
    {
      posts: [
        { step: "kind", kind: "cat" },
        { step: "name", pet_name: "Tom" },
        { step: "name", pet_name: "Tibbles", change: "1" },
      ],
      location: "/pets?step=check",
    },
    { posts: [{ step: "elsewhere" }], location: "/pets" },
  ])("routes $posts to $location", async ({ posts, location }) => {
    const route = setup(() => Promise.resolve({}));
    let response = new Response();
    for (const fields of posts) response = await post(route, fields);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(location);
  });

  it("shows an error summary and the error by its field, keeping the answer", async () => {
    const route = setup(() => Promise.resolve({}));
    await post(route, { step: "kind", kind: "cat" });
    await post(route, { step: "name", pet_name: "" });
    const html = renderToStaticMarkup(
      await route.Page({
        params: Promise.resolve({}),
        searchParams: Promise.resolve({ step: "name" }),
      }),
    );
    expect(html).toContain("There is a problem");
    expect(html).toContain('href="#pets-pet-name"');
    expect(html).toContain("Name the pet");
    expect(html).toContain("Step 2 of 3");
    const metadata = await route.generateMetadata({
      params: Promise.resolve({}),
      searchParams: Promise.resolve({ step: "name" }),
    });
    expect(metadata.title).toBe("Error: Register a pet");
  });

  it("lists the answers on check your answers, each changed on its page and back", async () => {
    const route = setup(() => Promise.resolve({}));
    await post(route, { step: "kind", kind: "cat" });
    await post(route, { step: "name", pet_name: "Tom" });
    const html = renderToStaticMarkup(
      await route.Page({
        params: Promise.resolve({}),
        searchParams: Promise.resolve({ step: "check" }),
      }),
    );
    expect(html).toContain('href="/pets?step=name&amp;change=1"');
    expect(html).toContain('name="step" value="check"');
    const changing = renderToStaticMarkup(
      await route.Page({
        params: Promise.resolve({}),
        searchParams: Promise.resolve({ step: "name", change: "1" }),
      }),
    );
    expect(changing).toContain('name="change" value="1"');
    expect(changing).toContain('href="/pets?step=check"');
  });

  it("says the answers expired, and starts again, when the session has", async () => {
    const route = setup(() => Promise.resolve({}));
    const threeHoursAgo = Date.now() - 3 * 60 * 60 * 1000;
    for (const header of store.write(
      { ...emptyFormState("old"), values: { kind: "cat" } },
      false,
      threeHoursAgo,
    )) {
      const [pair = ""] = header.split(";");
      const separator = pair.indexOf("=");
      jar.set(pair.slice(0, separator), pair.slice(separator + 1));
    }
    const response = await post(route, { step: "name", pet_name: "Tom" });
    expect(response.headers.get("location")).toBe("/pets");
    expect(store.read((name) => jar.get(name)).value?.errors.kind?.form).toBe(
      t("forms.sessionExpired"),
    );
  });

  it("sends once per token: a replay finds the confirmation", async () => {
    const sent: string[] = [];
    const route = setup((name) => {
      sent.push(name);
      return Promise.resolve({ name });
    });
    await post(route, { step: "kind", kind: "cat" });
    await post(route, { step: "name", pet_name: "Tom" });
    const token = store.read((name) => jar.get(name)).value?.token ?? "";
    const first = await post(route, { step: "check", token });
    const again = await post(route, { step: "check", token });
    expect([first, again].map((response) => response.headers.get("location"))).toEqual([
      "/pets?step=confirmation",
      "/pets?step=confirmation",
    ]);
    expect(sent).toEqual(["Tom"]);
    const html = renderToStaticMarkup(
      await route.Page({
        params: Promise.resolve({}),
        searchParams: Promise.resolve({ step: "confirmation" }),
      }),
    );
    expect(html).toContain("Registered Tom");
  });
});

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
