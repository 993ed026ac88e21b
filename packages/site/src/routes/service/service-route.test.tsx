import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import type { Service } from "@hub/api-client/schemas";

import {
  ELIGIBILITY_IDS,
  eligibilityTree,
  jsonLdOf,
  location,
  notFoundResponse,
  organisation,
  paginated,
  service,
  serviceLocation,
  stubSite,
} from "../../test/api-stub.ts";
import type { StubHandler } from "../../test/api-stub.ts";
import { createServiceRoute } from "./service-route.tsx";
import { ServiceNotFound } from "./service-not-found.tsx";

const NOT_FOUND_DIGEST = "NEXT_HTTP_ERROR_FALLBACK;404";

/** An API holding one service (with its organisation, one location and a related service). */
function apiWith(subject: Service): StubHandler {
  const place = location({ address_line_1: "Trinity Church Hall", postcode: "SM1 4DT" });
  const related = service({ slug: "tea-dance", name: "Tea Dance", intro: "Dancing." });
  return ({ path }) => {
    if (path === `services/${subject.slug}`) return { body: { data: subject } };
    if (path === `services/${subject.slug}/related`) return { body: paginated([related]) };
    if (path === "taxonomies/service-eligibilities") return { body: { data: eligibilityTree() } };
    if (path === "service-locations") {
      return { body: paginated([serviceLocation(subject.id, place)], 1, 1, 100) };
    }
    return notFoundResponse;
  };
}

async function render(subject: Service) {
  const { site, requests } = stubSite(apiWith(subject));
  const route = createServiceRoute(site);
  const element = await route.Page({ params: Promise.resolve({ slug: subject.slug }) });
  return { html: renderToStaticMarkup(element), requests, route };
}

const runBy = organisation({ slug: "age-uk-testshire", name: "Age UK Testshire" });

describe("service page sections", () => {
  it("shows every section of a complete listing", async () => {
    const { html } = await render(
      service({
        organisation: runBy,
        wait_time: "two_weeks",
        testimonial: "“Brilliant” people",
        offerings: [{ offering: "Hot meals", order: 1 }],
        useful_infos: [{ title: "Parking", description: "Free parking behind.", order: 1 }],
        contact_phone: "020 7946 0999",
        social_medias: [{ type: "instagram", url: "https://instagram.com/lunchclub" }],
        tags: [
          {
            id: "0c000000-0000-4000-8000-000000000001",
            slug: "drop-in",
            label: "Drop-in",
            created_at: "2026-01-01T00:00:00+0000",
            updated_at: "2026-01-01T00:00:00+0000",
          },
        ],
        eligibility_types: {
          custom: {
            age_group: "Over 60s welcome",
            disability: null,
            ethnicity: null,
            gender: null,
            income: null,
            language: null,
            housing: null,
            other: "Carers too",
          },
          taxonomies: [ELIGIBILITY_IDS.youngAdult, ELIGIBILITY_IDS.under5],
        },
      }),
    );
    const expected = [
      "<h1",
      ">Lunch Club</h1>",
      'href="/organisations/age-uk-testshire"',
      "Average wait time: Up to 2 weeks",
      "Drop-in",
      "Who is it for?",
      "0 - 4 years",
      "Over 60s welcome",
      "Carers too",
      "What is this activity?",
      "A hot lunch and good company every week.",
      "Hot meals",
      "What people say",
      "Where can I access this activity?",
      "Trinity Church Hall",
      "View on Google Maps",
      "Opening hours",
      "Good to know",
      "Free parking behind.",
      "This activity is free",
      "020 7946 0999",
      "https://instagram.com/lunchclub",
      "Share by email",
      "Share by text message",
      'href="sms:?&amp;body=Lunch%20Club%3A%20http',
      "Page last updated",
      "Tea Dance",
    ];
    for (const text of expected) expect(html).toContain(text);
    expect(html.indexOf("0 - 4 years")).toBeLessThan(html.indexOf("19 - 25 years"));
    // The service's own social accounts win over its organisation's.
    expect(html).not.toContain("https://facebook.com/ageuk");
  });

  it.each([
    {
      name: "internal, with the provider's button text",
      overrides: { referral_method: "internal", referral_button_text: "Sign up" },
      present: ['href="/services/lunch-club/referral"', "Sign up"],
      absent: ["It can take up to", 'target="_blank"'],
    },
    {
      name: "internal, falling back to the standard text, with the disclaimer",
      overrides: { referral_method: "internal", show_referral_disclaimer: true },
      present: ["Make a connection", "It can take up to 2 weeks to get a reply"],
      absent: [],
    },
    {
      name: "external, in a new tab that says so",
      overrides: {
        referral_method: "external",
        referral_url: "https://provider.test/refer",
        referral_button_text: "Refer yourself",
      },
      present: ['href="https://provider.test/refer"', 'target="_blank"', "(opens in a new tab)"],
      absent: ["/services/lunch-club/referral"],
    },
    {
      name: "none: no referral card",
      overrides: { referral_method: "none", show_referral_disclaimer: true },
      present: [],
      absent: ["Make a connection", "/referral", "Get in touch with this activity"],
    },
  ] satisfies { name: string; overrides: Partial<Service>; present: string[]; absent: string[] }[])(
    "referral card: $name",
    async ({ overrides, present, absent }) => {
      const { html } = await render(service(overrides));
      for (const text of present) expect(html).toContain(text);
      for (const text of absent) expect(html).not.toContain(text);
    },
  );

  it("emits Service and BreadcrumbList JSON-LD that parses", async () => {
    const { html } = await render(service({ organisation: runBy }));
    const [serviceLd, breadcrumbs] = jsonLdOf(html);
    expect(serviceLd).toMatchObject({
      "@type": "Service",
      name: "Lunch Club",
      url: "https://hub.test/services/lunch-club",
      provider: { "@type": "Organization", name: "Age UK Testshire" },
      areaServed: { name: "Testshire" },
      hoursAvailable: [{ dayOfWeek: "https://schema.org/Monday", opens: "09:00", closes: "17:00" }],
    });
    expect(breadcrumbs).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [
        { position: 1, name: "Home", item: "https://hub.test/" },
        { position: 2, name: "Search", item: "https://hub.test/results" },
        { position: 3, name: "Lunch Club", item: "https://hub.test/services/lunch-club" },
      ],
    });
  });
});

