// Every page type of a variant against an API seeded with `API_SEED=hostile`: every text,
// markdown, URL, email and alt-text field carries XSS and injection payloads that call
// `window.__pwned`. No page may run them, link to a script URL, or grow injected elements; and
// the payloads' long words and addresses must still reflow on a phone and a laptop.
import { Script } from "node:vm";

import { test as base, expect } from "@playwright/test";
import type { Page } from "@playwright/test";

import { startApi } from "../../support/api-server.ts";
import { expectReflow } from "../../support/reflow.ts";
import { startSite } from "../../support/site-server.ts";
import { VARIANTS } from "../../support/variants.ts";
import type { VariantName } from "../../support/variants.ts";

/** The global the seed's script payloads call (apps/api `CANARY`). */
const CANARY = "__pwned";
/** A search term built from the same payloads, for the pages that echo what was searched. */
const HOSTILE_QUERY = `"><img src=x onerror=${CANARY}('query')><script>${CANARY}('query')</script>{{7*7}}`;
/**
 * What a link may use: the schemes content may link to (`safeHref` in @hub/core/urls), and
 * `sms:`, which only the site writes (`smsUrl`, sharing a page by text), its body percent-encoded.
 */
const SAFE_PROTOCOLS = new Set(["http:", "https:", "mailto:", "tel:", "sms:"]);

type Listed = { id: string; slug: string };
type Service = Listed & { referral_method: "internal" | "external" | "none" };
type HostileSite = { origin: string; api: (path: string) => Promise<unknown> };

const test = base.extend<object, { hostile: HostileSite }>({
  hostile: [
    // Playwright reads a fixture's dependencies from its first parameter; this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const variant = VARIANTS[(workerInfo.project.metadata as { variant: VariantName }).variant];
      const api = await startApi({ seed: "hostile", tenants: [variant.tenant] });
      try {
        const site = await startSite(variant, api.base(variant.tenant));
        try {
          await use({
            origin: site.origin,
            api: async (path) => {
              const response = await fetch(`${api.base(variant.tenant)}/${path}`);
              expect(response.status, `GET ${path}`).toBe(200);
              return (await response.json()) as unknown;
            },
          });
        } finally {
          await site.stop();
        }
      } finally {
        await api.stop();
      }
    },
    { scope: "worker", timeout: 300_000 },
  ],
});

// One hostile API and site per worker: the tests share them, in order.
test.describe.configure({ mode: "serial", timeout: 120_000 });

type Findings = { calls: string[]; errors: string[] };
const findings = new WeakMap<Page, Findings>();

/** Records every way a payload could run: the canary, dialogs, page errors, console reports. */
test.beforeEach(async ({ page }) => {
  const found: Findings = { calls: [], errors: [] };
  findings.set(page, found);
  await page.exposeFunction(CANARY, (label: unknown) => {
    found.calls.push(`${CANARY}(${String(label)}) on ${page.url()}`);
  });
  await page.addInitScript((canary) => {
    const report = (window as unknown as Record<string, (label: string) => void>)[canary];
    for (const name of ["alert", "confirm", "prompt", "print"] as const) {
      Object.defineProperty(window, name, {
        value: (message?: unknown) => {
          report?.(`${name}: ${String(message)}`);
          return null;
        },
      });
    }
  }, CANARY);
  page.on("dialog", (dialog) => {
    found.calls.push(`dialog "${dialog.message()}" on ${page.url()}`);
    void dialog.dismiss();
  });
  page.on("pageerror", (error) => {
    found.errors.push(`${error.message} on ${page.url()}`);
  });
  page.on("console", (message) => {
    const text = message.text();
    if (text.includes(CANARY) || /blocked a javascript: url/i.test(text)) {
      found.errors.push(`console ${message.type()}: ${text} on ${page.url()}`);
    }
  });
});

type DomReport = {
  unsafeUrls: string[];
  handlerAttributes: string[];
  scripts: { json: boolean; text: string }[];
};

