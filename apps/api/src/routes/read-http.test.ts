// How the read endpoints bind ids and slugs, keep from guests what is not theirs, and behave as
// HTTP, and the sitemap, over HTTP (`app.request`) against a fresh PGlite database seeded with the
// hand-made fixture borough, whose rows are all known. Response bodies are untyped JSON, read
// freely:
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment */
import pino from "pino";
import { describe, expect, it } from "vitest";

import { createApp } from "../app.ts";
import { IDS, NOW, fixtureDataset } from "../test/fixture.ts";
import { BASE, slugs } from "../test/harness.ts";
import { harnessForFile } from "../test/harness-for-file.ts";

const h = harnessForFile(fixtureDataset());

describe("id-or-slug binding", () => {
  const cases: [string, string, string][] = [
    ["/services/", IDS.debtAdvice, "debt-advice"],
    ["/organisations/", IDS.orgAlpha, "alpha-org"],
    ["/organisation-events/", IDS.eventToday, "today-talk"],
    ["/pages/", IDS.pageInfo, "energy-bills"],
    ["/collections/categories/", IDS.categoryMoney, "money"],
    ["/collections/personas/", IDS.personaYoung, "young-people"],
    ["/collections/organisation-events/", IDS.eventCategorySport, "sport-events"],
    ["/taxonomies/categories/", IDS.advice, "advice"],
    ["/taxonomies/organisations/", IDS.citizensAdvice, "citizens-advice"],
    ["/taxonomies/service-eligibilities/", IDS.ageGroup, "age-group"],
  ];
  it.each(cases)("%s{id} and %s{slug} are the same resource", async (prefix, id, slug) => {
    const [byId, bySlug] = await Promise.all([h.call(prefix + id), h.call(prefix + slug)]);
    expect(byId.status).toBe(200);
    expect(byId.body.data.id).toBe(id);
    expect(bySlug.body).toEqual(byId.body);
  });

  const missing: [string, string][] = [
    ["/services/no-such-service", ""],
    [`/services/${IDS.orgAlpha}`, ""],
    ["/organisations/no-such-org", ""],
    ["/organisation-events/no-such-event", ""],
    ["/pages/no-such-page", ""],
    ["/collections/categories/young-people", ""],
    ["/collections/personas/money", ""],
    ["/taxonomies/categories/age-group", ""],
    ["/taxonomies/service-eligibilities/advice", ""],
    ["/taxonomies/organisations/advice", ""],
    ["/locations/not-a-uuid", "No query results for model [App\\Models\\Location] not-a-uuid"],
    [
      `/locations/${IDS.debtAdvice}`,
      `No query results for model [App\\Models\\Location] ${IDS.debtAdvice}`,
    ],
    [
      "/service-locations/town-hall",
      "No query results for model [App\\Models\\ServiceLocation] town-hall",
    ],
    ["/services/no-such-service/related", ""],
  ];
  it.each(missing)("GET %s → 404 %j", async (path, message) => {
    const { status, body } = await h.call(path);
    expect(status).toBe(404);
    expect(body).toEqual({ message });
  });
});

describe("guest visibility", () => {
  it("shows an inactive service on its own page", async () => {
    const { status, body } = await h.call("/services/closed-service");
    expect(status).toBe(200);
    expect(body.data.status).toBe("inactive");
  });

  it("refuses a disabled page with 403", async () => {
    const { status, body } = await h.call("/pages/draft-page");
    expect(status).toBe(403);
    expect(body).toEqual({ message: "This action is unauthorized." });
  });

  it("returns a past event on its own page", async () => {
    const { status, body } = await h.call("/organisation-events/past-fair");
    expect(status).toBe(200);
    expect(body.data.end_date).toBe("2026-11-23");
  });

  it("lists locations of inactive services' service locations too", async () => {
    const { body } = await h.call(`/service-locations?filter[service_id]=${IDS.footballClub}`);
    expect(body.data).toHaveLength(1);
  });

  it("floors events at the London date of the request", async () => {
    // 23:59 on Monday 23 November: an event that ended that day is still listed.
    const app = createApp({
      tenants: [h.tenant],
      clock: () => new Date("2026-11-23T23:59:00Z"),
    });
    const response = await app.request(`${BASE}/organisation-events?filter[id]=${IDS.eventPast}`);
    const body = (await response.json()) as { data: { slug: string }[] };
    expect(slugs(body)).toEqual(["past-fair"]);
  });
});

