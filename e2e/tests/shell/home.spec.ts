import { expect, expectNoAxeViolations, test } from "../../support/fixtures.ts";

type Settings = {
  data: { cms: { frontend: { home: { categories_title?: string; search_title?: string } } } };
};
type Category = { slug: string; name: string; enabled: boolean; homepage?: boolean | null };

test("the home page: search, categories from the CMS title, only visible categories", async ({
  page,
  variant,
  apiJson,
}) => {
  const [settings, categories] = await Promise.all([
    apiJson<Settings>("settings"),
    apiJson<{ data: Category[] }>("collections/categories/all"),
  ]);
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(variant.appName);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    settings.data.cms.frontend.home.search_title!,
  );

  const title = settings.data.cms.frontend.home.categories_title!;
  const section = page.locator("section", {
    has: page.getByRole("heading", { level: 2, name: title }),
  });
  const visible = categories.data.filter((c) => c.enabled && c.homepage !== false);
  const hidden = categories.data.filter((c) => !(c.enabled && c.homepage !== false));
  await expect(section.getByRole("link")).toHaveCount(visible.length);
  for (const category of visible) {
    await expect(section.locator(`a[href="/categories/${category.slug}"]`)).toHaveCount(1);
  }
  for (const category of hidden) {
    await expect(section.locator(`a[href="/categories/${category.slug}"]`)).toHaveCount(0);
  }

  const search = page.locator('form[action="/results"]');
  await expect(search).toHaveAttribute("method", /get/i);
  await expectNoAxeViolations(page);
});

test("the search box works without JavaScript", async ({ noJsPage }) => {
  await noJsPage.goto("/");
  await noJsPage.locator('form[action="/results"] input[name="query"]').fill("lunch");
  await noJsPage.getByRole("button", { name: "Search" }).first().click();
  await expect(noJsPage).toHaveURL(/\/results\?query=lunch/);
});

test("the events feed shows on the home page only where the variant has it", async ({
  page,
  variant,
}) => {
  await page.goto("/");
  const feed = page.getByRole("link", { name: "Search for more events" });
  await expect(feed).toHaveCount(variant.name === "bexley" ? 1 : 0);
});
