import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { jsonLdOf, stubSite } from "../../test/api-stub.ts";
import { settings } from "../../test/shell-stub.ts";
import { createContentPageRoute } from "./content-page-route.tsx";
import type { ContentPageName } from "./content-page-route.tsx";

const site = () =>
  stubSite(({ path }) =>
    path === "settings" ? { body: { data: settings() } } : { status: 404, body: {} },
  ).site;

describe("content pages", () => {
  it.each([
    { name: "about", title: "About us", path: "/about", description: "About about" },
    { name: "contact", title: "Contact us", path: "/contact", description: "About contact" },
    {
      name: "terms",
      title: "Terms and conditions",
      path: "/terms-and-conditions",
      description: "About terms",
    },
    {
      name: "privacy",
      title: "Privacy policy",
      path: "/privacy-policy",
      description: "About privacy",
    },
    {
      name: "accessibility",
      title: "Accessibility statement",
      path: "/accessibility-statement",
      description: "About accessibility",
    },
    {
      name: "getInvolved",
      title: "Get involved",
      path: "/get-involved",
      description: "About getInvolved",
    },
  ] satisfies { name: ContentPageName; title: string; path: string; description: string }[])(
    "$name: the CMS title as heading, breadcrumbs and metadata",
    async ({ name, title, path, description }) => {
      const route = createContentPageRoute(site(), name);
      const html = renderToStaticMarkup(await route.Page());
      expect(html).toContain(`<h1 class="text-3xl font-bold">${title}</h1>`);
      const [crumbs] = jsonLdOf(html);
      expect(crumbs).toMatchObject({ "@type": "BreadcrumbList" });
      const metadata = await route.generateMetadata();
      expect(metadata.title).toBe(title);
      expect(metadata.description).toBe(description);
      expect(metadata.alternates?.canonical).toBe(`https://hub.test${path}`);
    },
  );

  it("adds the hub's contact details to the contact page", async () => {
    const html = renderToStaticMarkup(await createContentPageRoute(site(), "contact").Page());
    expect(html).toContain("hub@council.test");
    expect(html).toContain("020 7946 0000");
  });

  it("links the get involved page to the organisation sign-up journey", async () => {
    const html = renderToStaticMarkup(await createContentPageRoute(site(), "getInvolved").Page());
    expect(html).toMatch(
      /<a [^>]*href="\/get-involved\/sign-up"[^>]*>Register your organisation<\/a>/,
    );
    const about = renderToStaticMarkup(await createContentPageRoute(site(), "about").Page());
    expect(about).not.toContain("/get-involved/sign-up");
  });
});
