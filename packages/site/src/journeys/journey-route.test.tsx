import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { t } from "@hub/core/messages";

import { rejectionDigest, stubSite } from "../test/api-stub.ts";
import { jar, newVisitor, postForm, requestHeadersWithCookies } from "../test/journey-visitor.ts";
import { emptyFormState } from "../forms/state.ts";
import { createJourneyRoute, journeySessionStore } from "./journey-route.tsx";
import { BASE, COOKIE, pets } from "../test/pets-journey.tsx";

// The page reads its session through Next's request cookies, and the page that linked to it
// through the `Referer`; this test's visitor hands it a jar and a header.
vi.mock("next/headers", () => ({ headers: () => requestHeadersWithCookies() }));
process.env.SESSION_SECRET = "journey-route-test";

const store = journeySessionStore(COOKIE, BASE);

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

const post = (route: { POST: (request: Request) => Promise<Response> }, fields: object) =>
  postForm(route, `http://hub.test${BASE}/answer`, fields);

beforeEach(newVisitor);

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
