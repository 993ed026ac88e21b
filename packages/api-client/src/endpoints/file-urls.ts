// URLs that are not JSON: images (resized on request), the API's XML sitemap, an event's
// calendar file. Built, not fetched: the browser or a crawler fetches them.
import { buildUrl } from "../client.ts";
import { segment } from "./lists.ts";

export const MAX_IMAGE_DIMENSION = 1000;
export type ImageExtension = "png" | "jpg" | "jpeg" | "svg";
export type ImageUrlOptions = {
  /** 1–1000: the longest side of a resized copy (SVGs are never resized). */
  maxDimension?: number;
  /** Cosmetic: the served Content-Type is the stored file's. */
  extension?: ImageExtension;
  /** Cache-buster, e.g. the entity's `updated_at` (ignored by the server). */
  version?: string;
};

function checkedDimension(maxDimension: number | undefined): number | undefined {
  if (maxDimension === undefined) return undefined;
  if (!Number.isInteger(maxDimension) || maxDimension < 1 || maxDimension > MAX_IMAGE_DIMENSION) {
    throw new RangeError(
      `max_dimension must be an integer from 1 to ${MAX_IMAGE_DIMENSION} (got ${maxDimension})`,
    );
  }
  return maxDimension;
}

function imageUrl(baseUrl: string, path: string, options: ImageUrlOptions = {}): string {
  const extension = options.extension ? `.${options.extension}` : "";
  return buildUrl(baseUrl, `${path}${extension}`, {
    max_dimension: checkedDimension(options.maxDimension),
    v: options.version,
  });
}

/** `/services/{idOrSlug}/logo`: a placeholder when `has_logo` is false (use the organisation's). */
export const serviceLogoUrl = (baseUrl: string, idOrSlug: string, options?: ImageUrlOptions) =>
  imageUrl(baseUrl, `services/${segment(idOrSlug)}/logo`, options);

/** `/services/{idOrSlug}/gallery-items/{fileId}`. */
export const serviceGalleryItemUrl = (
  baseUrl: string,
  idOrSlug: string,
  fileId: string,
  options?: Omit<ImageUrlOptions, "extension">,
) => imageUrl(baseUrl, `services/${segment(idOrSlug)}/gallery-items/${segment(fileId)}`, options);

/** `/organisations/{idOrSlug}/logo`. */
export const organisationLogoUrl = (baseUrl: string, idOrSlug: string, options?: ImageUrlOptions) =>
  imageUrl(baseUrl, `organisations/${segment(idOrSlug)}/logo`, options);

/** `/organisation-events/{idOrSlug}/image`. */
export const eventImageUrl = (baseUrl: string, idOrSlug: string, options?: ImageUrlOptions) =>
  imageUrl(baseUrl, `organisation-events/${segment(idOrSlug)}/image`, options);

/** `/collections/categories/{idOrSlug}/image`. */
export const categoryImageUrl = (baseUrl: string, idOrSlug: string, options?: ImageUrlOptions) =>
  imageUrl(baseUrl, `collections/categories/${segment(idOrSlug)}/image`, options);

/** `/collections/personas/{idOrSlug}/image`. */
export const personaImageUrl = (baseUrl: string, idOrSlug: string, options?: ImageUrlOptions) =>
  imageUrl(baseUrl, `collections/personas/${segment(idOrSlug)}/image`, options);

/** `/locations/{id}/image`. */
export const locationImageUrl = (baseUrl: string, id: string, options?: ImageUrlOptions) =>
  imageUrl(baseUrl, `locations/${segment(id)}/image`, options);

/** `/service-locations/{id}/image`. */
export const serviceLocationImageUrl = (baseUrl: string, id: string, options?: ImageUrlOptions) =>
  imageUrl(baseUrl, `service-locations/${segment(id)}/image`, options);

/** `/pages/{idOrSlug}/image`: an empty body when the page has no image. */
export const pageImageUrl = (baseUrl: string, idOrSlug: string, options?: ImageUrlOptions) =>
  imageUrl(baseUrl, `pages/${segment(idOrSlug)}/image`, options);

/** `/settings/banner-image`: 404 when no banner image is set (`banner.has_image`). */
export const bannerImageUrl = (baseUrl: string, options?: ImageUrlOptions) =>
  imageUrl(baseUrl, "settings/banner-image", options);

/** The API's XML sitemap: the base without `/core/v1`, plus `/sitemap`. */
export function apiSitemapUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, "").replace(/\/core\/v1$/, "")}/sitemap`;
}

/** `/organisation-events/{idOrSlug}/event.ics` (text/calendar). */
export function eventIcsUrl(baseUrl: string, idOrSlug: string): string {
  return buildUrl(baseUrl, `organisation-events/${segment(idOrSlug)}/event.ics`);
}
