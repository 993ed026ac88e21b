import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import type { Settings } from "@hub/api-client/schemas";
import { parseServerEnv } from "@hub/config/env";
import type { SiteConfigInput } from "@hub/config/site-config";

import { stubSite } from "../test/api-stub.ts";
import { sitePath } from "./links.ts";
import { shellSlots } from "./shell.tsx";
import type { ShellContext } from "./shell.tsx";

const STAGING =
  "Important. Please do not make any changes to this site. This is a TEST environment used for demo purposes only. Any changes made here will not be reflected on the live site viewed by the public.";

function site(appEnv: string, config: Partial<SiteConfigInput> = {}) {
  const { site: stub } = stubSite(() => ({ status: 404, body: {} }), config);
  const env = parseServerEnv({
    APP_API_URL: "https://api.test/core/v1",
    APP_FRONTEND_URL: "https://hub.test",
    APP_ENV: appEnv,
    LIVE_SITE_URL: "https://live.test/",
  });
  return { ...stub, env: () => env };
}

const global: Settings["cms"]["frontend"]["global"] = {
  footer_title: "More from the hub",
  footer_content: "Run by **the council**.",
  contact_phone: "",
  contact_email: "",
  facebook_handle: "HubPage",
  twitter_handle: "#",
};

function render(appEnv: string, context: Partial<ShellContext>, config?: Partial<SiteConfigInput>) {
  const slots = shellSlots(site(appEnv, config), {
    settings: null,
    view: { consent: "undecided", section: null, page: 1 },
    ...context,
  });
  return renderToStaticMarkup(
    <>
      {slots.cookieBanner}
      {slots.environmentBanner}
      {slots.header}
      {slots.phaseBanner}
      {slots.pageEnd}
      {slots.footer}
    </>,
  );
}

describe("shell slots", () => {
  it.each([
    { env: "staging", contains: [STAGING, 'href="https://live.test/"'], lacks: [] },
    {
      env: "development",
      contains: ["This is a development version of the site"],
      lacks: ["https://live.test/"],
    },
    { env: "production", contains: [], lacks: ["Important.", "version of the site"] },
  ])("the $env environment banner", ({ env, contains, lacks }) => {
    const html = render(env, {});
    for (const text of contains) expect(html).toContain(text);
    for (const text of lacks) expect(html).not.toContain(text);
  });

  it.each([
    { consent: "undecided", text: "Accept analytics cookies" },
    { consent: "accepted", text: "You&#x27;ve accepted analytics cookies." },
    { consent: "rejected", text: "You&#x27;ve rejected analytics cookies." },
    { consent: "accepted-hidden", text: null },
    { consent: "off", text: null },
  ] as const)("the cookie banner in the $consent view", ({ consent, text }) => {
    const html = render("production", { view: { consent, section: null, page: 1 } });
    if (text === null) expect(html).not.toContain('action="/cookie-consent"');
    else {
      expect(html).toContain(text);
      expect(html).toContain('action="/cookie-consent"');
    }
  });

  it("has no cookie banner on a page without a view (the not-found page)", () => {
    expect(render("production", { view: null })).not.toContain("cookie-consent");
  });

  it.each([
    { section: 1, current: "About" },
    { section: null, current: null },
  ])("marks menu item $section as the current one", ({ section, current }) => {
    const html = render(
      "production",
      { view: { consent: "undecided", section, page: 1 } },
      {
        headerMenu: [
          { label: "Home", href: "/" },
          { label: "About", href: "/about" },
        ],
      },
    );
    const marked = [...html.matchAll(/aria-current="page"[^>]*>([^<]+)</g)].map((m) => m[1]);
    expect(marked).toEqual(current === null ? [] : [current, current]);
    expect(html).toContain('href="/feedback">Is there anything wrong with this page?');
  });

  it.each([
    { name: "with the CMS copy", settings: { cms: { frontend: { global } } }, copy: true },
    { name: "without the API", settings: null, copy: false },
  ])("the footer $name", ({ settings, copy }) => {
    const html = render("production", { settings: settings as Settings | null });
    expect(html.includes("More from the hub")).toBe(copy);
    expect(html.includes("https://www.facebook.com/HubPage")).toBe(copy);
    expect(html).not.toContain("twitter.com");
  });

  it.each([
    { translate: undefined, footerFeedbackLink: false, slot: false, feedback: false },
    {
      translate: { provider: "google" as const },
      footerFeedbackLink: true,
      slot: true,
      feedback: true,
    },
  ])(
    "translate slot $slot and footer feedback $feedback follow the config",
    ({ translate, footerFeedbackLink, slot, feedback }) => {
      const html = render(
        "production",
        {},
        {
          footerFeedbackLink,
          ...(translate ? { translate } : {}),
        },
      );
      expect(html.includes('id="google_translate_element"')).toBe(slot);
      expect(html.includes(">Give feedback</a>")).toBe(feedback);
    },
  );

  it("shows the language switcher only when more than one locale is configured", () => {
    const english = { code: "en", iso: "en-GB", name: "English" };
    const welsh = { code: "cy", iso: "cy-GB", name: "Cymraeg" };
    const one = render("production", {}, { i18n: { locales: [english] } });
    expect(one).not.toContain('action="/language"');
    const two = render("production", {}, { i18n: { locales: [english, welsh] } });
    expect(two).toContain(
      '<form aria-label="Language" data-print="hide" action="/language" method="post">',
    );
    expect(two).toMatch(/<button type="submit" value="cy" lang="cy-GB"[^>]*name="locale">Cymraeg</);
  });

  it.each([
    { href: "https://hub.test/get-involved?x=1#y", expected: "/get-involved?x=1#y" },
    { href: "https://elsewhere.test/page", expected: "https://elsewhere.test/page" },
    { href: "/already/a/path", expected: "/already/a/path" },
  ])("sitePath($href) is $expected", ({ href, expected }) => {
    expect(sitePath(href, "https://hub.test")).toBe(expected);
  });
});
