// XML sitemaps generated from the API (frontend-features §2.14 "Rebuild"): an index, one sitemap
// per kind of page with the pretty routes and real `lastmod` values, and `robots.txt` pointing at
// the index and at the API's own sitemap.
import type { Paginated } from "@hub/api-client/schemas";
import {
  apiSitemapUrl,
  getCategoryCollectionAll,
  getEvents,
  getOrganisations,
  getPages,
  getPersonaCollectionAll,
  getServices,
  MAX_PAGE_SIZE,
} from "@hub/api-client/endpoints";
import { visibleCategories } from "@hub/core/categories";
import { absoluteUrl, paths } from "@hub/core/urls";

import { collectionCacheTags } from "../../loaders/collections.ts";
import { eventCacheTags } from "../../loaders/events.ts";
import { organisationCacheTags } from "../../loaders/organisations.ts";
import { pageCacheTags, pagePath } from "../../loaders/pages.ts";
import { serviceCacheTags } from "../../loaders/services.ts";
import { DEFAULT_REVALIDATE_SECONDS } from "../../site.ts";
import type { Site } from "../../site.ts";

export type SitemapEntry = { path: string; lastModified?: string | null };

/** The sitemaps listed by the index, by the path each is served at. */
export const SITEMAPS = [
  "/pages-sitemap.xml",
  "/services-sitemap.xml",
  "/organisations-sitemap.xml",
  "/categories-sitemap.xml",
  "/personas-sitemap.xml",
  "/events-sitemap.xml",
] as const;

/** A bound on the pages read, so a misbehaving API cannot keep a sitemap request going for ever. */
const MAX_PAGES = 500;

/** The site's fixed pages, listed in the pages sitemap before the information pages. */
export const STATIC_PATHS = [
  paths.home(),
  paths.about(),
  paths.contact(),
  paths.getInvolved(),
  paths.events(),
  paths.locations(),
  paths.privacyPolicy(),
  paths.termsAndConditions(),
  paths.cookiePolicy(),
  paths.accessibilityStatement(),
  paths.sitemap(),
] as const;

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** W3C datetime (`2026-02-20T08:07:00Z`) from the API's `2026-02-20T08:07:00+0000`. */
export function w3cDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value.replace(/([+-]\d{2})(\d{2})$/, "$1:$2"));
  return Number.isNaN(time) ? null : new Date(time).toISOString().replace(/\.\d{3}Z$/, "Z");
}

export function urlsetXml(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = w3cDate(entry.lastModified);
    return `  <url><loc>${escapeXml(absoluteUrl(publicUrl, entry.path))}</loc>${
      lastmod ? `<lastmod>${lastmod}</lastmod>` : ""
    }</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function sitemapIndexXml(publicUrl: string, sitemaps: readonly string[]): string {
  const items = sitemaps.map(
    (path) => `  <sitemap><loc>${escapeXml(absoluteUrl(publicUrl, path))}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`;
}

/** Every item of a paginated list, 100 at a time. */
export async function allPages<T>(
  fetchPage: (page: number) => Promise<Paginated<T>>,
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const result = await fetchPage(page);
    items.push(...result.data);
    if (result.meta.current_page >= result.meta.last_page) break;
  }
  return items;
}

const cached = (tag: string) => ({
  next: { revalidate: DEFAULT_REVALIDATE_SECONDS, tags: [tag] },
});

/** Each sitemap's entries, read from the API. */
export function sitemapSources(
  site: Site,
): Record<(typeof SITEMAPS)[number], () => Promise<SitemapEntry[]>> {
  const api = () => site.api();
  return {
    "/services-sitemap.xml": async () =>
      (
        await allPages((page) =>
          getServices(api(), { page, per_page: MAX_PAGE_SIZE, ...cached(serviceCacheTags.all) }),
        )
      ).map((service) => ({ path: paths.service(service.slug), lastModified: service.updated_at })),
    "/organisations-sitemap.xml": async () =>
      (
        await allPages((page) =>
          getOrganisations(api(), {
            page,
            per_page: MAX_PAGE_SIZE,
            ...cached(organisationCacheTags.all),
          }),
        )
      ).map((organisation) => ({
        path: paths.organisation(organisation.slug),
        lastModified: organisation.updated_at,
      })),
    "/events-sitemap.xml": async () =>
      (
        await allPages((page) =>
          getEvents(api(), { page, per_page: MAX_PAGE_SIZE, ...cached(eventCacheTags.all) }),
        )
      ).map((event) => ({ path: paths.event(event.slug), lastModified: event.updated_at })),
    "/categories-sitemap.xml": async () => {
      const all = await getCategoryCollectionAll(
        api(),
        undefined,
        cached(collectionCacheTags.categories),
      );
      return visibleCategories(all.data).map((category) => ({
        path: paths.category(category.slug),
        lastModified: category.updated_at,
      }));
    },
    "/personas-sitemap.xml": async () => {
      const all = await getPersonaCollectionAll(
        api(),
        undefined,
        cached(collectionCacheTags.personas),
      );
      return all.data
        .filter((persona) => persona.enabled)
        .map((persona) => ({
          path: paths.persona(persona.slug),
          lastModified: persona.updated_at,
        }));
    },
    "/pages-sitemap.xml": async () => {
      const pages = await getPages(api(), { include: ["ancestors"], ...cached(pageCacheTags.all) });
      return [
        ...STATIC_PATHS.map((path) => ({ path })),
        ...pages
          .filter((page) => page.enabled)
          .map((page) => ({ path: pagePath(page), lastModified: page.updated_at })),
      ];
    },
  };
}

const xmlHeaders = { "content-type": "application/xml; charset=utf-8" };

/** Route handlers (`GET`) of the sitemaps, the index and `robots.txt`. */
export function createSitemapRoutes(site: Site) {
  const sources = sitemapSources(site);
  const sitemap = (path: (typeof SITEMAPS)[number]) => ({
    GET: async (): Promise<Response> => {
      const entries = await sources[path]();
      return new Response(urlsetXml(site.config.publicUrl, entries), { headers: xmlHeaders });
    },
  });
  return {
    index: {
      GET: (): Response => {
        return new Response(sitemapIndexXml(site.config.publicUrl, SITEMAPS), {
          headers: xmlHeaders,
        });
      },
    },
    services: sitemap("/services-sitemap.xml"),
    organisations: sitemap("/organisations-sitemap.xml"),
    events: sitemap("/events-sitemap.xml"),
    categories: sitemap("/categories-sitemap.xml"),
    personas: sitemap("/personas-sitemap.xml"),
    pages: sitemap("/pages-sitemap.xml"),
    robots: {
      GET: (): Response => {
        const body = [
          "User-agent: *",
          "Allow: /",
          "",
          `Sitemap: ${absoluteUrl(site.config.publicUrl, "/sitemap.xml")}`,
          `Sitemap: ${apiSitemapUrl(site.env().APP_API_URL)}`,
          "",
        ].join("\n");
        return new Response(body, { headers: { "content-type": "text/plain; charset=utf-8" } });
      },
    },
  };
}
