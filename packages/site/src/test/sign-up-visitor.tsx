// The organisation sign-up route as its tests drive it: an API stub that lists one organisation
// and receives sign-ups, the visitor's posts and pages, their session, and the answers of a new
// organisation. The test file mocks `next/headers` (`journey-visitor.ts`).
import { renderToStaticMarkup } from "react-dom/server";

import { SITE_COOKIES } from "../cookies/site-cookies.ts";
import { journeySessionStore } from "../journeys/journey-route.tsx";
import type { createSignUpRoute } from "../routes/sign-up/sign-up-route.tsx";
import { organisation, paginated, stubSite } from "./api-stub.ts";
import type { StubRequest, StubResponse } from "./api-stub.ts";
import { jar, postForm } from "./journey-visitor.ts";

export const signUpSessionStore = journeySessionStore(
  SITE_COOKIES.signUp.name,
  "/get-involved/sign-up",
);
export const listed = organisation({ name: "Age UK Testshire" });

export const received = (body: unknown): StubResponse => {
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

export function setup(signUp: (request: StubRequest) => StubResponse = (r) => received(r.body)) {
  return stubSite((request) => {
    if (request.path === "organisations") return { body: paginated([listed], 1, 1, 100) };
    if (request.path === "organisation-sign-up-forms") return signUp(request);
    return { status: 404, body: { message: "" } };
  });
}

export type Route = ReturnType<typeof createSignUpRoute>;

export const post = (route: Route, fields: Record<string, string>, origin?: string) =>
  postForm(route, "http://hub.test/get-involved/sign-up/answer", fields, origin);

export async function page(route: Route, step?: string) {
  const element = await route.Page({
    searchParams: Promise.resolve(step === undefined ? {} : { step }),
  });
  return renderToStaticMarkup(element);
}

export const session = () => signUpSessionStore.read((name) => jar.get(name)).value;

export const details = {
  step: "details",
  first_name: "Jane",
  last_name: "Doe",
  email: "jane@example.org",
  phone: "07700 900 982",
  password: "Secret-pass1",
  password_confirmation: "Secret-pass1",
};
export const newOrganisation = {
  step: "organisation",
  organisation_name: "St. Mary's Lunch Club!",
  organisation_description: "Hot lunches for older people.",
  organisation_url: "https://lunch.example.org",
  organisation_email: "",
  organisation_phone: "020 7946 0001",
};

/** Answers every page for a new organisation without a service; returns the last location. */
export async function answerNewOrganisation(route: Route) {
  await post(route, details);
  await post(route, { step: "organisation-kind", organisation_kind: "new" });
  await post(route, newOrganisation);
  return (await post(route, { step: "add-service", add_service: "no" })).headers.get("location");
}
