// The production shape, as a council's hosting team runs it: what must hold across replicas,
// through the proxy, while replicas restart and die (issue: serve on the framework's terms).
import { watchForViolations } from "../../support/csp.ts";
import { eventually, expect, loadUntil, someServices, test, visit } from "../support/fixtures.ts";

test("a revalidation on one replica shows the new content on every replica and through the proxy", async ({
  cluster,
}) => {
  const [service] = await someServices(cluster.apiOrigin);
  const path = `/services/${service!.slug}`;
  const origins = [
    ...cluster.replicas.sites.sutton.map((replica) => replica.origin),
    cluster.siteOrigins.sutton,
  ];
  for (const origin of origins) {
    expect((await visit(`${origin}${path}`)).text).toContain(service!.name);
  }
  const renamed = `${service!.name} (renamed ${Date.now()})`;
  cluster.sql(
    `update sutton.services set name = '${renamed.replaceAll("'", "''")}' where slug = '${service!.slug}'`,
  );
  const [first] = cluster.replicas.sites.sutton;
  const purge = await fetch(`${first!.origin}/api/revalidate`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${cluster.revalidateSecret}`,
      "content-type": "application/json",
    },
    body: JSON.stringify({ tags: [`service:${service!.slug}`] }),
  });
  expect(purge.status).toBe(200);
  for (const origin of origins) {
    expect(
      await eventually(async () => (await visit(`${origin}${path}`)).text.includes(renamed)),
      `${origin}${path}`,
    ).toBe(true);
  }
});

test("a search's answer is shared by every replica until the services tag purges it", async ({
  cluster,
}) => {
  // A name that reads the same in HTML, so the page's text can be searched for it.
  const service = (await someServices(cluster.apiOrigin, "&sort=-name")).find(({ name }) =>
    /^[A-Za-z ]+$/.test(name),
  );
  const path = `/results?query=${encodeURIComponent(service!.name)}`;
  const [one, two] = cluster.replicas.sites.sutton;
  expect((await visit(`${one!.origin}${path}`)).text).toContain(service!.name);
  const renamed = `${service!.name} (renamed ${Date.now()})`;
  cluster.sql(
    `update sutton.services set name = '${renamed.replaceAll("'", "''")}' where slug = '${service!.slug}'`,
  );
  // The other replica answers the same search from the shared data cache: the API is not asked.
  const stored = (await visit(`${two!.origin}${path}`)).text;
  expect(stored).toContain(service!.name);
  expect(stored).not.toContain(renamed);
  const purge = await fetch(`${one!.origin}/api/revalidate`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${cluster.revalidateSecret}`,
      "content-type": "application/json",
    },
    body: JSON.stringify({ tags: ["services"] }),
  });
  expect(purge.status).toBe(200);
  for (const replica of [one!, two!]) {
    expect(
      await eventually(async () =>
        (await visit(`${replica.origin}${path}`)).text.includes(renamed),
      ),
      replica.origin,
    ).toBe(true);
  }
});

test("cached pages are shared: a page rendered on one replica is a hit on the other", async ({
  cluster,
}) => {
  const [, second] = await someServices(cluster.apiOrigin);
  const path = `/services/${second!.slug}`;
  const [one, two] = cluster.replicas.sites.sutton;
  const miss = await visit(`${one!.origin}${path}`);
  expect(miss.headers.get("x-nextjs-cache")).toMatch(/MISS|HIT|STALE/);
  const hit = await visit(`${two!.origin}${path}`);
  expect(hit.headers.get("x-nextjs-cache")).toBe("HIT");
  // The stored page carries the policy of the render that made it, on both.
  expect(hit.headers.get("content-security-policy")).toBe(
    miss.headers.get("content-security-policy"),
  );
});

test("a referral replayed to another replica is sent once", async ({ cluster }) => {
  const [service] = await someServices(cluster.apiOrigin, "&filter[referral_method]=internal");
  const slug = service!.slug;
  const [one, two] = cluster.replicas.sites.sutton;
  const jar = new Map<string, string>();
  const post = async (origin: string, fields: Record<string, string>) => {
    const response = await fetch(`${origin}/services/${slug}/referral/answer`, {
      method: "POST",
      redirect: "manual",
      headers: {
        origin,
        "content-type": "application/x-www-form-urlencoded",
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; "),
      },
      body: new URLSearchParams(fields),
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ""] = header.split(";");
      const at = pair.indexOf("=");
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  const name = `Replay ${Date.now()}`;
  const answers: Record<string, string>[] = [
    { step: "who", who: "myself" },
    { step: "name", name },
    { step: "contact", email: "replay@example.org" },
    { step: "details" },
  ];
  for (const fields of answers) {
    expect((await post(one!.origin, fields)).status).toBe(303);
  }
  const cookiesBefore = new Map(jar);
  // The check page names the submission's token in its form; read it as a browser would.
  const check = await fetch(`${one!.origin}/services/${slug}/referral?step=consent`, {
    headers: { cookie: [...jar].map(([key, value]) => `${key}=${value}`).join("; ") },
  });
  const token = /name="token" value="([^"]+)"/.exec(await check.text())?.[1] ?? "";
  expect(token).not.toBe("");
  const final = { step: "consent", token, referral_consented: "yes" };
  // Names are encrypted at rest: count every referral instead.
  const count = () => Number(cluster.sql("select count(*) from sutton.referrals"));
  const before = count();
  const sent = await post(one!.origin, final);
  expect(sent.headers.get("location")).toContain("step=confirmation");
  // The same POST again (the browser's resubmission), with the cookies it had, to the other replica.
  jar.clear();
  for (const [key, value] of cookiesBefore) jar.set(key, value);
  const replayed = await post(two!.origin, final);
  expect(replayed.headers.get("location")).toContain("step=confirmation");
  expect(count()).toBe(before + 1);
});

test("a rolling restart under load fails no request", async ({ cluster }) => {
  const services = await someServices(cluster.apiOrigin);
  const paths = [
    "/",
    "/about",
    "/events",
    ...services.map((service) => `/services/${service.slug}`),
  ];
  let restarted = false;
  const load = loadUntil(cluster.siteOrigins.sutton, paths, () => restarted);
  const loadBexley = loadUntil(cluster.siteOrigins.bexley, ["/", "/about"], () => restarted);
  await cluster.rollingRestart();
  restarted = true;
  const [sutton, bexley] = await Promise.all([load, loadBexley]);
  expect(sutton.sent + bexley.sent).toBeGreaterThan(100);
  expect([...sutton.failures, ...bexley.failures]).toEqual([]);
});

test("kill -9 of a replica under load fails no request, and it comes back by itself", async ({
  cluster,
}) => {
  const services = await someServices(cluster.apiOrigin);
  const paths = ["/", "/about", ...services.map((service) => `/services/${service.slug}`)];
  let stop = false;
  const load = loadUntil(cluster.siteOrigins.sutton, paths, () => stop);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const [victim] = cluster.replicas.sites.sutton;
  const restarts = victim!.restarts();
  const killed = victim!.process().pid;
  await victim!.kill();
  // Nobody starts it: its supervisor does, after its back-off.
  await victim!.ready(30_000);
  expect(victim!.process().pid).not.toBe(killed);
  expect(victim!.restarts()).toBe(restarts + 1);
  expect(cluster.logs).toContainEqual(
    expect.stringMatching(new RegExp(`^${victim!.name} stopped by itself \\(signal SIGKILL\\)`)),
  );
  await new Promise((resolve) => setTimeout(resolve, 1000));
  stop = true;
  const { sent, failures } = await load;
  expect(sent).toBeGreaterThan(100);
  expect(failures).toEqual([]);
});

test("one visitor over the search limit gets a 429 while another browses and searches both sites", async ({
  cluster,
}) => {
  const busy = "127.0.0.2";
  const other = "127.0.0.3";
  const statuses: number[] = [];
  for (let index = 0; index < 70; index += 1) {
    statuses.push(
      (
        await visit(`${cluster.siteOrigins.sutton}/results?query=help${index}`, {
          from: busy,
        })
      ).status,
    );
  }
  expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
  const refused = await visit(`${cluster.siteOrigins.sutton}/results?query=more`, {
    from: busy,
  });
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(refused.text).toContain("Too many requests");
  for (const origin of Object.values(cluster.siteOrigins)) {
    for (const path of ["/", "/about", "/results?query=food"]) {
      expect((await visit(`${origin}${path}`, { from: other })).status, `${origin}${path}`).toBe(
        200,
      );
    }
  }
});

test("duplicated or encoded consent cookies never change what undecided visitors are sent", async ({
  cluster,
}) => {
  const origins = [
    cluster.siteOrigins.sutton,
    ...cluster.replicas.sites.sutton.map((replica) => replica.origin),
  ];
  const attacks = [
    "hub_cookie_consent=rejected; hub_cookie_consent=accepted:hidden",
    "hub_cookie_consent=accepted:hidden; hub_cookie_consent=rejected",
    "hub_cookie_consent=%61ccepted%3Ahidden",
  ];
  for (const origin of origins) {
    for (const path of ["/about", "/results?query=food"]) {
      for (const cookie of attacks) {
        const attacked = await visit(`${origin}${path}`, { headers: { cookie } });
        expect(attacked.text, `${origin}${path} ${cookie}`).toContain("Cookies on");
      }
      // The next visitor without a cookie still gets the banner, and no analytics.
      const fresh = await visit(`${origin}${path}`);
      expect(fresh.text).toContain("Cookies on");
    }
  }
});

test("the browser runs the framework's scripts and refuses one that reached the HTML", async ({
  cluster,
  page,
}) => {
  const violations = await watchForViolations(page);
  for (const path of ["/about", "/results?query=food"]) {
    // Twice: the second is the cached copy, from the replicas' shared cache and the proxy's.
    for (let round = 0; round < 2; round += 1) {
      await page.goto(`${cluster.siteOrigins.sutton}${path}`);
      await page.waitForFunction(() => "next" in window);
      expect(
        await page.evaluate(() => document.documentElement.dataset.injected ?? "blocked"),
      ).toBe("blocked");
    }
  }
  await expect.poll(violations).toEqual(expect.arrayContaining(["script-src-elem blocked inline"]));
});

test("no internal header leaves, and the consent form only goes back to this site", async ({
  cluster,
}) => {
  const origin = cluster.siteOrigins.sutton;
  const page = await visit(`${origin}/events?page=2`, {
    headers: { "x-hub-view-path": "/accepted/about" },
  });
  expect(page.status).toBe(200);
  expect(page.text).toContain("Events");
  for (const name of page.headers.keys()) expect(name).not.toMatch(/^x-(middleware|hub)-/);
  const consent = (returnTo: string, headers: Record<string, string> = { origin }) =>
    fetch(`${origin}/cookie-consent`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams({ cookies: "accept", returnTo }),
    });
  for (const returnTo of ["/\t/evil.example/", "/\\evil.example/", "//evil.example/", "/x\r\ny"]) {
    const response = await consent(returnTo);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/");
  }
  expect((await consent("/about", { origin: "https://evil.example" })).status).toBe(403);
  const huge = await fetch(`${origin}/cookie-consent`, {
    method: "POST",
    redirect: "manual",
    headers: { origin, "content-type": "application/x-www-form-urlencoded" },
    body: `cookies=accept&pad=${"x".repeat(2 * 1024 * 1024)}`,
  });
  expect([413]).toContain(huge.status);
});

test("without JavaScript, a failing endpoint is answered with the site's error page and a 503", async ({
  cluster,
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noJs = await context.newPage();
  // One endpoint fails (its table is gone) while the rest of the API answers: the replica
  // answers the page with the site's own 503 page (decision 0052), which the proxy passes on.
  cluster.sql("alter table sutton.pages rename to pages_away");
  try {
    const response = await noJs.goto(`${cluster.siteOrigins.sutton}/pages/search?query=help`);
    expect(response?.status()).toBe(503);
    expect(await response?.headerValue("retry-after")).toBe("60");
    await expect(noJs.getByRole("heading", { level: 1 })).toHaveText(
      "Sorry, there is a problem with the service",
    );
    await expect(noJs.getByText("Error 503")).toBeVisible();
  } finally {
    cluster.sql("alter table sutton.pages_away rename to pages");
    await context.close();
  }
});
