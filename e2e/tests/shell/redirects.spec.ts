import { expect, expectNoAxeViolations, test } from "../../support/fixtures.ts";

type Collection = { id: string; slug: string };

test.describe("redirect rules and not-found texts", () => {
  test("legacy /collections/… paths move permanently to /categories/…", async ({
    request,
    apiJson,
  }) => {
    const { data } = await apiJson<{ data: Collection[] }>("collections/categories/all");
    const category = data[0]!;
    const response = await request.get(`/collections/${category.slug}`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(new URL(response.headers().location!, "http://x").pathname).toBe(
      `/categories/${category.slug}`,
    );
  });

  test("search_term becomes query with a 301", async ({ request }) => {
    const response = await request.get("/results?search_term=lunch&is_free=true", {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(301);
    const location = new URL(response.headers().location!, "http://x");
    expect(location.pathname).toBe("/results");
    expect(location.searchParams.get("query")).toBe("lunch");
    expect(location.searchParams.get("is_free")).toBe("true");
    expect(location.searchParams.has("search_term")).toBe(false);
  });

  for (const kind of [
    { param: "category", api: "collections/categories/all", path: "/categories/" },
    { param: "persona", api: "collections/personas/all", path: "/personas/" },
  ]) {
    test(`/results?${kind.param}= by id goes to the ${kind.param} page with a 301`, async ({
      request,
      apiJson,
    }) => {
      const { data } = await apiJson<{ data: Collection[] }>(kind.api);
      const collection = data[0]!;
      const response = await request.get(`/results?${kind.param}=${collection.id}`, {
        maxRedirects: 0,
      });
      expect(response.status()).toBe(301);
      expect(new URL(response.headers().location!, "http://x").pathname).toBe(
        `${kind.path}${collection.slug}`,
      );
    });
  }

  for (const kind of [
    { param: "category", text: "Category not found" },
    { param: "persona", text: "Persona not found" },
  ]) {
    test(`an unknown ${kind.param} on /results is a 404 "${kind.text}"`, async ({
      page,
      variant,
    }) => {
      const response = await page.goto(`/results?${kind.param}=no-such-${kind.param}`);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle(`${kind.text} | ${variant.appName}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(kind.text);
    });
  }

  test('an unmatched route is a 404 "Page not found: {path}"', async ({ page, variant }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(`Page not found | ${variant.appName}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page.getByText("Page not found: /no/such/page")).toBeVisible();
    await expect(page.getByText("Error 404")).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to homepage" })).toHaveAttribute(
      "href",
      "/",
    );
    await expectNoAxeViolations(page);
  });
});
