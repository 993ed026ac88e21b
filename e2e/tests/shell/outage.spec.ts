// A site whose API is dead from the start, or fails every call but the settings: each page that
// needs the API is the site's own error page, server-rendered, with a 503 and `Retry-After`
// (decision 0052), readable with JavaScript off as well as on; never a 200 for a page that could
// not be made, never Next's empty error document.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import { expect, test } from "../../support/fixtures.ts";
import { freePort } from "../../support/ports.ts";
import { startSite } from "../../support/site-server.ts";
import { apiBase } from "../../support/variants.ts";

// Each test runs its own server of the variant's build; they are slow to start on two cores.
test.describe.configure({ timeout: 60_000 });

test("with the API down every page that needs it is the error page with a 503, never a 200", async ({
  request,
  variant,
}) => {
  const deadApi = `http://127.0.0.1:${await freePort()}/${variant.tenant}/core/v1`;
  const site = await startSite(variant, deadApi);
  try {
    for (const path of ["/", "/about", "/results?category=anything", "/results?query=advice"]) {
      const response = await request.get(`${site.origin}${path}`, {
        headers: { accept: "text/html" },
        maxRedirects: 0,
      });
      expect(response.status(), path).toBe(503);
      expect(response.headers()["retry-after"]).toBe("60");
      const html = await response.text();
      expect(html).toContain("Sorry, there is a problem with the service");
      expect(html).toContain("Error 503");
      expect(html).toContain(variant.appName);
      expect(html).not.toContain("__next_error__");
    }
    // An address no route matches needs no API to be told so.
    const missing = await request.get(`${site.origin}/no/such/page`, {
      headers: { accept: "text/html" },
    });
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain("Page not found");
  } finally {
    await site.stop();
  }
});

test("when every endpoint but the settings fails, a search is the 503 error page, with JavaScript on and off", async ({
  page,
  noJsPage,
  variant,
}) => {
  const upstream = apiBase(variant);
  // Settings still answer; everything else fails.
  const halfApi = createServer((req, res) => {
    if (req.url?.endsWith("/settings")) {
      void fetch(`${upstream}/settings`).then(async (answer) => {
        res.writeHead(answer.status, { "content-type": "application/json" });
        res.end(await answer.text());
      });
      return;
    }
    res.writeHead(500, { "content-type": "application/json" });
    res.end('{"message":"Server Error"}');
  });
  await new Promise<void>((resolve) => halfApi.listen(0, "127.0.0.1", resolve));
  const { port } = halfApi.address() as AddressInfo;
  const site = await startSite(variant, `http://127.0.0.1:${port}/${variant.tenant}/core/v1`);
  try {
    // Searches, because they are rendered per request. Without JavaScript, Next's own answer
    // would be its empty error document: a blank page.
    for (const [visitor, query] of [
      [noJsPage, "advice"],
      [page, "support"],
    ] as const) {
      const response = await visitor.goto(`${site.origin}/results?query=${query}`);
      expect(response?.status()).toBe(503);
      expect(await response?.headerValue("retry-after")).toBe("60");
      await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(
        "Sorry, there is a problem with the service",
      );
      await expect(visitor.getByText("Error 503")).toBeVisible();
      await expect(visitor.getByRole("link", { name: "Return to homepage" })).toBeVisible();
    }
  } finally {
    await site.stop();
    halfApi.close();
  }
});
