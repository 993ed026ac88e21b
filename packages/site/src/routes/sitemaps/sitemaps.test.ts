import { describe, expect, it } from "vitest";

import { paginated, service, stubSite } from "../../test/api-stub.ts";
import {
  allPages,
  escapeXml,
  sitemapIndexXml,
  sitemapSources,
  urlsetXml,
  w3cDate,
} from "./sitemaps.ts";

describe("sitemaps", () => {
  it.each([
    { value: "2026-02-20T08:07:00+0000", expected: "2026-02-20T08:07:00Z" },
    { value: "2026-06-01T10:30:00+0100", expected: "2026-06-01T09:30:00Z" },
    { value: "2026-02-20T08:07:00Z", expected: "2026-02-20T08:07:00Z" },
    { value: "not a date", expected: null },
    { value: null, expected: null },
  ])("lastmod of $value is $expected", ({ value, expected }) => {
    expect(w3cDate(value)).toBe(expected);
  });

  it("escapes XML", () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe("a&amp;b&lt;c&gt;&quot;d&apos;");
  });

  it("writes a urlset with absolute, escaped locations and lastmod when known", () => {
    const xml = urlsetXml("https://hub.test", [
      { path: "/services/tea&chat", lastModified: "2026-01-02T03:04:05+0000" },
      { path: "/about" },
    ]);
    expect(xml).toContain(
      "<url><loc>https://hub.test/services/tea&amp;chat</loc><lastmod>2026-01-02T03:04:05Z</lastmod></url>",
    );
    expect(xml).toContain("<url><loc>https://hub.test/about</loc></url>");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it("writes the index", () => {
    expect(sitemapIndexXml("https://hub.test", ["/a.xml"])).toContain(
      "<sitemap><loc>https://hub.test/a.xml</loc></sitemap>",
    );
  });

  it.each([
    { lastPage: 1, reads: 1 },
    { lastPage: 3, reads: 3 },
  ])("reads all $lastPage pages", async ({ lastPage, reads }) => {
    const pages: number[] = [];
    const items = await allPages((page) => {
      pages.push(page);
      return Promise.resolve(paginated([page], page, lastPage));
    });
    expect(pages).toHaveLength(reads);
    expect(items).toEqual(pages);
  });

  it("lists every active service, 100 a page, with its updated_at", async () => {
    const { site, requests } = stubSite(({ path, query }) => {
      if (path !== "services") return { status: 404, body: {} };
      const page = Number(query.get("page"));
      return {
        body: paginated(
          [service({ slug: `s-${page}`, updated_at: "2026-03-01T00:00:00+0000" })],
          page,
          2,
          100,
        ),
      };
    });
    const entries = await sitemapSources(site)["/services-sitemap.xml"]();
    expect(entries).toEqual([
      { path: "/services/s-1", lastModified: "2026-03-01T00:00:00+0000" },
      { path: "/services/s-2", lastModified: "2026-03-01T00:00:00+0000" },
    ]);
    expect(requests.map((request) => request.query.get("per_page"))).toEqual(["100", "100"]);
  });
});
