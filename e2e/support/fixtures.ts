// The suite's `test`: every spec gets the variant it runs against, a page with JavaScript
// switched off, and a reader of the variant's API.
import { randomUUID } from "node:crypto";

import AxeBuilder from "@axe-core/playwright";
import { test as base, expect } from "@playwright/test";
import type { Locator, Page } from "@playwright/test";

import { apiBase, VARIANTS } from "./variants.ts";
import type { Variant, VariantName } from "./variants.ts";

/**
 * Headers naming a visitor of the test's own: the suite's clients are on loopback, a trusted hop,
 * so the site counts its per-visitor limits (five referrals a minute…) for this address alone.
 */
export function ownVisitor(): Record<string, string> {
  return {
    "x-forwarded-for": `2001:db8::${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}`,
  };
}

/**
 * The rules the site must pass with zero violations: WCAG 2.2 AA, and axe's best practices
 * (every piece of content in a landmark, unique landmarks, heading order…).
 */
export const AXE_TAGS = [
  "wcag2a",
  "wcag2aa",
  "wcag21a",
  "wcag21aa",
  "wcag22aa",
  "best-practice",
] as const;

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags([...AXE_TAGS]).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? "?"}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(" ")}`).join("\n"),
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

type Fixtures = {
  variant: Variant;
  /** A page in a context with JavaScript disabled. */
  noJsPage: Page;
  /** GET a path of the variant's `/core/v1` API and return the JSON body. */
  apiJson: <T = unknown>(path: string) => Promise<T>;
};

/**
 * The GOV.UK error summary. Next's route announcer is also `role="alert"`, so match by the
 * summary's heading rather than by role alone.
 */
export function errorSummary(page: Page): Locator {
  return page.getByRole("alert").filter({ hasText: "There is a problem" });
}

/**
 * The warning a form's pages show while the API sends nobody what visitors write: the suite's API
 * runs with delivery off, the demo's default (global-setup.ts, decision 0071).
 */
export function deliveryOffNotice(page: Page): Locator {
  return page.getByRole("region", { name: "This is a demonstration" });
}

export const test = base.extend<Fixtures>({
  // Playwright reads a fixture's dependencies from its first parameter; this one has none.
  // eslint-disable-next-line no-empty-pattern
  variant: async ({}, use, testInfo) => {
    const name = (testInfo.project.metadata as { variant: VariantName }).variant;
    await use(VARIANTS[name]);
  },
  noJsPage: async ({ browser, baseURL }, use) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      ...(baseURL ? { baseURL } : {}),
    });
    const page = await context.newPage();
    await use(page);
    await context.close();
  },
  apiJson: async ({ request, variant }, use) => {
    await use(async <T>(path: string) => {
      const response = await request.get(`${apiBase(variant)}/${path.replace(/^\//, "")}`);
      expect(response.status(), `GET ${path}`).toBe(200);
      return (await response.json()) as T;
    });
  },
});

export { expect };
