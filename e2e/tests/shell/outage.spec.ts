import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import { expect, test } from "../../support/fixtures.ts";
import { freePort } from "../../support/ports.ts";
import { startSite } from "../../support/site-server.ts";
import { apiBase } from "../../support/variants.ts";

// Each test runs its own server of the variant's build; they are slow to start on two cores.
test.describe.configure({ timeout: 60_000 });

test("with the API down every page is the error page with a 503, never a 200", async ({
  request,
  variant,
}) => {
  const deadApi = `http://127.0.0.1:${await freePort()}/${variant.tenant}/core/v1`;
  const site = await startSite(variant, deadApi);
  try {
    for (const path of ["/", "/about", "/results?category=anything", "/no/such/page"]) {
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
    }
  } finally {
    await site.stop();
  }
});

test("when an endpoint fails the page is the error page with a 500", async ({ page, variant }) => {
  const upstream = apiBase(variant);
  // Settings (the health check) still answer; everything else fails.
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
    // A search, because it is rendered per request. Next sends its empty 500 document, which the
    // error boundary fills in the browser; without JavaScript the proxy of the production shape
    // puts the error page in (the cluster project checks that).
    const response = await page.goto(`${site.origin}/results?query=advice`);
    expect(response?.status()).toBe(500);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Sorry, there is a problem with the service",
    );
    await expect(page.getByText("Error 500")).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to homepage" })).toBeVisible();
  } finally {
    await site.stop();
    halfApi.close();
  }
});
