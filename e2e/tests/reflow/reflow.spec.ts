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
