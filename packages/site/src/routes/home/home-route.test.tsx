import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { stubSite } from "../../test/api-stub.ts";
import { page } from "../../test/search-stub.ts";
import { category, persona, settings } from "../../test/shell-stub.ts";
import { bannerProps, createHomeRoute } from "./home-route.tsx";

const LANDING_PAGE = page({
  title: "Cost of living",
  image: {
    id: "0b4a8f64-93a5-4c36-9d55-6f3d1b0f7e21",
    url: "https://api.test/images/1.png",
    mime_type: "image/png",
    alt_text: null,
  },
});

function site(homeEventsFeed: boolean) {
  return stubSite(
    ({ path }) => {
      if (path === "settings") return { body: { data: settings() } };
      if (path === "collections/categories/all") {
        return {
          body: {
            data: [
              category({ slug: "health", name: "Health", order: 2 }),
              category({ slug: "money", name: "Money", order: 1 }),
              category({ slug: "hidden", name: "Hidden", homepage: false }),
              category({ slug: "off", name: "Off", enabled: false }),
            ],
          },
        };
      }
      if (path === "collections/personas/all") {
        return {
          body: {
            data: [
              persona({ name: "Carers" }),
              persona({ slug: "x", name: "Not home", homepage: false }),
            ],
          },
        };
      }
      if (path === "pages") return { body: { data: [LANDING_PAGE] } };
      if (path === "organisation-events") {
        return {
          body: {
            data: [],
            links: { first: "f", last: "l", prev: null, next: null },
            meta: {
              current_page: 1,
              from: null,
              last_page: 1,
              links: [],
              path: "p",
              per_page: 6,
              to: null,
              total: 0,
            },
          },
        };
      }
      return { status: 404, body: {} };
    },
    { theme: { homeEventsFeed } },
  );
}

describe("home page", () => {
  it("titles the categories from the CMS and shows only visible ones, in order", async () => {
    const html = renderToStaticMarkup(await createHomeRoute(site(false).site).Page());
    expect(html).toContain(">Find local services</h1>");
    expect(html).toContain("Browse by category");
    expect(html.indexOf('href="/categories/money"')).toBeLessThan(
      html.indexOf('href="/categories/health"'),
    );
    expect(html).not.toContain("/categories/hidden");
    expect(html).not.toContain("/categories/off");
    expect(html).toContain('href="/personas/carers"');
    expect(html).not.toContain("Not home");
    expect(html).toContain('action="/results"');
  });

  it("lazy-loads the landing pages' images, which sit below the search form", async () => {
    const html = renderToStaticMarkup(await createHomeRoute(site(false).site).Page());
    expect(html).toContain("Cost of living");
    expect(html).toMatch(/<img src="[^"]*\/pages\/[^"]*\/image[^"]*"[^>]*loading="lazy"/);
  });

  it.each([
    { feed: true, events: 1 },
    { feed: false, events: 0 },
  ])("asks for events only when the feed is on ($feed)", async ({ feed, events }) => {
    const { site: stub, requests } = site(feed);
    await createHomeRoute(stub).Page();
    expect(requests.filter((request) => request.path === "organisation-events")).toHaveLength(
      events,
    );
  });

  it.each([
    {
      name: "a link to this site becomes a path",
      url: "https://hub.test/get-involved",
      action: { text: "Go", href: "/get-involved" },
    },
    { name: "a link home is dropped", url: "https://hub.test/", action: undefined },
    {
      name: "another site is kept",
      url: "https://other.test/x",
      action: { text: "Go", href: "https://other.test/x" },
    },
  ])("banner button: $name", ({ url, action }) => {
    const props = bannerProps(
      { title: "Winter", content: null, button_text: "Go", button_url: url },
      "https://hub.test",
      "https://hub.test",
    );
    expect(props?.action).toEqual(action);
  });

  it("has no canonical title of its own: the app name is the title", () => {
    const metadata = createHomeRoute(site(false).site).generateMetadata();
    expect(metadata.title).toBeUndefined();
    expect(metadata.alternates?.canonical).toBe("https://hub.test/");
  });
});
