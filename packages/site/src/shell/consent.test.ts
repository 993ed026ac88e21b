import { describe, expect, it } from "vitest";

import {
  analyticsAllowed,
  CONSENT_COOKIE,
  consentBannerState,
  handleConsentPost,
  nextConsentValue,
  safeReturnPath,
} from "./consent.ts";

describe("cookie consent", () => {
  it.each([
    { value: undefined, state: "undecided", analytics: false },
    { value: "nonsense", state: "undecided", analytics: false },
    { value: "accepted", state: "accepted", analytics: true },
    { value: "rejected", state: "rejected", analytics: false },
    { value: "accepted:hidden", state: "hidden", analytics: true },
    { value: "rejected:hidden", state: "hidden", analytics: false },
  ])("cookie $value shows the $state banner", ({ value, state, analytics }) => {
    expect(consentBannerState(value)).toBe(state);
    expect(analyticsAllowed(value)).toBe(analytics);
  });

  it.each([
    { current: undefined, action: "accept", next: "accepted" },
    { current: "accepted", action: "reject", next: "rejected" },
    { current: "accepted", action: "hide", next: "accepted:hidden" },
    { current: "rejected", action: "hide", next: "rejected:hidden" },
    { current: undefined, action: "hide", next: null },
    { current: "accepted", action: "delete", next: null },
  ])("$action after $current keeps $next", ({ current, action, next }) => {
    expect(nextConsentValue(current, action)).toBe(next);
  });

  it.each([
    { value: "/services/x?page=2", expected: "/services/x?page=2" },
    { value: "//evil.example.org", expected: "/" },
    { value: "/\\evil.example.org", expected: "/" },
    { value: "https://evil.example.org", expected: "/" },
    { value: null, expected: "/" },
  ])("returns to $value as $expected", ({ value, expected }) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    {
      name: "accepting sets the cookie and goes back",
      form: { cookies: "accept", returnTo: "/about" },
      cookie: undefined,
      location: "/about",
      set: /^hub_cookie_consent=accepted; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly$/,
    },
    {
      name: "hiding keeps the choice",
      form: { cookies: "hide", returnTo: "/" },
      cookie: "rejected",
      location: "/",
      set: /^hub_cookie_consent=rejected:hidden;/,
    },
    {
      name: "without returnTo, back to the page in the Referer",
      form: { cookies: "accept" },
      cookie: undefined,
      referer: "http://hub.test/events?page=2",
      location: "/events?page=2",
      set: /^hub_cookie_consent=accepted;/,
    },
    {
      name: "a Referer from another site goes home",
      form: { cookies: "accept" },
      cookie: undefined,
      referer: "https://evil.test/phish",
      location: "/",
      set: /^hub_cookie_consent=accepted;/,
    },
    {
      name: "an unknown button changes nothing",
      form: { cookies: "other", returnTo: "/contact" },
      cookie: undefined,
      location: "/contact",
      set: null,
    },
  ] as {
    name: string;
    form: Record<string, string>;
    cookie: string | undefined;
    referer?: string;
    location: string;
    set: RegExp | null;
  }[])("POST: $name", async ({ form, cookie, referer, location, set }) => {
    const headers = new Headers({ host: "hub.test" });
    if (cookie) headers.set("cookie", `other=1; ${CONSENT_COOKIE}=${cookie}`);
    if (referer) headers.set("referer", referer);
    const response = await handleConsentPost(
      new Request("http://hub.test/cookie-consent", {
        method: "POST",
        body: new URLSearchParams(form),
        headers,
      }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(location);
    const header = response.headers.get("set-cookie");
    if (set === null) expect(header).toBeNull();
    else expect(header).toMatch(set);
  });
});