describe("service page status", () => {
  it.each([
    { name: "a removed service", handler: apiWith(service({ status: "inactive" })) },
    {
      name: "an unknown slug",
      handler: ((request) =>
        request.path === "services/lunch-club"
          ? notFoundResponse
          : apiWith(service())(request)) satisfies StubHandler,
    },
  ])("$name is not found", async ({ handler }) => {
    const route = createServiceRoute(stubSite(handler).site);
    await expect(
      route.Page({ params: Promise.resolve({ slug: "lunch-club" }) }),
    ).rejects.toMatchObject({ digest: NOT_FOUND_DIGEST });
  });

  it("lets an API failure reach the error page instead of a 404", async () => {
    const route = createServiceRoute(
      stubSite(() => ({ status: 500, body: { message: "boom" } })).site,
    );
    const failure = route.Page({ params: Promise.resolve({ slug: "lunch-club" }) });
    await expect(failure).rejects.toMatchObject({ name: "ApiError", status: 500 });
  });

  it.each([
    {
      name: "an active service",
      handler: apiWith(service({ intro: "Hot lunches." })),
      title: "Lunch Club",
      description: "Hot lunches.",
      indexed: true,
    },
    {
      name: "a removed service",
      handler: apiWith(service({ status: "inactive" })),
      title: "Service not found",
      description: "About home",
      indexed: false,
    },
  ])("metadata of $name", async ({ handler, title, description, indexed }) => {
    const route = createServiceRoute(stubSite(handler).site);
    const metadata = await route.generateMetadata({
      params: Promise.resolve({ slug: "lunch-club" }),
    });
    expect(metadata.title).toBe(title);
    expect(metadata.description).toBe(description);
    expect(metadata.alternates?.canonical).toBe("https://hub.test/services/lunch-club");
    expect(metadata.robots === undefined).toBe(indexed);
  });

  it.each([
    { errorPage: "homeLink" as const, present: "Return to homepage" },
    { errorPage: "categories" as const, present: 'href="/categories/health"' },
  ])("'Service not found' offers a way on ($errorPage)", async ({ errorPage, present }) => {
    const category = {
      id: "0d000000-0000-4000-8000-000000000001",
      slug: "health",
      name: "Health",
      intro: "",
      image_file_id: null,
      image: null,
      order: 1,
      enabled: true,
      homepage: true,
      sideboxes: [],
      category_taxonomies: [],
      created_at: "2026-01-01T00:00:00+0000",
      updated_at: "2026-01-01T00:00:00+0000",
    };
    const { site } = stubSite(() => ({ body: { data: [category] } }), {
      theme: { errorPage },
    });
    const html = renderToStaticMarkup(await ServiceNotFound({ site }));
    expect(html).toContain("Service not found");
    expect(html).toContain("If you typed the web address, check it is correct.");
    expect(html).toContain("the service may no longer be listed on Test Hub.");
    expect(html).not.toMatch(/removed/i);
    expect(html).toContain('href="/results"');
    expect(html).toContain('href="mailto:hub@council.test"');
    expect(html).toContain(present);
  });
});
