// One way to build a page's <head> metadata, so every route gets the same canonical, Open Graph
// and robots rules. The root layout sets the "{page} | {app name}" title template.
import type { Metadata } from "next";
import { canonicalUrl, metaDescription } from "@hub/core/seo";
import type { Site } from "./site.ts";

export type PageMetadataInput = {
  /** The page's own title; the template adds " | {app name}". Omit for the home page. */
  title?: string;
  /** A description, or an entity's text to cut down to 160 characters. */
  description?: string | null;
  /** Used when `description` is empty. Default: the home page's configured description. */
  fallbackDescription?: string;
  /** The path of the page (query and hash are dropped unless listed in `keepQuery`). */
  path: string;
  search?: string | URLSearchParams;
  keepQuery?: readonly string[];
  openGraphType?: "website" | "article" | "profile";
  /** An absolute image URL for Open Graph cards. */
  image?: string | null;
  /** Search engines should not index this page (results, favourites, forms). */
  noindex?: boolean;
};

export function pageMetadata(site: Site, input: PageMetadataInput): Metadata {
  const { config } = site;
  const description = metaDescription(
    input.description,
    input.fallbackDescription ?? config.seo.descriptions.home,
  );
  const url = canonicalUrl(config.publicUrl, input.path, {
    ...(input.search === undefined ? {} : { search: input.search }),
    ...(input.keepQuery === undefined ? {} : { keep: input.keepQuery }),
  });
  return {
    ...(input.title === undefined ? {} : { title: input.title }),
    description,
    alternates: { canonical: url },
    openGraph: {
      type: input.openGraphType ?? "website",
      url,
      siteName: config.appName,
      title: input.title ?? config.appName,
      description,
      locale: "en_GB",
      ...(input.image ? { images: [{ url: input.image }] } : {}),
    },
    ...(input.noindex ? { robots: { index: false, follow: true } } : {}),
  };
}
