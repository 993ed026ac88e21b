// Icons come from one sprite file (`/icons/<hash>.svg`) instead of symbols inlined in every page:
// they must still draw, from the page's own origin (an external `<use>` is same-origin only),
// under the site's CSP, with JavaScript on or off.
import type { Page } from "@playwright/test";

import { watchForViolations } from "../../support/csp.ts";
import { expect, test } from "../../support/fixtures.ts";

const SPRITE_PATH = /^\/icons\/[0-9a-f]{12}\.svg$/;

type IconState = { href: string; drawn: boolean };

/** Each displayed icon's `<use>` address, and whether the symbol it names was drawn. */
function displayedIcons(page: Page, within = "body"): Promise<IconState[]> {
  return page.evaluate(
    (scope) =>
      [...document.querySelectorAll(`${scope} svg.hub-icon`)]
        .filter((svg) => svg.getBoundingClientRect().width > 0)
        .map((svg) => {
          const use = svg.querySelector("use");
          // An unresolved `<use>` has an empty box; a drawn symbol has its shape's (a line,
          // such as "minus", is flat).
          const box = use?.getBoundingClientRect();
          return {
            href: new URL(use?.getAttribute("href") ?? "", document.baseURI).href,
            drawn: box !== undefined && (box.width > 0 || box.height > 0),
          };
        }),
    within,
  );
}

/** The addresses of displayed icons not drawn (yet): the sprite has not come, or lacks them. */
async function undrawn(page: Page, within?: string): Promise<string[]> {
  return (await displayedIcons(page, within))
    .filter((icon) => !icon.drawn)
    .map((icon) => icon.href);
}

test("icons draw from the sprite file on the page's origin, and the CSP blocks nothing", async ({
  page,
}) => {
  const violations = await watchForViolations(page);
  const spriteResponse = page.waitForResponse((response) =>
    SPRITE_PATH.test(new URL(response.url()).pathname),
  );
  await page.goto("/");
  const sprite = await spriteResponse;
  expect(sprite.status()).toBe(200);
  expect(sprite.headers()["content-type"]).toBe("image/svg+xml");
  expect(sprite.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const spriteUrl = new URL(sprite.url());
  expect(spriteUrl.origin).toBe(new URL(page.url()).origin);

  await page.waitForLoadState("networkidle");
  // Nothing inlined any more: the page carries only the references.
  expect(await page.locator("symbol").count()).toBe(0);
  const icons = await displayedIcons(page);
  expect(icons.length).toBeGreaterThan(0);
  expect(new Set(icons.map((icon) => icon.href.split("#")[0]))).toEqual(new Set([spriteUrl.href]));
  await expect.poll(() => undrawn(page)).toEqual([]);
  expect(await violations()).toEqual([]);
});

test("with JavaScript off, every icon of /_icons draws from the sprite", async ({ noJsPage }) => {
  await noJsPage.goto("/_icons");
  const names = await noJsPage.locator("main li > code").allTextContents();
  expect(names).toContain("search");
  const icons = await displayedIcons(noJsPage, "main li");
  expect(icons.map((icon) => icon.href.split("#")[1])).toEqual(names.map((name) => `icon-${name}`));
  await expect.poll(() => undrawn(noJsPage, "main li")).toEqual([]);
});

test("a sprite address of another build is a 404 that nothing keeps", async ({ request }) => {
  const response = await request.get("/icons/000000000000.svg");
  expect(response.status()).toBe(404);
  expect(response.headers()["cache-control"]).toBe("no-store");
});
