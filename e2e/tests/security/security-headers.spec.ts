import { watchForViolations } from "../../support/csp.ts";
import { expect, test } from "../../support/fixtures.ts";
import { startSite } from "../../support/site-server.ts";
import { apiBase } from "../../support/variants.ts";

type List<T> = { data: T[] };
type Service = { slug: string; referral_method: string };
type OrganisationEvent = { slug: string };

const nonceOf = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? "")?.[1];

const POLICY_CHECKS = (policy: string) => {
  expect(policy).toContain("'strict-dynamic'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("base-uri 'self'");
  expect(policy).toContain("report-uri /csp-report");
  // The suite's sites are served over plain HTTP, so no upgrade.
  expect(policy).not.toContain("upgrade-insecure-requests");
};

test("every page carries the security headers, and exactly one policy naming its scripts' nonce", async ({
  request,
}) => {
  for (const path of ["/about", "/results?query=advice", "/no/such/page"]) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["permissions-policy"]).toContain("geolocation=()");
    expect(headers["strict-transport-security"]).toBeUndefined();
    const policies = response
      .headersArray()
      .filter((header) => header.name.toLowerCase() === "content-security-policy");
    expect(policies, path).toHaveLength(1);
    const policy = policies[0]?.value ?? "";
    POLICY_CHECKS(policy);
    const nonce = nonceOf(policy);
    expect(nonce, path).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    const scripts = (await response.text()).match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length, path).toBeGreaterThan(3);
    for (const script of scripts) {
      if (!script.includes("application/ld+json"))
        expect(script, path).toContain(`nonce="${nonce}"`);
    }
  }
});

test("a page rendered per request has a fresh nonce each time; a cached page keeps its render's", async ({
  request,
}) => {
  const policyOf = async (path: string) =>
    (await request.get(path)).headers()["content-security-policy"] ?? "";
  const searches = [await policyOf("/results?query=a"), await policyOf("/results?query=a")];
  expect(nonceOf(searches[0])).not.toBe(nonceOf(searches[1]));
  // The cached copy is one render: its HTML and its policy name the same nonce, for everyone.
  // Past its revalidation time the page is served stale while it renders again (a new nonce),
  // so the comparison starts from a fresh copy.
  const contact = async () => {
    const response = await request.get("/contact");
    const headers = response.headers();
    return {
      cache: headers["x-nextjs-cache"],
      nonce: nonceOf(headers["content-security-policy"]),
      html: await response.text(),
    };
  };
  await expect.poll(async () => (await contact()).cache, { timeout: 15_000 }).toBe("HIT");
  const [first, second] = [await contact(), await contact()];
  expect(first.cache).toBe("HIT");
  expect(first.html).toContain(`nonce="${first.nonce ?? "none"}"`);
  expect(second.nonce).toBe(first.nonce);
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

test("a script that reached the HTML below React is refused, on cached and per-request pages", async ({
  page,
  variant,
}) => {
  // The test hook writes this into every page as raw HTML, as a bug or injected content would.
  const site = await startSite(variant, apiBase(variant), {
    HUB_E2E_RAW_HTML: '<script>document.documentElement.dataset.injected = "ran"</script>',
  });
  try {
    const violations = await watchForViolations(page);
    for (const path of ["/about", "/about", "/results?query=advice"]) {
      await page.goto(`${site.origin}${path}`);
      // Next's own scripts ran under the same policy.
      await page.waitForFunction(() => "next" in window);
      expect(
        await page.evaluate(() => document.documentElement.dataset.injected ?? "blocked"),
        path,
      ).toBe("blocked");
    }
    await expect
      .poll(violations)
      .toEqual(expect.arrayContaining(["script-src-elem blocked inline"]));
  } finally {
    await site.stop();
  }
});
