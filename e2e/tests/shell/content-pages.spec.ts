import { expect, expectNoAxeViolations, test } from "../../support/fixtures.ts";

type Settings = {
  data: { cms: { frontend: Record<string, { title: string } | undefined> } };
};

// Each CMS page: its path and its entry in `GET /settings`.
const pages = [
  { path: "/about", cms: "about" },
  { path: "/contact", cms: "contact" },
  { path: "/terms-and-conditions", cms: "terms_and_conditions" },
  { path: "/privacy-policy", cms: "privacy_policy" },
  { path: "/cookie-policy", cms: "cookie_policy" },
  { path: "/accessibility-statement", cms: "accessibility_statement" },
  { path: "/get-involved", cms: "get_involved" },
];

for (const { path, cms } of pages) {
  test(`${path} shows its CMS copy with title, heading and no axe violations`, async ({
    page,
    variant,
    apiJson,
  }) => {
    const settings = await apiJson<Settings>("settings");
    const title = settings.data.cms.frontend[cms]?.title;
    expect(title).toBeTruthy();

    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${title} | ${variant.appName}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title!);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`${path}$`),
    );
    await expectNoAxeViolations(page);
  });
}
