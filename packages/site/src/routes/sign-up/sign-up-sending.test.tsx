import { beforeEach, describe, expect, it, vi } from "vitest";

import { newVisitor, requestHeadersWithCookies } from "../../test/journey-visitor.ts";
import { createSignUpRoute } from "./sign-up-route.tsx";
import {
  answerNewOrganisation,
  details,
  listed,
  page,
  post,
  received,
  session,
  setup,
} from "../../test/sign-up-visitor.tsx";

// The page reads its session through Next's request cookies; this test's visitor hands it a jar.
vi.mock("next/headers", () => ({ headers: () => requestHeadersWithCookies() }));

process.env.SESSION_SECRET = "sign-up-route-test";

// Each test is a visitor of its own, so the forms' limits (state/limits.ts) start afresh.
beforeEach(newVisitor);

describe("organisation sign-up route, sending", () => {
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
});
