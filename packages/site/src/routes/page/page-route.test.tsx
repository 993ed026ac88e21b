import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { jsonLdOf, notFoundResponse, rejectionDigest, stubSite } from "../../test/api-stub.ts";
import { category, page, pageDetail, pageItem } from "../../test/search-stub.ts";
import { createPageRoute, orderedSections } from "./page-route.tsx";

const landingItem = pageItem({ title: "Cost of living", slug: "cost-of-living" });
const adviceItem = pageItem({
  title: "Money advice",
  slug: "money-advice",
  page_type: "information",
});
const landing = pageDetail({
  ...landingItem,
  image: { id: landingItem.id, url: "u", mime_type: "image/png", alt_text: "A purse" },
  content: {
    collections: { title: "Get help by topic", content: [] },
    info_pages: { title: "Find out more", content: [{ type: "copy", value: "Pick a topic." }] },
    introduction: { content: [{ type: "copy", value: "Help with rising costs." }] },
  },
  children: [
    { ...adviceItem, excerpt: "Benefits and debt." },
    pageItem({ title: "Warm spaces", slug: "warm-spaces", enabled: false }),
  ],
  collection_categories: [category({ name: "Money and debt", slug: "money-and-debt" })],
});
const debt = pageDetail({
  ...pageItem({ title: "Dealing with debt", slug: "dealing-with-debt", page_type: "information" }),
  excerpt: "Priority debts and payment plans.",
  content: {
    introduction: {
      content: [
        { type: "copy", value: "Talk to someone **early**." },
        {
          type: "cta",
          title: "Get advice",
          description: "Free and confidential.",
          url: "https://advice.test",
          buttonText: "Contact us",
        },
      ],
    },
  },
  ancestors: [landingItem, adviceItem],
  landing_page: landingItem,
});

function stub() {
  const { site, requests } = stubSite(({ path }) => {
    switch (path) {
      case "pages/cost-of-living":
        return { body: { data: landing } };
      case "pages/dealing-with-debt":
        return { body: { data: debt } };
      case "pages/hidden":
        return { status: 403, body: { message: "This action is unauthorized." } };
      case "pages":
        return {
          body: {
            data: [
              page({ ...adviceItem, parent: landingItem }),
              page({ ...debt, content: undefined, parent: adviceItem }),
            ],
          },
        };
      default:
        return notFoundResponse;
    }
  });
  return { requests, route: createPageRoute(site) };
}

const props = (parent: string, slug?: string[]) => ({
  params: Promise.resolve(slug ? { parent, slug } : { parent }),
});

describe("information pages", () => {
  it("orders a landing page's sections for reading, others last", () => {
    expect(
      orderedSections({
        extra: { content: [] },
        collections: { content: [] },
        introduction: { content: [] },
        about: { content: [] },
      }).map(([key]) => key),
    ).toEqual(["introduction", "about", "collections", "extra"]);
  });

  it("renders a landing page: intro, image, enabled child pages and its categories", async () => {
    const { route } = stub();
    const html = renderToStaticMarkup(await route.Page(props("cost-of-living")));
    expect(html).toContain('<h1 class="text-3xl">Cost of living</h1>');
    expect(html.indexOf("Help with rising costs.")).toBeLessThan(html.indexOf("Find out more"));
    expect(html).toContain('alt="A purse"');
    expect(html).toContain("Browse area of interest");
    expect(html).toContain('href="/pages/cost-of-living/money-advice">Money advice</a>');
    expect(html).not.toContain("Warm spaces");
    expect(html).toContain('href="/categories/money-and-debt"');
    expect(html).toContain("Page last updated");
  });

  it("renders an information page with its breadcrumbs and the section tree open at it", async () => {
    const { requests, route } = stub();
    const html = renderToStaticMarkup(
      await route.Page(props("cost-of-living", ["money-advice", "dealing-with-debt"])),
    );
    expect(
      requests.find((request) => request.path === "pages")?.query.get("filter[landing_page]"),
    ).toBe(landingItem.id);
    expect(html).toContain("Talk to someone <strong>early</strong>.");
    expect(html).toContain("Get advice");
    expect(html).toMatch(/<details open="" class="group ml-3">[^]*1 page in “Money advice”/);
    expect(html).toMatch(/aria-current="page"[^>]*>Dealing with debt<\/a>/);
    expect(html).toContain('href="/pages/cost-of-living">Return to Cost of living</a>');
    const [webPage, breadcrumbs] = jsonLdOf(html);
    expect(webPage).toMatchObject({
      "@type": "WebPage",
      url: "https://hub.test/pages/cost-of-living/money-advice/dealing-with-debt",
      description: "Priority debts and payment plans.",
    });
    expect(breadcrumbs).toMatchObject({
      itemListElement: [
        { name: "Home" },
        { name: "Cost of living", item: "https://hub.test/pages/cost-of-living" },
        { name: "Money advice", item: "https://hub.test/pages/cost-of-living/money-advice" },
        { name: "Dealing with debt" },
      ],
    });
  });

  it.each([
    { parent: "dealing-with-debt", slug: undefined },
    { parent: "cost-of-living", slug: ["dealing-with-debt"] },
  ])("sends /pages/$parent/$slug to the canonical address", async ({ parent, slug }) => {
    const { route } = stub();
    expect(await rejectionDigest(route.Page(props(parent, slug)))).toMatch(
      /^NEXT_REDIRECT;replace;\/pages\/cost-of-living\/money-advice\/dealing-with-debt;308;/,
    );
  });

  it.each([["hidden"], ["missing"]])("gives a 404 for a %s page", async (slug) => {
    const { route } = stub();
    expect(await rejectionDigest(route.Page(props(slug)))).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
    expect(await route.generateMetadata(props(slug))).toMatchObject({
      title: "Page not found",
      robots: { index: false, follow: true },
    });
  });

  it("titles the page and points the canonical link at its address", async () => {
    const { route } = stub();
    expect(
      await route.generateMetadata(props("cost-of-living", ["money-advice", "dealing-with-debt"])),
    ).toMatchObject({
      title: "Dealing with debt",
      description: "Priority debts and payment plans.",
      alternates: {
        canonical: "https://hub.test/pages/cost-of-living/money-advice/dealing-with-debt",
      },
    });
  });
});
