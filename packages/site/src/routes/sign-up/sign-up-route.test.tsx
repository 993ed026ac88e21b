import { beforeEach, describe, expect, it, vi } from "vitest";

import { newVisitor, requestHeadersWithCookies } from "../../test/journey-visitor.ts";
import { createSignUpRoute } from "./sign-up-route.tsx";
import {
  details,
  newOrganisation,
  page,
  post,
  session,
  setup,
} from "../../test/sign-up-visitor.tsx";

// The page reads its session through Next's request cookies; this test's visitor hands it a jar.
vi.mock("next/headers", () => ({ headers: () => requestHeadersWithCookies() }));

process.env.SESSION_SECRET = "sign-up-route-test";

// Each test is a visitor of its own, so the forms' limits (state/limits.ts) start afresh.
beforeEach(newVisitor);

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
