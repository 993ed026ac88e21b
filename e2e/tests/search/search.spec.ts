import { errorSummary, expect, expectNoAxeViolations, test } from "../../support/fixtures.ts";

type List<T> = { data: T[] };
type Category = { slug: string; name: string; enabled: boolean };
type Place = { postcode: string };
type PageItem = { slug: string; page_type: string; ancestors?: { slug: string }[] };

test.describe("search", () => {
  test("a keyword search lists services, is announced, and has no axe violations", async ({
    page,
    variant,
  }) => {
    const response = await page.goto("/results?query=counselling");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`Search results | ${variant.appName}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results");
    await expect(page.getByRole("status").filter({ hasText: /results? found/ })).toContainText(
      /results? found for “counselling”/,
    );
    await expect(page.getByRole("searchbox", { name: "Search using a keyword" })).toHaveValue(
      "counselling",
    );
    // Indexable, one page per keyword (docs/decisions/0006).
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/results\?query=counselling$/,
    );
    await expectNoAxeViolations(page);
  });

  test("a typo still finds services", async ({ page }) => {
    await page.goto("/results?query=counseling");
    await expect(
      page.getByRole("heading", { level: 3, name: /counselling/i }).first(),
    ).toBeVisible();
  });

  test("a postcode and distance search keeps the form, and an unknown postcode is an inline error", async ({
    page,
    apiJson,
  }) => {
    const places = await apiJson<List<Place>>("locations?per_page=1");
    const postcode = places.data[0]!.postcode;
    await page.goto(`/results?postcode=${encodeURIComponent(postcode)}&distance=5`);
    await expect(page.getByLabel("Postcode (optional)")).toHaveValue(postcode);
    await expect(page.getByLabel("Within")).toHaveValue("5");
    await expect(page.getByRole("status").filter({ hasText: /results? found/ })).toContainText(
      /results? found/,
    );

    await page.goto("/results?query=yoga&postcode=ZZ99%209ZZ");
    await expect(page).toHaveTitle(/^Error: Search results/);
    await expect(errorSummary(page)).toContainText(
      "We could not find “ZZ99 9ZZ” in the area this site covers",
    );
    await expect(page.getByLabel("Postcode (optional)")).toHaveValue("ZZ99 9ZZ");
    await expect(page.getByRole("searchbox", { name: "Search using a keyword" })).toHaveValue(
      "yoga",
    );
    await expectNoAxeViolations(page);
  });

  test("a postcode search says how far each result is, with JavaScript on and off", async ({
    page,
    noJsPage,
    apiJson,
  }) => {
    const places = await apiJson<List<Place>>("locations?per_page=1");
    const postcode = places.data[0]!.postcode;
    const distance = /\b\d+(\.\d)? miles? from \S/;
    for (const visitor of [page, noJsPage]) {
      await visitor.goto(`/results?postcode=${encodeURIComponent(postcode)}&distance=5`);
      const results = visitor.getByRole("heading", { level: 3 });
      await expect(results.first()).toBeVisible();
      await expect(visitor.getByText(distance).first()).toBeVisible();
      expect(await visitor.getByText(distance).count()).toBeGreaterThanOrEqual(
        Math.min(await results.count(), 2),
      );
    }
  });

  test("filters and paging are plain links and GET forms (JavaScript off)", async ({
    noJsPage,
  }) => {
    await noJsPage.goto("/");
    await noJsPage.goto("/results?query=support");
    await noJsPage.getByLabel("Only show free").check();
    await noJsPage.getByRole("button", { name: "Apply filters" }).click();
    await expect(noJsPage).toHaveURL(/[?&]is_free=true/);
    await expect(noJsPage).toHaveURL(/[?&]query=support/);
    const next = noJsPage.getByRole("link", { name: /^Next/ });
    if (await next.count()) {
      await next.click();
      await expect(noJsPage).toHaveURL(/[?&]page=2/);
      await expect(noJsPage.getByRole("link", { name: "Page 2" })).toHaveAttribute(
        "aria-current",
        "page",
      );
    }
    await noJsPage.getByRole("link", { name: "Map", exact: true }).click();
    await expect(noJsPage).toHaveURL(/[?&]view=map/);
    await expect(noJsPage.getByRole("heading", { name: "Places on the map" })).toBeVisible();
  });

  test("the map view loads the map and lists the same places", async ({ page }) => {
    await page.goto("/results?query=support&view=map");
    await expect(page.getByRole("link", { name: "Map", exact: true })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(page.getByRole("heading", { name: "Places on the map" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a category page lists its services, and a disabled one is a 404", async ({
    page,
    apiJson,
    variant,
  }) => {
    const all = await apiJson<List<Category>>("collections/categories/all");
    const enabled = all.data.find((category) => category.enabled)!;
    const response = await page.goto(`/categories/${enabled.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      enabled.name.replace(/^covid-19:\s*/i, ""),
    );
    await expect(page).toHaveTitle(new RegExp(` \\| ${variant.appName}$`));
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.map((text) => JSON.parse(text) as unknown).flat()).toEqual(
      expect.arrayContaining([expect.objectContaining({ "@type": "CollectionPage" })]),
    );
    await expectNoAxeViolations(page);
    expect((await page.goto(`/categories/${enabled.slug}/all`))?.status()).toBe(200);
    const disabled = all.data.find((category) => !category.enabled);
    if (disabled) expect((await page.goto(`/categories/${disabled.slug}`))?.status()).toBe(404);
    expect((await page.goto("/categories/no-such-category"))?.status()).toBe(404);
  });

  test("information pages open at their address, with the section tree, and can be searched", async ({
    page,
    apiJson,
  }) => {
    const pages = await apiJson<List<PageItem>>(
      "pages?filter[page_type]=information&include=ancestors",
    );
    const info = pages.data.find((item) => (item.ancestors ?? []).length > 0)!;
    const path = `/pages/${[...(info.ancestors ?? []).map((a) => a.slug), info.slug].join("/")}`;
    expect((await page.goto(path))?.status()).toBe(200);
    await expect(page.getByRole("navigation", { name: "Pages in this section" })).toBeVisible();
    await expect(page.locator('[aria-current="page"]').last()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(`/pages/search?query=${encodeURIComponent(info.slug.split("-")[0]!)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search information pages");
    await expect(page.getByRole("status").filter({ hasText: /found/ })).toContainText(/found/);
    await expectNoAxeViolations(page);
  });
});
