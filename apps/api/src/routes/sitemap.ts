// `GET /{tenant}/sitemap` (contract §4.17): sitemaps.org XML of the resident website's URLs.
import { asc, eq } from "drizzle-orm";
import type { Hono } from "hono";
import { collections, organisations, services } from "../db/schema.ts";
import type { AppEnv } from "../http/env.ts";
import { loadPageTree } from "../resources/pages.ts";

const STATIC_PATHS = [
  "/",
  "/about",
  "/contact",
  "/get-involved",
  "/privacy-policy",
  "/terms-and-conditions",
];
const TWO_WEEKS_MS = 14 * 24 * 60 * 60 * 1000;

type Entry = { path: string; lastmod: Date };

/** W3C datetime in UTC: `2024-08-09T09:43:26+00:00`. */
const w3c = (value: Date): string => `${value.toISOString().slice(0, 19)}+00:00`;

const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The website's origin: configured, else this API's origin with a leading `api.` dropped. */
export function siteOrigin(configured: string | undefined, apiOrigin: string): string {
  if (configured) return configured.replace(/\/$/, "");
  const url = new URL(apiOrigin);
  url.hostname = url.hostname.replace(/^api\./, "");
  return url.origin;
}

export function registerSitemap(app: Hono<AppEnv>, options: { publicUrl?: string | undefined }) {
  app.get("/sitemap", async (c) => {
    const { db, siteUrl } = c.var.tenant;
    const origin = siteOrigin(siteUrl, options.publicUrl ?? new URL(c.req.url).origin);
    const [serviceRows, organisationRows, collectionRows, tree] = await Promise.all([
      db
        .select({ slug: services.slug, updatedAt: services.updatedAt })
        .from(services)
        .where(eq(services.status, "active"))
        .orderBy(asc(services.slug)),
      db
        .select({ slug: organisations.slug, updatedAt: organisations.updatedAt })
        .from(organisations)
        .orderBy(asc(organisations.slug)),
      db
        .select({ id: collections.id, type: collections.type, updatedAt: collections.updatedAt })
        .from(collections)
        .orderBy(asc(collections.order)),
      loadPageTree(db),
    ]);
    const twoWeeksAgo = new Date(c.var.now.getTime() - TWO_WEEKS_MS);
    const entries: Entry[] = [
      ...STATIC_PATHS.map((path) => ({ path, lastmod: twoWeeksAgo })),
      ...serviceRows.map((row) => ({ path: `/services/${row.slug}`, lastmod: row.updatedAt })),
      ...organisationRows.map((row) => ({
        path: `/organisations/${row.slug}`,
        lastmod: row.updatedAt,
      })),
      ...collectionRows.flatMap((row) =>
        row.type === "organisation-event"
          ? []
          : [{ path: `/results?${row.type}=${row.id}`, lastmod: row.updatedAt }],
      ),
      ...tree.ordered
        .filter((row) => row.enabled)
        .map((row) => ({ path: `/pages/${row.slug}`, lastmod: row.updatedAt })),
    ];
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...entries.map(
        (entry) =>
          `<url><loc>${escapeXml(origin + entry.path)}</loc><lastmod>${w3c(entry.lastmod)}</lastmod>` +
          "<changefreq>monthly</changefreq><priority>0.5</priority></url>",
      ),
      "</urlset>",
      "",
    ].join("\n");
    return c.body(body, 200, {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    });
  });
}
