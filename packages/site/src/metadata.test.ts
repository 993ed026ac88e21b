import { describe, expect, it } from "vitest";
import { defineSiteConfig, SEO_PAGES } from "@hub/config/site-config";
import { pageMetadata } from "./metadata.ts";
import { createSite } from "./site.ts";

const site = createSite(
  defineSiteConfig({
    appName: "Test Hub",
    variant: "test",
    publicUrl: "https://hub.example.org/",
    contactEmail: "hello@example.org",
    boroughName: "Testshire",
    headerMenu: [{ label: "Home", href: "/" }],
    seo: {
      descriptions: Object.fromEntries(SEO_PAGES.map((page) => [page, `About ${page}`])) as Record<
        (typeof SEO_PAGES)[number],
        string
      >,
    },
  }),
  { env: {} },
);

describe("pageMetadata", () => {
  it.each([
    {
      name: "home: no title, configured description",
      input: { path: "/" },
      title: undefined,
      description: "About home",
      canonical: "https://hub.example.org/",
    },
    {
      name: "entity text is stripped and used",
      input: {
        title: "Foodbank",
        description: "<p>Free <b>food</b> parcels</p>",
        path: "/services/foodbank/",
      },
      title: "Foodbank",
      description: "Free food parcels",
      canonical: "https://hub.example.org/services/foodbank",
    },
    {
      name: "paging is kept, other query dropped",
      input: {
        title: "Events",
        path: "/events",
        search: "page=2&utm_source=x",
        keepQuery: ["page"],
        fallbackDescription: "About events",
      },
      title: "Events",
      description: "About events",
      canonical: "https://hub.example.org/events?page=2",
    },
  ])("$name", ({ input, title, description, canonical }) => {
    const metadata = pageMetadata(site, input);
    expect(metadata.title).toBe(title);
    expect(metadata.description).toBe(description);
    expect(metadata.alternates?.canonical).toBe(canonical);
    expect(metadata.openGraph).toMatchObject({ url: canonical, siteName: "Test Hub", description });
    expect(metadata.robots).toBeUndefined();
  });

  it("marks noindex pages", () => {
    expect(pageMetadata(site, { path: "/results", noindex: true }).robots).toEqual({
      index: false,
      follow: true,
    });
  });
});
