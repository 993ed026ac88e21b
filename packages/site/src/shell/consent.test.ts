import { describe, expect, it } from "vitest";

import { parseCookies } from "@hub/core/request";

import {
  CONSENT_COOKIE,
  CONSENT_FORM_MAX_BYTES,
  consentBannerState,
  consentValue,
  handleConsentPost,
  nextConsentValue,
} from "./consent.ts";

describe("cookie consent", () => {
  it.each([
    { value: undefined, state: "undecided" },
    { value: "nonsense", state: "undecided" },
    { value: "accepted", state: "accepted" },
    { value: "rejected", state: "rejected" },
    { value: "accepted:hidden", state: "hidden" },
    { value: "rejected:hidden", state: "hidden" },
  ])("cookie $value shows the $state banner", ({ value, state }) => {
    expect(consentBannerState(value)).toBe(state);
  });

  it.each([
    { header: "hub_cookie_consent=accepted", value: "accepted" },
    { header: "a=1; hub_cookie_consent=rejected:hidden", value: "rejected:hidden" },
    { header: "hub_cookie_consent=accepted; hub_cookie_consent=accepted", value: undefined },
    { header: "hub_cookie_consent=rejected; hub_cookie_consent=accepted:hidden", value: undefined },
    { header: "hub_cookie_consent=%61ccepted%3Ahidden", value: undefined },
    { header: "hub_cookie_consent=accepted:hidden:hidden", value: undefined },
    { header: "hub_cookie_consent=ACCEPTED", value: undefined },
    { header: "", value: undefined },
  ])("reads $header as $value", ({ header, value }) => {
    expect(consentValue(parseCookies(header))).toBe(value);
  });

  it.each([
    { current: undefined, action: "accept", next: "accepted" },
    { current: "accepted", action: "reject", next: "rejected" },
    { current: "accepted", action: "hide", next: "accepted:hidden" },
    { current: "rejected", action: "hide", next: "rejected:hidden" },
    { current: undefined, action: "hide", next: null },
    { current: "accepted", action: "delete", next: null },
    // The cookies page: a choice saved there is final, and the banner does not come back.
    { current: undefined, action: "save-accept", next: "accepted:hidden" },
    { current: "accepted:hidden", action: "save-reject", next: "rejected:hidden" },
    { current: "rejected", action: "save-accept", next: "accepted:hidden" },
  ])("$action after $current keeps $next", ({ current, action, next }) => {
    expect(nextConsentValue(current, action)).toBe(next);
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
      name: "the cookies page saves a choice and comes back to say so",
      form: { cookies: "save-reject", returnTo: "/cookie-policy?saved=1&from=%2Fevents" },
      cookie: "accepted:hidden",
      location: "/cookie-policy?saved=1&from=%2Fevents",
      set: /^hub_cookie_consent=rejected:hidden; Path=\/; Max-Age=31536000;/,
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
      name: "a returnTo with a tab goes to the Referer, never off-site",
      form: { cookies: "accept", returnTo: "/\t/evil.example/" },
      cookie: undefined,
      referer: "http://hub.test/about",
      location: "/about",
      set: /^hub_cookie_consent=accepted;/,
    },
    {
      name: "a returnTo with a backslash goes home",
      form: { cookies: "accept", returnTo: "/\\evil.example/" },
      cookie: undefined,
      location: "/",
      set: /^hub_cookie_consent=accepted;/,
    },
    {
      name: "a returnTo with a newline goes home (no header injection, no 500)",
      form: { cookies: "accept", returnTo: "/x\r\nset-cookie: a=1" },
      cookie: undefined,
      location: "/",
      set: /^hub_cookie_consent=accepted;/,
    },
    {
      name: "a returnTo naming another site goes home",
      form: { cookies: "accept", returnTo: "https://evil.example/" },
      cookie: undefined,
      location: "/",
      set: /^hub_cookie_consent=accepted;/,
    },
    {
      name: "hiding after a duplicated cookie changes nothing (no choice was read)",
      form: { cookies: "hide", returnTo: "/" },
      cookie: "accepted; hub_cookie_consent=rejected",
      location: "/",
      set: null,
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
    const headers = new Headers({ host: "hub.test", origin: "http://hub.test" });
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

describe("POST /cookie-consent from elsewhere", () => {
  const post = (headers: Record<string, string>, body: BodyInit = "cookies=accept&returnTo=/") =>
    handleConsentPost(
      new Request("http://hub.test/cookie-consent", {
        method: "POST",
        body,
        headers: {
          host: "hub.test",
          "content-type": "application/x-www-form-urlencoded",
          ...headers,
        },
      }),
    );

  it.each<{ name: string; headers: Record<string, string>; status: number }>([
    { name: "another site's form", headers: { origin: "https://evil.example" }, status: 403 },
    {
      name: "an opaque origin",
      headers: { "sec-fetch-site": "cross-site", origin: "null" },
      status: 403,
    },
    {
      name: "a cross-site fetch without Origin",
      headers: { "sec-fetch-site": "cross-site" },
      status: 403,
    },
    { name: "the site's own form", headers: { origin: "http://hub.test" }, status: 303 },
  ])("answers $name with $status and sets nothing when refused", async ({ headers, status }) => {
    const response = await post(headers);
    expect(response.status).toBe(status);
    if (status !== 303) expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("refuses a body past the limit without reading it all", async () => {
    const response = await post(
      { origin: "http://hub.test" },
      `cookies=accept&pad=${"x".repeat(10 * 1024 * 1024)}`,
    );
    expect(response.status).toBe(413);
    expect(CONSENT_FORM_MAX_BYTES).toBeLessThan(10_000);
  });
});
