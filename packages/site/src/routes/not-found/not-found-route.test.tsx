import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { rejectionDigest, stubSite } from "../../test/api-stub.ts";
import { settings } from "../../test/shell-stub.ts";
import { createNotFoundRoute, createPathNotFoundRoute, UnmatchedPage } from "./not-found-route.tsx";

const site = () =>
  stubSite(({ path }) =>
    path === "settings" ? { body: { data: settings() } } : { status: 404, body: {} },
  ).site;

const props = (query: Record<string, string | string[]>) => ({
  params: Promise.resolve({ view: "undecided" }),
  searchParams: Promise.resolve(query),
});

describe("the not-found page that names its address", () => {
  it.each([
    { query: { path: "/no/such/page" }, shown: "Page not found: /no/such/page" },
    {
      query: { path: "/no/<b>bold</b>?x=1&y=2" },
      shown: "Page not found: /no/&lt;b&gt;bold&lt;/b&gt;?x=1&amp;y=2",
    },
  ])("says $shown on the server, escaped", async ({ query, shown }) => {
    const html = renderToStaticMarkup(await createPathNotFoundRoute(site()).Page(props(query)));
    expect(html).toContain('<h1 class="text-3xl font-bold">Page not found</h1>');
    expect(html).toContain(`<p>${shown}</p>`);
    expect(html).not.toContain("<b>");
  });

  it.each<Record<string, string | string[]>>([{}, { path: "no-slash" }, { path: ["/a", "/b"] }])(
    "leaves the address to the browser for %j",
    async (query) => {
      const html = renderToStaticMarkup(await createPathNotFoundRoute(site()).Page(props(query)));
      expect(html).toContain("Page not found");
      expect(html).not.toContain("Page not found: ");
    },
  );

  it("is the root not-found page's, which knows no address", async () => {
    const html = renderToStaticMarkup(await createNotFoundRoute(site()).Page());
    expect(html).not.toContain("Page not found: ");
    expect(createPathNotFoundRoute(site()).metadata).toEqual(createNotFoundRoute(site()).metadata);
  });

  it("is what an address no route matches leads to", async () => {
    expect(await rejectionDigest(Promise.resolve().then(UnmatchedPage))).toMatch(/404/);
  });
});