/** What the rendered document holds that a payload could have put there. */
function inspectDocument(safeProtocols: string[]): DomReport {
  const unsafeUrls: string[] = [];
  const check = (element: Element, attribute: string) => {
    const raw = element.getAttribute(attribute);
    if (raw === null) return;
    const resolved = new URL(raw, document.baseURI);
    // Browsers drop tabs, newlines and leading control characters before reading the scheme.
    const scheme = /^([a-z][a-z\d+.-]*):/i.exec(raw.replace(/[\s\p{Cc}]/gu, ""));
    const schemeSafe = scheme === null || safeProtocols.includes(`${scheme[1]!.toLowerCase()}:`);
    if (!safeProtocols.includes(resolved.protocol) || !schemeSafe) {
      unsafeUrls.push(`<${element.localName} ${attribute}="${raw}">`);
    }
  };
  for (const element of document.querySelectorAll("a[href], area[href]")) check(element, "href");
  for (const element of document.querySelectorAll("form[action]")) check(element, "action");
  for (const element of document.querySelectorAll("[formaction]")) check(element, "formaction");
  for (const element of document.querySelectorAll("iframe[src], frame[src], embed[src]")) {
    check(element, "src");
  }
  for (const element of document.querySelectorAll("object[data]")) check(element, "data");

  const handlerAttributes = [...document.querySelectorAll("*")].flatMap((element) =>
    element
      .getAttributeNames()
      .filter((name) => name.toLowerCase().startsWith("on"))
      .map((name) => `<${element.localName} ${name}="${element.getAttribute(name) ?? ""}">`),
  );
  const scripts = [...document.querySelectorAll("script:not([src])")].map((script) => ({
    json: script.getAttribute("type") === "application/ld+json",
    text: script.textContent,
  }));
  return { unsafeUrls, handlerAttributes, scripts };
}

/**
 * Tags the payloads would have made had the server written them unescaped: a script starting
 * with the canary, or any tag with an `on…` attribute (React quotes every attribute value with
 * `"`, so a payload inside a value cannot match).
 */
const INJECTED_MARKUP = [
  /<script\b[^>]*>\s*__pwned[^<]{0,40}/gi,
  /<[a-z][a-z\d-]*(?:\s+[^\s"'=<>/]+(?:="[^"]*")?)*\s+on[a-z]+\s*=[^>]{0,40}/gi,
];

function injectedMarkup(html: string): string[] {
  return INJECTED_MARKUP.flatMap((pattern) => [...html.matchAll(pattern)].map((match) => match[0]));
}

/** Soft assertions: one run reports every page that lets a payload through, not just the first. */
async function expectNothingInjected(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response, path).not.toBeNull();
  expect.soft(response!.status(), `${path} answers`).toBeLessThan(500);
  // Server-rendered markup first: payloads must arrive as text, never as tags or attributes.
  const html = await response!.text();
  expect.soft(injectedMarkup(html), `${path}: injected tags in the served HTML`).toEqual([]);
  await page.waitForLoadState("load");

  const report = await page.evaluate(inspectDocument, [...SAFE_PROTOCOLS]);
  expect.soft(report.unsafeUrls, `${path}: script URLs`).toEqual([]);
  expect.soft(report.handlerAttributes, `${path}: event handler attributes`).toEqual([]);
  for (const script of report.scripts) {
    if (script.json) {
      // A payload that closed the element early would leave a truncated, unparseable block.
      expect
        .soft(() => JSON.parse(script.text) as unknown, `${path}: JSON-LD parses`)
        .not.toThrow();
    } else {
      // Next's inline data scripts carry page text as escaped strings; one cut short by a
      // `</script>` payload would no longer compile, and a new one would call the canary.
      expect.soft(() => new Script(script.text), `${path}: inline script compiles`).not.toThrow();
      expect.soft(script.text, `${path}: inline script`).not.toMatch(/^\s*__pwned/);
    }
  }
  await expectReflow(page, [320, 1366]);
  const found = findings.get(page)!;
  expect.soft(found.calls, `${path}: payload ran`).toEqual([]);
  expect.soft(found.errors, `${path}: errors`).toEqual([]);
  // Each page is judged on its own findings.
  found.calls.length = 0;
  found.errors.length = 0;
}

