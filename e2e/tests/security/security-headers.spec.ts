import { watchForViolations } from "../../support/csp.ts";
import { expect, test } from "../../support/fixtures.ts";

type List<T> = { data: T[] };
type Service = { slug: string; referral_method: string };
type OrganisationEvent = { slug: string };

const nonceOf = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? "")?.[1];

test("every page carries the security headers and a fresh nonce on each response", async ({
  request,
}) => {
  // `/about` is a cached (static or ISR) page: the nonce must still change per response.
  const [first, second] = [await request.get("/about"), await request.get("/about")];
  for (const response of [first, second]) {
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["permissions-policy"]).toContain("geolocation=()");
    const policy = headers["content-security-policy"] ?? "";
    expect(policy).toContain("'strict-dynamic'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("base-uri 'self'");
    // The suite's sites are served over plain HTTP, so neither HSTS nor the upgrade.
    expect(headers["strict-transport-security"]).toBeUndefined();
    expect(policy).not.toContain("upgrade-insecure-requests");
  }
  const nonces = [
    nonceOf(first.headers()["content-security-policy"]),
    nonceOf(second.headers()["content-security-policy"]),
  ];
  expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(nonces[1]).not.toBe(nonces[0]);

  const html = await first.text();
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(3);
  for (const script of scripts) expect(script).toContain(`nonce="${nonces[0]}"`);
});

test("only the configured third parties are allowed", async ({ request, variant }) => {
  const policy = (await request.get("/")).headers()["content-security-policy"] ?? "";
  const translate = "https://translate.googleapis.com";
  if (variant.name === "bexley") expect(policy).toContain(translate);
  else expect(policy).not.toContain(translate);
  expect(policy).not.toContain("googletagmanager");
});

test("the browser blocks nothing on the main pages", async ({ page, apiJson }) => {
  const services = await apiJson<List<Service>>(
    "services?filter[referral_method]=internal&per_page=1",
  );
  const events = await apiJson<List<OrganisationEvent>>("organisation-events?per_page=1");
  const service = services.data[0]!;
  const event = events.data[0]!;
  const violations = await watchForViolations(page);
  for (const path of [
    "/",
    "/results?query=counselling",
    `/services/${service.slug}`,
    `/events/${event.slug}`,
    `/services/${service.slug}/referral`,
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    // Hydrated: the scripts ran (a client component replaced its no-JavaScript form).
    await page.waitForLoadState("networkidle");
    expect(await violations(), path).toEqual([]);
  }
});

test("with JavaScript on, following a link loads a page whose scripts run", async ({ page }) => {
  const violations = await watchForViolations(page);
  await page.goto("/");
  // Next's client bootstrap sets `window.next`: it ran under the policy.
  await page.waitForFunction(() => "next" in window);
  await page.getByRole("link", { name: "About", exact: true }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForFunction(() => "next" in window);
  expect(await violations()).toEqual([]);
});

test("the policy blocks what it does not allow, and the watch sees it", async ({ page }) => {
  const violations = await watchForViolations(page);
  // What an HTML injection would add to the page, under the response's own headers.
  await page.route("**/about", async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      "</body>",
      '<script>document.body.dataset.injected = "ran"</script>' +
        '<img src="https://blocked.example/pixel.png" alt=""></body>',
    );
    await route.fulfill({ response, body });
  });
  await page.goto("/about");
  expect(await page.evaluate(() => document.body.dataset.injected ?? "blocked")).toBe("blocked");
  await expect
    .poll(violations)
    .toEqual(
      expect.arrayContaining([
        "script-src-elem blocked inline",
        "img-src blocked https://blocked.example/pixel.png",
      ]),
    );
});
