import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { runInRequestContext } from "../../request-context.ts";

import { organisation, paginated, stubSite } from "../../test/api-stub.ts";
import type { StubRequest, StubResponse } from "../../test/api-stub.ts";
import { SITE_COOKIES } from "../../cookies/site-cookies.ts";
import { journeySessionStore } from "../../journeys/journey-route.tsx";
import { createSignUpRoute } from "./sign-up-route.tsx";

// The page reads its session through Next's request cookies; this test hands it a jar.
const jar = new Map<string, string>();
vi.mock("next/headers", () => ({
  headers: () =>
    Promise.resolve(
      new Headers({ cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; ") }),
    ),
}));

process.env.SESSION_SECRET = "sign-up-route-test";
const signUpSessionStore = journeySessionStore(SITE_COOKIES.signUp.name, "/get-involved/sign-up");
const listed = organisation({ name: "Age UK Testshire" });

const received = (body: unknown): StubResponse => {
  const sent = body as { user: Record<string, string>; organisation: Record<string, unknown> };
  const { password: _password, ...user } = sent.user;
  return {
    status: 201,
    body: {
      message: "Your request has been received and is awaiting approval.",
      id: "00000000-0000-4000-8000-00000000b001",
      data: {
        user,
        organisation: sent.organisation.id === undefined ? sent.organisation : listed,
      },
    },
  };
};

function setup(signUp: (request: StubRequest) => StubResponse = (r) => received(r.body)) {
  return stubSite((request) => {
    if (request.path === "organisations") return { body: paginated([listed], 1, 1, 100) };
    if (request.path === "organisation-sign-up-forms") return signUp(request);
    return { status: 404, body: { message: "" } };
  });
}

/** Stores what the cookies set by a response say, as a browser would. */
function keep(response: Response) {
  for (const header of response.headers.getSetCookie()) {
    const [pair = ""] = header.split(";");
    const separator = pair.indexOf("=");
    jar.set(pair.slice(0, separator), pair.slice(separator + 1));
  }
}

type Route = ReturnType<typeof createSignUpRoute>;

/** Who posts: the limits count per visitor. */
const visitor = { address: "203.0.113.0", count: 0 };

async function post(route: Route, fields: Record<string, string>, origin = "http://hub.test") {
  const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  const response = await runInRequestContext(visitor.address, () =>
    route.POST(
      new Request("http://hub.test/get-involved/sign-up/answer", {
        method: "POST",
        headers: { origin, host: "hub.test", cookie },
        body: new URLSearchParams(fields),
      }),
    ),
  );
  keep(response);
  return response;
}

async function page(route: Route, step?: string) {
  const element = await route.Page({
    searchParams: Promise.resolve(step === undefined ? {} : { step }),
  });
  return renderToStaticMarkup(element);
}

const session = () => signUpSessionStore.read((name) => jar.get(name)).value;

const details = {
  step: "details",
  first_name: "Jane",
  last_name: "Doe",
  email: "jane@example.org",
  phone: "07700 900 982",
  password: "Secret-pass1",
  password_confirmation: "Secret-pass1",
};
const newOrganisation = {
  step: "organisation",
  organisation_name: "St. Mary's Lunch Club!",
  organisation_description: "Hot lunches for older people.",
  organisation_url: "https://lunch.example.org",
  organisation_email: "",
  organisation_phone: "020 7946 0001",
};

/** Answers every page for a new organisation without a service; returns the last location. */
async function answerNewOrganisation(route: Route) {
  await post(route, details);
  await post(route, { step: "organisation-kind", organisation_kind: "new" });
  await post(route, newOrganisation);
  return (await post(route, { step: "add-service", add_service: "no" })).headers.get("location");
}

beforeEach(() => {
  // Each test is a visitor of its own, so the forms' limits (state/limits.ts) start afresh.
  visitor.address = `203.0.113.${(visitor.count += 1)}`;
  jar.clear();
});

describe("organisation sign-up route", () => {
  it("starts with your details, password guidance and no password written back", async () => {
    const html = await page(createSignUpRoute(setup().site));
    for (const text of [
      "Your details",
      'action="/get-involved/sign-up/answer"',
      "Use at least 8 characters, with a lower-case letter, a capital letter, a number and a symbol",
      'autoComplete="new-password"',
      'href="/get-involved"',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toMatch(/name="password"\/>/);
  });

  it.each<{ name: string; fields: Record<string, string>; messages: Record<string, string> }>([
    {
      name: "every required answer missing",
      fields: { step: "details" },
      messages: {
        first_name: "Enter your first name",
        last_name: "Enter your last name",
        email: "Enter your email address",
        phone: "Enter a UK mobile number",
        password: "Create a password",
        password_confirmation: "Confirm your password",
      },
    },
    {
      name: "a landline, a bad email and a weak password",
      fields: {
        ...details,
        email: "jane@",
        phone: "020 7946 0000",
        password: "secret",
        password_confirmation: "other",
      },
      messages: {
        email: "Enter an email address in the correct format, like name@example.com",
        phone: "Enter a UK mobile number, like 07700 900 982 or +44 7700 900 982",
        password:
          "Password must include a capital letter, a number and a symbol such as ! # $ % ? or @",
        password_confirmation: "The passwords do not match",
      },
    },
    {
      name: "a password shorter than 8 characters",
      fields: { ...details, password: "Ab1!", password_confirmation: "Ab1!" },
      messages: { password: "Password must be 8 characters or more" },
    },
    {
      name: "a quote is not one of the API's symbols",
      fields: { ...details, password: "Secret'pass1", password_confirmation: "Secret'pass1" },
      messages: { password: "Password must include a symbol such as ! # $ % ? or @" },
    },
    {
      name: "a new organisation without a name or description and bad contacts",
      fields: {
        step: "organisation",
        organisation_name: "!!!",
        organisation_description: "  ",
        organisation_url: "lunch.example.org",
        organisation_email: "info@",
        organisation_phone: "12345",
      },
      messages: {
        organisation_name: "Organisation name must include letters or numbers",
        organisation_description: "Describe your organisation",
        organisation_url: "Enter a web address in the correct format, like https://www.example.org",
        organisation_email:
          "Enter the organisation email address in the correct format, like info@example.org",
        organisation_phone: "Enter a UK phone number, like 020 7946 0000 or 07700 900 982",
      },
    },
    {
      name: "a service with nothing chosen",
      fields: { step: "service", service_intro: "x".repeat(301) },
      messages: {
        service_name: "Enter the service name",
        service_type: "Select what kind of listing it is",
        service_intro: "Summary must be 300 characters or fewer",
        service_description: "Describe the service",
        service_is_free: "Select whether the service is free",
      },
    },
  ])("pins the messages for $name", async ({ fields, messages }) => {
    const route = createSignUpRoute(setup().site);
    const step = fields.step ?? "";
    if (step !== "details") {
      // Later pages are only reachable once the earlier ones are answered.
      await post(route, details);
      await post(route, { step: "organisation-kind", organisation_kind: "new" });
      if (step === "service") {
        await post(route, newOrganisation);
        await post(route, { step: "add-service", add_service: "yes" });
      }
    }
    const response = await post(route, fields);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(
      step === "details" ? "/get-involved/sign-up" : `/get-involved/sign-up?step=${step}`,
    );
    expect(session()?.errors[step]?.fields).toEqual(messages);
    const html = await page(route, step === "details" ? undefined : step);
    expect(html).toContain("There is a problem");
    for (const [field, message] of Object.entries(messages)) {
      expect(html).toContain(`href="#sign-up-${field.replaceAll("_", "-")}"`);
      expect(html).toContain(message);
    }
  });

  it("prefixes the title with Error: while a page has errors", async () => {
    const route = createSignUpRoute(setup().site);
    const clean = await route.generateMetadata({ searchParams: Promise.resolve({}) });
    expect(clean.title).toBe("Register your organisation");
    await post(route, { step: "details" });
    const metadata = await route.generateMetadata({ searchParams: Promise.resolve({}) });
    expect(metadata.title).toBe("Error: Register your organisation");
    expect(metadata.robots).toMatchObject({ index: false });
  });

  it("sends a new organisation once, with its slug, and confirms it awaits review", async () => {
    const { site, requests } = setup();
    const route = createSignUpRoute(site);
    expect(await answerNewOrganisation(route)).toBe("/get-involved/sign-up?step=check");
    const check = await page(route, "check");
    expect(check).toContain("St. Mary&#x27;s Lunch Club!");
    expect(check).toContain('href="/get-involved/sign-up?step=organisation&amp;change=1"');
    expect(check).not.toContain("Secret-pass1");

    const token = session()?.token ?? "";
    const sent = await post(route, { step: "check", token });
    expect(sent.headers.get("location")).toBe("/get-involved/sign-up?step=confirmation");
    const again = await post(route, { step: "check", token });
    expect(again.headers.get("location")).toBe("/get-involved/sign-up?step=confirmation");

    const bodies = requests.filter((request) => request.path === "organisation-sign-up-forms");
    expect(bodies).toHaveLength(1);
    expect(bodies[0]?.body).toEqual({
      user: {
        first_name: "Jane",
        last_name: "Doe",
        email: "jane@example.org",
        phone: "07700900982",
        password: "Secret-pass1",
      },
      organisation: {
        slug: "st-marys-lunch-club",
        name: "St. Mary's Lunch Club!",
        description: "Hot lunches for older people.",
        url: "https://lunch.example.org",
        email: null,
        phone: "02079460001",
      },
    });
    expect(session()?.values).toEqual({});
    const html = await page(route, "confirmation");
    expect(html).toContain("Your listing has been sent for review");
    expect(html).toContain(
      "We will check St. Mary&#x27;s Lunch Club! before it appears on Test Hub",
    );
    expect(html).toContain("jane@example.org");
  });

  it("chooses a listed organisation by name and adds a first service", async () => {
    const { site, requests } = setup();
    const route = createSignUpRoute(site);
    await post(route, details);
    await post(route, { step: "organisation-kind", organisation_kind: "existing" });
    expect(await page(route, "existing")).toContain('<option value="Age UK Testshire">');
    const unknown = await post(route, { step: "existing", existing_organisation: "Nobody" });
    expect(unknown.headers.get("location")).toBe("/get-involved/sign-up?step=existing");
    expect(session()?.errors.existing?.fields.existing_organisation).toBe(
      "Choose an organisation from the list, or go back and say it is a new organisation",
    );
    await post(route, { step: "existing", existing_organisation: " age uk  testshire " });
    await post(route, { step: "add-service", add_service: "yes" });
    const last = await post(route, {
      step: "service",
      service_name: "Tea & Chat",
      service_type: "group",
      service_intro: "A weekly chat.",
      service_description: "Tea, biscuits and company.",
      service_is_free: "yes",
      service_contact_phone: "020 7946 0002",
    });
    expect(last.headers.get("location")).toBe("/get-involved/sign-up?step=check");
    await post(route, { step: "check", token: session()?.token ?? "" });
    const body = requests.find((request) => request.path === "organisation-sign-up-forms")?.body;
    expect(body).toMatchObject({
      organisation: { id: listed.id },
      service: {
        slug: "tea-and-chat",
        name: "Tea & Chat",
        type: "group",
        is_free: true,
        wait_time: null,
        url: null,
        contact_phone: "020 7946 0002",
        useful_infos: [],
        offerings: [],
        social_medias: [],
      },
    });
  });

  it("keeps the password when the details are changed with the password boxes empty", async () => {
    const route = createSignUpRoute(setup().site);
    await answerNewOrganisation(route);
    const changed = await post(route, {
      ...details,
      first_name: "Janet",
      password: "",
      password_confirmation: "",
      change: "1",
    });
    expect(changed.headers.get("location")).toBe("/get-involved/sign-up?step=check");
    expect(session()?.values).toMatchObject({ first_name: "Janet", password: "Secret-pass1" });
    const html = await page(route, "details");
    expect(html).not.toContain("Secret-pass1");
    expect(html).toContain("You have already chosen a password.");
  });

  it("does not keep a password that was refused", async () => {
    const route = createSignUpRoute(setup().site);
    await post(route, { ...details, password: "secret", password_confirmation: "secret" });
    expect(await page(route)).not.toContain("You have already chosen a password.");
    await post(route, { ...details, password: "", password_confirmation: "" });
    expect(session()?.errors.details?.fields).toEqual({
      password: "Create a password",
      password_confirmation: "Confirm your password",
    });
  });

  it.each([
    {
      name: "a taken email",
      errors: {
        "user.email": ["User Email - The email entered is already in use."],
      },
      step: "details",
      fields: {
        email:
          "This email address is already signed up or waiting for approval. Enter a different email address",
      },
    },
    {
      name: "an email waiting for approval",
      errors: {
        "user.email": [
          "User Email - The email entered has already been submitted for approval. Please use a different email address.",
        ],
      },
      step: "details",
      fields: {
        email:
          "This email address is already signed up or waiting for approval. Enter a different email address",
      },
    },
    {
      name: "a taken organisation slug",
      errors: { "organisation.slug": ["The organisation slug has already been taken."] },
      step: "organisation",
      fields: {
        organisation_name:
          "An organisation with this name is already listed. Go back and choose it as an existing organisation, or use a different name",
      },
    },
  ])("maps a 422 for $name back to its page", async ({ errors, step, fields }) => {
    const { site } = setup(() => ({ status: 422, body: { message: "Invalid", errors } }));
    const route = createSignUpRoute(site);
    await answerNewOrganisation(route);
    const response = await post(route, { step: "check", token: session()?.token ?? "" });
    expect(response.headers.get("location")).toBe(
      step === "details" ? "/get-involved/sign-up" : `/get-involved/sign-up?step=${step}`,
    );
    expect(session()?.errors[step]?.fields).toEqual(fields);
    expect(session()?.values.organisation_name).toBe("St. Mary's Lunch Club!");
  });

  it("keeps the answers and says so when the API is down, then sends on retry", async () => {
    let calls = 0;
    const { site } = setup((request) => {
      calls += 1;
      return calls === 1 ? { status: 503, body: { message: "down" } } : received(request.body);
    });
    const route = createSignUpRoute(site);
    await answerNewOrganisation(route);
    const token = session()?.token ?? "";
    const failed = await post(route, { step: "check", token });
    expect(failed.headers.get("location")).toBe("/get-involved/sign-up?step=check");
    expect(await page(route, "check")).toContain("we could not send your answers just now");
    expect(session()?.values.email).toBe("jane@example.org");
    const retried = await post(route, { step: "check", token });
    expect(retried.headers.get("location")).toBe("/get-involved/sign-up?step=confirmation");
    expect(calls).toBe(2);
  });

  it("sends a later page back to the first unanswered one", async () => {
    const route = createSignUpRoute(setup().site);
    await post(route, details);
    await expect(page(route, "check")).rejects.toMatchObject({
      digest: expect.stringContaining("/get-involved/sign-up?step=organisation-kind") as unknown,
    });
  });

  it("refuses a post from another site", async () => {
    const route = createSignUpRoute(setup().site);
    const response = await post(route, details, "https://evil.test");
    expect(response.status).toBe(403);
  });
});
