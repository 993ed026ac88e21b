import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";

import type { SiteConfigInput } from "@hub/config/site-config";

import { cookiesSetBy } from "../../cookies/site-cookies.ts";
import { stubSite } from "../../test/api-stub.ts";
import { settings } from "../../test/shell-stub.ts";
import { createCookiesRoute, lifetimeText } from "./cookies-route.tsx";

let referer: string | null = null;
vi.mock("next/headers", () => ({
  headers: () =>
    Promise.resolve(new Headers({ host: "hub.test", ...(referer === null ? {} : { referer }) })),
}));

beforeEach(() => {
  referer = null;
});

const site = (config: Partial<SiteConfigInput> = {}) =>
  stubSite(
    ({ path }) =>
      path === "settings" ? { body: { data: settings() } } : { status: 404, body: {} },
    config,
  ).site;

async function render(
  query: Record<string, string> = {},
  view = "undecided",
  config: Partial<SiteConfigInput> = {},
) {
  const route = createCookiesRoute(site(config));
  return renderToStaticMarkup(
    await route.Page({
      params: Promise.resolve({ view }),
      searchParams: Promise.resolve(query),
    }),
  );
}

describe("the cookies page", () => {
  it("lists every cookie the site sets, from the code's own list", async () => {
    const html = await render();
    const listed = [...html.matchAll(/<td[^>]*><code>(.+?)<\/code>/g)].map((match) =>
      match[1]!.replaceAll("<wbr/>", ""),
    );
    expect(listed).toEqual(cookiesSetBy(site().config, null).map((cookie) => cookie.name));
    expect(listed).toContain("hub_cookie_consent");
    expect(html).not.toContain(">cookie_consent<");
    expect(html).toContain("We do not use analytics cookies at the moment.");
  });

  it.each([
    { view: "undecided", checked: "save-reject" },
    { view: "rejected", checked: "save-reject" },
    { view: "accepted", checked: "save-accept" },
    { view: "accepted-hidden.m1", checked: "save-accept" },
  ])(
    "the form posts to /cookie-consent, $checked chosen in the $view view",
    async ({ view, checked }) => {
      const html = await render({}, view);
      expect(html).toMatch(
        /<form id="cookie-settings"[^>]* action="\/cookie-consent" method="post">/,
      );
      expect(html).toContain("Do you want to accept analytics cookies?");
      expect(html).toMatch(new RegExp(`checked="" value="${checked}"`));
      expect(html).toContain('name="returnTo" value="/cookie-policy?saved=1"');
    },
  );

  it("keeps the page the visitor came from, and offers it back once saved", async () => {
    referer = "http://hub.test/events?page=2";
    expect(await render()).toContain(
      'name="returnTo" value="/cookie-policy?saved=1&amp;from=%2Fevents%3Fpage%3D2"',
    );
    const saved = await render({ saved: "1", from: "/events?page=2" });
    expect(saved).toContain("You&#x27;ve set your cookie preferences.");
    expect(saved).toMatch(
      /<a href="\/events\?page=2">Go back to the page you were looking at<\/a>/,
    );
  });

  it.each([
    { name: "another site", from: "https://evil.test/", referer: null },
    { name: "a protocol-relative address", from: "//evil.test/", referer: null },
    { name: "a referer from another site", from: undefined, referer: "https://evil.test/x" },
    { name: "the cookies page itself", from: undefined, referer: "http://hub.test/cookie-policy" },
  ])("offers no way back to $name", async ({ from, referer: given }) => {
    referer = given;
    const html = await render({ saved: "1", ...(from === undefined ? {} : { from }) });
    expect(html).toContain("You&#x27;ve set your cookie preferences.");
    expect(html).not.toContain("Go back to the page you were looking at");
  });

  it("has no form where the variant asks nobody, and lists analytics cookies when configured", async () => {
    const html = await render({}, "off", {
      consent: { enabled: false },
      analytics: { type: "ga", id: "G-XYZ9" },
    });
    expect(html).not.toContain("<form");
    const text = html.replaceAll("<wbr/>", "");
    expect(text).not.toContain("hub_cookie_consent");
    expect(text).toContain("<code>_ga_XYZ9</code>");
    expect(html).toContain("Test Hub does not ask for permission to set these cookies.");
  });
});

describe("the offline copies of saved services", () => {
  it.each([
    { storage: "local", explained: true },
    { storage: "cookie", explained: true },
    // Favourites that last a tab get no copies that would outlive them.
    { storage: "session", explained: false },
  ] as const)(
    "are explained where favourites are kept in $storage: $explained",
    async ({ storage, explained }) => {
      const html = await render({}, "undecided", { clientStorage: storage });
      expect(
        html.includes('<h2 class="text-2xl font-bold">Saved services on this device</h2>'),
      ).toBe(explained);
      expect(html.includes("It keeps nothing else you look at.")).toBe(explained);
      expect(html.includes("deletes every copy")).toBe(explained);
    },
  );
});

describe("how long a cookie is kept", () => {
  it.each([
    { lifetime: "session" as const, text: "When you close your browser" },
    { lifetime: 2 * 60 * 60, text: "2 hours" },
    { lifetime: 60 * 60, text: "1 hour" },
    { lifetime: 365 * 24 * 60 * 60, text: "1 year" },
    { lifetime: 2 * 365 * 24 * 60 * 60, text: "2 years" },
    { lifetime: 7 * 24 * 60 * 60, text: "7 days" },
  ])("$lifetime → $text", ({ lifetime, text }) => {
    expect(lifetimeText(lifetime)).toBe(text);
  });
});