async function walk(page: Page, origin: string, paths: readonly string[]): Promise<void> {
  for (const path of paths) await expectNothingInjected(page, `${origin}${path}`);
}

const first = async <T>(hostile: HostileSite, path: string, count: number): Promise<T[]> =>
  ((await hostile.api(path)) as { data: T[] }).data.slice(0, count);

test("home, search results and directory pages run no injected script", async ({
  page,
  hostile,
}) => {
  const [categories, personas, organisations, locations] = await Promise.all([
    first<Listed>(hostile, "collections/categories/all", 2),
    first<Listed>(hostile, "collections/personas/all", 2),
    first<Listed>(hostile, "organisations?per_page=2", 2),
    first<Listed>(hostile, "locations?per_page=2", 2),
  ]);
  const query = encodeURIComponent(HOSTILE_QUERY);
  await walk(page, hostile.origin, [
    "/",
    `/results?query=${query}`,
    `/results?query=${query}&postcode=SM1%201EA&order=distance`,
    "/results?query=support",
    ...categories.map((category) => `/categories/${category.slug}`),
    ...personas.map((persona) => `/personas/${persona.slug}`),
    ...organisations.map((organisation) => `/organisations/${organisation.slug}`),
    "/locations",
    ...locations.map((location) => `/locations/${location.id}`),
  ]);
});

test("service pages and their referral start run no injected script", async ({ page, hostile }) => {
  // The seed rotates its URL payloads through the records: enough services to meet them all.
  const services = await first<Service>(hostile, "services?per_page=12", 12);
  const referable = services.find((service) => service.referral_method === "internal");
  expect(referable, "a service with an internal referral").toBeDefined();
  await walk(page, hostile.origin, [
    ...services.map((service) => `/services/${service.slug}`),
    `/services/${services[0]!.slug}/old`,
    `/services/${referable!.slug}/referral`,
  ]);
});

test("events run no injected script", async ({ page, hostile }) => {
  const events = await first<Listed>(hostile, "organisation-events?per_page=6", 6);
  await walk(page, hostile.origin, [
    "/events",
    `/events?query=${encodeURIComponent(HOSTILE_QUERY)}`,
    ...events.map((event) => `/events/${event.slug}`),
  ]);
});

test("CMS and information pages run no injected script", async ({ page, hostile }) => {
  const pages = await first<Listed>(hostile, "pages?per_page=100", 100);
  await walk(page, hostile.origin, [
    "/about",
    "/contact",
    "/get-involved",
    "/get-involved/sign-up",
    "/privacy-policy",
    "/terms-and-conditions",
    "/cookie-policy",
    "/accessibility-statement",
    "/sitemap",
    `/feedback?from=${encodeURIComponent("/about")}`,
    `/pages/search?query=${encodeURIComponent(HOSTILE_QUERY)}`,
    ...pages.map((information) => `/pages/${information.slug}`),
  ]);
});

test("XML sitemaps still parse with hostile slugs and names", async ({
  page,
  request,
  hostile,
}) => {
  const index = await request.get(`${hostile.origin}/sitemap.xml`);
  expect(index.status()).toBe(200);
  const sitemaps = [`${hostile.origin}/sitemap.xml`];
  for (const loc of (await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)) {
    sitemaps.push(`${hostile.origin}${new URL(loc[1]!).pathname}`);
  }
  expect(sitemaps.length).toBeGreaterThan(1);
  for (const url of sitemaps) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    const xml = await response.text();
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      return {
        error: doc.getElementsByTagName("parsererror").length > 0,
        locs: [...doc.getElementsByTagName("loc")].map((node) => node.textContent),
      };
    }, xml);
    expect(parsed.error, `${url} parses`).toBe(false);
    for (const loc of parsed.locs) {
      expect(SAFE_PROTOCOLS.has(new URL(loc).protocol), `${url}: ${loc}`).toBe(true);
    }
  }
});