describe("HTTP behaviour", () => {
  it("answers CORS preflights for any origin", async () => {
    const response = await h.app.request(`${BASE}/services`, {
      method: "OPTIONS",
      headers: {
        Origin: "https://www.example.org",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type, x-custom",
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-methods")).toContain("POST");
    expect(response.headers.get("access-control-allow-headers")).toMatch(
      /^content-type, ?x-custom$/,
    );
  });

  it("sends CORS headers on responses, errors included", async () => {
    for (const path of ["/services", "/services/nope"]) {
      const { headers } = await h.call(path, { headers: { Origin: "https://www.example.org" } });
      expect(headers.get("access-control-allow-origin")).toBe("*");
    }
  });

  it("limits requests per client with Laravel's headers", async () => {
    const app = createApp({ tenants: [h.tenant], clock: () => NOW, rateLimit: 2 });
    const responses = [];
    for (let index = 0; index < 3; index += 1) {
      responses.push(await app.request(`${BASE}/tags`));
    }
    const [first, second, third] = responses;
    expect(first?.headers.get("x-ratelimit-limit")).toBe("2");
    expect(first?.headers.get("x-ratelimit-remaining")).toBe("1");
    expect(second?.headers.get("x-ratelimit-remaining")).toBe("0");
    expect(third?.status).toBe(429);
    expect(await third?.json()).toEqual({ message: "Too Many Attempts." });
    expect(Number(third?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(third?.headers.get("x-ratelimit-remaining")).toBe("0");
    // The limiter runs on the wall clock, not the pinned request clock.
    expect(Number(third?.headers.get("x-ratelimit-reset"))).toBeGreaterThan(Date.now() / 1000);
  });

  it("refuses a body over the limit with 413", async () => {
    const app = createApp({ tenants: [h.tenant], bodyLimit: 64 });
    const response = await app.request(`${BASE}/services/index`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ page: 1, padding: "x".repeat(200) }),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get("connection")).toBe("close");
    expect(await response.json()).toEqual({ message: "The request body is too large." });
  });

  it.each(["text/plain", "application/x-www-form-urlencoded", ""])(
    "refuses a %j body with 415",
    async (type) => {
      const body = "page=1";
      const { status, body: answer } = await h.call("/page-feedbacks", {
        method: "POST",
        headers: { ...(type ? { "Content-Type": type } : {}), "Content-Length": `${body.length}` },
        body,
      });
      expect(status).toBe(415);
      expect(answer).toEqual({
        message: "The request body must be JSON (Content-Type: application/json).",
      });
    },
  );

  it.each(["/services/%00", "/services?filter[organisation_id]=%00"])(
    "refuses a null byte in %s with 400",
    async (path) => {
      const { status, body } = await h.call(path);
      expect(status).toBe(400);
      expect(body).toEqual({ message: "The address contains a null character (%00)." });
    },
  );

  it("answers a page far past the end with an empty list", async () => {
    const { status, body } = await h.call("/services?page=99999999999999999999");
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });

  it("still takes a bodiless POST /index", async () => {
    const { status } = await h.call("/services/index", { method: "POST" });
    expect(status).toBe(200);
  });

  it("ignores a trailing slash, as Laravel does", async () => {
    const { status, body } = await h.call("/services/?per_page=1");
    expect(status).toBe(200);
    expect(body.data).toHaveLength(1);
  });

  it("answers unknown routes and tenants with a JSON 404", async () => {
    const { status, body } = await h.call("http://localhost/bexley/core/v1/services");
    expect(status).toBe(404);
    expect(body).toEqual({ message: "The route bexley/core/v1/services could not be found." });
  });

  it("hides the details of an unexpected error and logs no query string", async () => {
    const lines: string[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => lines.push(line) });
    const app = createApp({
      tenants: [h.tenant],
      logger,
      routes: [
        (core) =>
          core.get("/boom", () => {
            throw new Error("secret detail");
          }),
      ],
    });
    const response = await app.request(`${BASE}/boom?filter[postcode]=SM1%201EA`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: "Server Error" });
    expect(lines.join("")).toContain('"path":"/sutton/core/v1/boom"');
    expect(lines.join("")).not.toContain("SM1");
  });

  it("reports health", async () => {
    const { status, body } = await h.call("http://localhost/health");
    expect(status).toBe(200);
    expect(body).toEqual({ status: "ok", tenants: ["sutton"] });
  });

  it("builds absolute URLs from the public URL when one is set", async () => {
    const app = createApp({ tenants: [h.tenant], publicUrl: "https://api.hub.example.org" });
    const response = await app.request(`${BASE}/services?per_page=1`);
    const body = (await response.json()) as { meta: { path: string }; data: { image: unknown }[] };
    expect(body.meta.path).toBe("https://api.hub.example.org/sutton/core/v1/services");
  });
});

describe("sitemap", () => {
  it("lists the website's pages", async () => {
    const { status, headers, body } = await h.call("http://localhost/sutton/sitemap");
    expect(status).toBe(200);
    expect(headers.get("content-type")).toContain("application/xml");
    const locs = [...(body as string).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      "http://localhost/",
      "http://localhost/about",
      "http://localhost/contact",
      "http://localhost/get-involved",
      "http://localhost/privacy-policy",
      "http://localhost/terms-and-conditions",
      "http://localhost/services/benefits-clinic",
      "http://localhost/services/debt-advice",
      "http://localhost/services/football-club",
      "http://localhost/services/housing-help",
      "http://localhost/services/money-matters",
      "http://localhost/organisations/alpha-org",
      "http://localhost/organisations/beta-trust",
      "http://localhost/organisations/gamma",
      `http://localhost/results?category=${IDS.categoryMoney}`,
      `http://localhost/results?persona=${IDS.personaYoung}`,
      `http://localhost/results?category=${IDS.categoryHidden}`,
      "http://localhost/pages/cost-of-living",
      "http://localhost/pages/energy-bills",
      "http://localhost/pages/warm-spaces",
      "http://localhost/pages/about-the-hub",
    ]);
    expect(body).toContain("<lastmod>2026-11-10T10:30:00+00:00</lastmod>");
    expect(body).toContain("<changefreq>monthly</changefreq><priority>0.5</priority>");
  });

  it("points at the website host, without api.", async () => {
    const app = createApp({ tenants: [h.tenant], publicUrl: "https://api.hub.example.org" });
    const text = await (await app.request("http://localhost/sutton/sitemap")).text();
    expect(text).toContain("<loc>https://hub.example.org/services/debt-advice</loc>");
  });
});
