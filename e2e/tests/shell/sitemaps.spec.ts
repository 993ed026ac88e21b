import type { Page } from "@playwright/test";

import { expect, test } from "../../support/fixtures.ts";

const SITEMAPS = [
  "/pages-sitemap.xml",
  "/services-sitemap.xml",
  "/organisations-sitemap.xml",
  "/categories-sitemap.xml",
  "/personas-sitemap.xml",
  "/events-sitemap.xml",
];

type Parsed = { root: string; error: boolean; locs: string[]; lastmods: string[] };

/** Parses XML with the browser's own parser, which flags malformed documents. */
async function parseXml(page: Page, xml: string): Promise<Parsed> {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    return {
      root: doc.documentElement.localName,
      error: doc.getElementsByTagName("parsererror").length > 0,
      locs: [...doc.getElementsByTagName("loc")].map((node) => node.textContent),
      lastmods: [...doc.getElementsByTagName("lastmod")].map((node) => node.textContent),
    };
  }, xml);
}

test("the sitemap index lists every sitemap", async ({ page, request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const parsed = await parseXml(page, await response.text());
  expect(parsed.error).toBe(false);
  expect(parsed.root).toBe("sitemapindex");
  expect(parsed.locs.map((loc) => new URL(loc).pathname)).toEqual(SITEMAPS);
});

type Listed = { slug: string; updated_at: string };

const sources = [
  { sitemap: "/services-sitemap.xml", api: "services?per_page=1", path: "/services/" },
  {
    sitemap: "/organisations-sitemap.xml",
    api: "organisations?per_page=1",
    path: "/organisations/",
  },
  { sitemap: "/categories-sitemap.xml", api: "collections/categories/all", path: "/categories/" },
  { sitemap: "/personas-sitemap.xml", api: "collections/personas/all", path: "/personas/" },
  { sitemap: "/events-sitemap.xml", api: "organisation-events?per_page=1", path: "/events/" },
];

for (const source of sources) {
  test(`${source.sitemap} is valid XML listing real URLs with lastmod`, async ({
    page,
    request,
    apiJson,
  }) => {
    const body = await apiJson<{ data: Listed[]; meta?: { total: number } }>(source.api);
    const first = body.data[0]!;
    const response = await request.get(source.sitemap);
    expect(response.status()).toBe(200);
    const parsed = await parseXml(page, await response.text());
    expect(parsed.error).toBe(false);
    expect(parsed.root).toBe("urlset");
    const paths = parsed.locs.map((loc) => new URL(loc).pathname);
    expect(paths).toContain(`${source.path}${first.slug}`);
    if (body.meta) expect(paths).toHaveLength(body.meta.total);
    expect(parsed.lastmods.length).toBe(paths.length);
    for (const lastmod of parsed.lastmods)
      expect(lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);

    const listed = await request.get(`${source.path}${first.slug}`);
    expect(listed.status()).toBe(200);
  });
}

test("/pages-sitemap.xml lists the fixed pages and the information pages", async ({
  page,
  request,
}) => {
  const parsed = await parseXml(page, await (await request.get("/pages-sitemap.xml")).text());
  expect(parsed.error).toBe(false);
  const paths = parsed.locs.map((loc) => new URL(loc).pathname);
  expect(paths).toEqual(expect.arrayContaining(["/", "/about", "/contact", "/get-involved"]));
  const information = paths.filter((path) => path.startsWith("/pages/"));
  expect(information.length).toBeGreaterThan(0);
  expect((await request.get(information[0]!)).status()).toBe(200);
});

test("robots.txt points at the sitemap index and the API's sitemap", async ({
  request,
  variant,
}) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m);
  expect(text).toContain(`/${variant.tenant}/sitemap`);
  expect(text).not.toContain("/core/v1/sitemap");
});
