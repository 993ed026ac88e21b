// Every route of both variants reflows (WCAG 1.4.10) at 320, 375, 768, 1366 and 1920 px: one
// page of each route type, loaded once and measured at each width. Long words and addresses
// from the hostile seed are measured by tests/hostile (at a phone's and a laptop's width).
import { expect, test } from "../../support/fixtures.ts";
import { expectReflow } from "../../support/reflow.ts";
import { ROUTES, siteData } from "../../support/routes.ts";
import type { Site } from "../../support/routes.ts";

/** Each variant's seed, read once per worker. */
const sites = new Map<string, Promise<Site>>();

test.describe("every route reflows from 320 to 1920 px", () => {
  for (const route of ROUTES) {
    test(route.name, async ({ page, variant, apiJson }) => {
      if (!sites.has(variant.name)) sites.set(variant.name, siteData(apiJson));
      const site = await sites.get(variant.name)!;
      const response = await page.goto(route.path(site));
      expect(response?.status(), "answers").toBeLessThan(500);
      await page.waitForLoadState("load");
      await expectReflow(page);
    });
  }
});

test("a long address in the contact card wraps between its parts and keeps its name", async ({
  page,
  variant,
  apiJson,
}) => {
  if (!sites.has(variant.name)) sites.set(variant.name, siteData(apiJson));
  const site = await sites.get(variant.name)!;
  await page.setViewportSize({ width: 320, height: 900 });
  await page.goto(`/services/${site.longestUrl.slug}`);
  const card = page.getByRole("region", { name: /^How can I contact/ });
  const addresses = card.locator('a[href^="mailto:"], a[href^="http"]:has(.hub-break-after)');
  await expect(addresses.first()).toBeVisible();
  const wrapped = await addresses.evaluateAll((links) =>
    links.map((link) => ({
      name: link.textContent.replace(/\s+/g, " ").trim(),
      lines: new Set([...link.getClientRects()].map((box) => Math.round(box.top))).size,
    })),
  );
  // At 320px the longest website address takes more than one line: the wrap is exercised.
  expect(Math.max(...wrapped.map(({ lines }) => lines))).toBeGreaterThan(1);
  // What a screen reader hears is Chromium's accessible name, not the DOM's text: `<wbr>` would
  // put a space into it at every break ("example. org").
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send("Accessibility.getFullAXTree");
  const linkNames = nodes
    .filter((node) => node.role?.value === "link")
    .map((node) => String(node.name?.value ?? ""));
  for (const { name } of wrapped) expect(linkNames).toContain(name);
  await expectReflow(page, [320, 375]);
});

for (const javaScript of [true, false]) {
  test(`the Menu button shares the logo's row at 320 and 375 px (JavaScript ${javaScript ? "on" : "off"})`, async ({
    page,
    noJsPage,
    variant,
  }) => {
    const tab = javaScript ? page : noJsPage;
    await tab.goto("/");
    const logo = tab.getByRole("link", { name: `${variant.appName} homepage` });
    const menu = tab.locator(".hub-header").getByText("Menu", { exact: true });
    for (const width of [320, 375]) {
      await tab.setViewportSize({ width, height: 800 });
      // The Menu button is hidden at desktop widths: measure it once the narrow layout shows it.
      await expect(menu).toBeVisible();
      await expect(logo).toBeVisible();
      const [logoBox, menuBox] = await Promise.all([logo.boundingBox(), menu.boundingBox()]);
      expect(logoBox && menuBox, `both shown at ${width}px`).toBeTruthy();
      // Side by side: the button starts after the logo and overlaps its height.
      expect(menuBox!.x, `Menu right of the logo at ${width}px`).toBeGreaterThan(
        logoBox!.x + logoBox!.width,
      );
      expect(menuBox!.y, `Menu on the logo's row at ${width}px`).toBeLessThan(
        logoBox!.y + logoBox!.height,
      );
      expect(menuBox!.x + menuBox!.width).toBeLessThanOrEqual(width);
      // One line of text: a squeezed button would break its word ("Me/nu").
      expect(menuBox!.height, `Menu on one line at ${width}px`).toBeLessThan(50);
    }
  });
}
