import { describe, expect, it } from "vitest";

import * as api from "./file-urls.ts";

const base = "https://api.example.org/core/v1";

describe("URL builders", () => {
  it.each([
    [
      "serviceLogoUrl",
      api.serviceLogoUrl(base, "s-1", {
        extension: "png",
        maxDimension: 150,
        version: "2024-08-09T09:43:26+0000",
      }),
      `${base}/services/s-1/logo.png?max_dimension=150&v=2024-08-09T09%3A43%3A26%2B0000`,
    ],
    [
      "serviceGalleryItemUrl",
      api.serviceGalleryItemUrl(base, "s-1", "f-1", { maxDimension: 350 }),
      `${base}/services/s-1/gallery-items/f-1?max_dimension=350`,
    ],
    [
      "organisationLogoUrl",
      api.organisationLogoUrl(base, "o-1", { extension: "png" }),
      `${base}/organisations/o-1/logo.png`,
    ],
    [
      "eventImageUrl",
      api.eventImageUrl(base, "e-1", { maxDimension: 1000 }),
      `${base}/organisation-events/e-1/image?max_dimension=1000`,
    ],
    [
      "categoryImageUrl",
      api.categoryImageUrl(base, "c-1", { extension: "svg" }),
      `${base}/collections/categories/c-1/image.svg`,
    ],
    [
      "personaImageUrl",
      api.personaImageUrl(base, "p-1", { extension: "png", maxDimension: 240 }),
      `${base}/collections/personas/p-1/image.png?max_dimension=240`,
    ],
    ["locationImageUrl", api.locationImageUrl(base, "l-1"), `${base}/locations/l-1/image`],
    [
      "serviceLocationImageUrl",
      api.serviceLocationImageUrl(base, "sl-1", { extension: "png", maxDimension: 250 }),
      `${base}/service-locations/sl-1/image.png?max_dimension=250`,
    ],
    [
      "pageImageUrl",
      api.pageImageUrl(base, "pg-1", { extension: "jpg", maxDimension: 600 }),
      `${base}/pages/pg-1/image.jpg?max_dimension=600`,
    ],
    [
      "bannerImageUrl",
      api.bannerImageUrl(base, { extension: "png" }),
      `${base}/settings/banner-image.png`,
    ],
    ["apiSitemapUrl", api.apiSitemapUrl(base), "https://api.example.org/sitemap"],
    [
      "apiSitemapUrl with a trailing slash",
      api.apiSitemapUrl(`${base}/`),
      "https://api.example.org/sitemap",
    ],
    [
      "apiSitemapUrl of a prefixed API",
      api.apiSitemapUrl("http://localhost:4000/sutton/core/v1"),
      "http://localhost:4000/sutton/sitemap",
    ],
    [
      "eventIcsUrl",
      api.eventIcsUrl(base, "event-1"),
      `${base}/organisation-events/event-1/event.ics`,
    ],
  ])("%s", (_name, url, expected) => {
    expect(url).toBe(expected);
  });

  it.each([0, 1001, 1.5, -1])("rejects max_dimension %d", (maxDimension) => {
    expect(() => api.serviceLogoUrl(base, "s-1", { maxDimension })).toThrow(RangeError);
  });
});
