// Browsing by category with JavaScript off: home → category tile → the category's results, a
// second page of them → a service. (Search → service → organisation is in directory.spec.ts;
// events filter → event in events/events.spec.ts.)
import { expect, test } from "../../support/fixtures.ts";
import { apiBase } from "../../support/variants.ts";

type Category = { slug: string; name: string; enabled: boolean; homepage?: boolean | null };
type Settings = { data: { cms: { frontend: { home: { categories_title?: string } } } } };
type ServicePage = { data: { slug: string; name: string }[]; meta: { total: number } };

/** The category page's page size. */
const RESULTS_PER_PAGE = 9;

test("home → category tile → paged results → service works with JavaScript off", async ({
  noJsPage: page,
  apiJson,
  request,
  variant,
}) => {
  const [settings, categories] = await Promise.all([
    apiJson<Settings>("settings"),
    apiJson<{ data: Category[] }>("collections/categories/all"),
  ]);
  const tiles = categories.data.filter((c) => c.enabled && c.homepage !== false);
  // A category with more than one page of services, so the paging is walked too.
  const totals = await Promise.all(
    tiles.map(async (category) => {
      const response = await request.post(
        `${apiBase(variant)}/search/collections/categories?per_page=1`,
        { data: { category: category.slug } },
      );
      expect(response.status(), category.slug).toBe(200);
      return ((await response.json()) as ServicePage).meta.total;
    }),
  );
  const index = totals.findIndex((total) => total > RESULTS_PER_PAGE);
  const category = tiles[index];
  if (category === undefined) throw new Error("the seed has no category with two pages");

  await page.goto("/");
  await page
    .locator("section", {
      has: page.getByRole("heading", {
        level: 2,
        name: settings.data.cms.frontend.home.categories_title!,
      }),
    })
    .locator(`a[href="/categories/${category.slug}"]`)
    .click();
  await expect(page).toHaveURL(new RegExp(`/categories/${category.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    category.name.replace(/^covid-19:\s*/i, ""),
  );
  await expect(page.getByRole("status")).toContainText(`${totals[index]} results found`);
  const results = page.getByRole("heading", { level: 3 }).getByRole("link");
  await expect(results.first()).toBeVisible();
  const firstPage = await results.allTextContents();

  await page.getByRole("link", { name: /^Next/ }).click();
  await expect(page).toHaveURL(new RegExp(`/categories/${category.slug}\\?page=2$`));
  await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await expect(results.first()).toBeVisible();
  const secondPage = await results.allTextContents();
  expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);

  const service = results.first();
  const name = (await service.textContent())!.trim();
  await service.click();
  await expect(page).toHaveURL(/\/services\/[^/?]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
});
