// Share by text (issue 43): a service's and an event's page offer an `sms:` link, beside email and
// copy link, whose message is the name and the page's address, with JavaScript on and off.
import type { Page } from "@playwright/test";

import { expect, test } from "../../support/fixtures.ts";

type List<T> = { data: T[] };
type Listed = { slug: string; name?: string; title?: string };

const KINDS = [
  { kind: "service", list: "services?per_page=1", path: (slug: string) => `/services/${slug}` },
  {
    kind: "event",
    list: "organisation-events?per_page=1",
    path: (slug: string) => `/events/${slug}`,
  },
] as const;

/** The share actions in their order: links and buttons by name, the no-JavaScript field by label. */
async function shareActions(page: Page): Promise<string[]> {
  const share = page.getByRole("region", { name: "Share" });
  return share.locator(":scope > ul > li").evaluateAll((items) =>
    items.map((item) => {
      const control = item.querySelector("a, button, input");
      if (control instanceof HTMLInputElement) return `field: ${control.labels?.[0]?.textContent}`;
      return control?.textContent.trim() ?? "";
    }),
  );
}

for (const javaScript of [true, false]) {
  for (const { kind, list, path } of KINDS) {
    test(`a ${kind} page shares by text message (JavaScript ${javaScript ? "on" : "off"})`, async ({
      page: jsPage,
      noJsPage,
      apiJson,
    }) => {
      const page = javaScript ? jsPage : noJsPage;
      const item = (await apiJson<List<Listed>>(list)).data[0]!;
      const name = item.name ?? item.title ?? "";
      await page.goto(path(item.slug));

      const link = page.getByRole("link", { name: "Share by text message" });
      const href = (await link.getAttribute("href")) ?? "";
      expect(href.startsWith("sms:?&body="), href).toBe(true);
      const body = decodeURIComponent(href.slice("sms:?&body=".length));
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(body).toBe(`${name}: ${canonical}`);

      // Beside email, and before copying the link (a button with JavaScript, a field without).
      const actions = await shareActions(page);
      const copy = javaScript ? "Copy link" : "field: Link to this page";
      expect(actions.slice(0, 2)).toEqual(["Share by email", "Share by text message"]);
      expect(actions).toContain(copy);
    });
  }
}
