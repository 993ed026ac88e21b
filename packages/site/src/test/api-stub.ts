// Test doubles for route and loader unit tests: a `Site` whose API client answers from a
// function instead of the network. The API entities come from `@hub/api-client/testing`.
import { createApiClient } from "@hub/api-client/client";
import type { TaxonomyCategory } from "@hub/api-client/schemas";
import { buildTaxonomy, FIXTURE_API_BASE, fixtureId } from "@hub/api-client/testing";
import { defineSiteConfig, SEO_PAGES } from "@hub/config/site-config";
import type { SiteConfigInput } from "@hub/config/site-config";

import type { Site } from "../site.ts";

export const API_BASE = FIXTURE_API_BASE;

export type StubRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
  /** Next's data-cache options the call was made with. */
  next: { revalidate?: number | false; tags?: string[] } | undefined;
};
export type StubResponse = { status?: number; body: unknown; headers?: Record<string, string> };
export type StubHandler = (request: StubRequest) => StubResponse;

/** A site for tests: every API call goes to `handler`, and is recorded in `requests`. */
export function stubSite(
  handler: StubHandler,
  config: Partial<SiteConfigInput> = {},
): { site: Site; requests: StubRequest[] } {
  const requests: StubRequest[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const text = typeof init?.body === "string" ? init.body : undefined;
    const request: StubRequest = {
      method: init?.method ?? "GET",
      path: url.pathname.replace("/core/v1/", ""),
      query: url.searchParams,
      body: text === undefined ? undefined : JSON.parse(text),
      headers: new Headers(init?.headers),
      next: init?.next,
    };
    requests.push(request);
    const { status = 200, body, headers = {} } = handler(request);
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json", ...headers },
      }),
    );
  };
  const api = createApiClient({ baseUrl: API_BASE, fetch, timeoutMs: 0 });
  const site: Site = {
    config: defineSiteConfig({
      appName: "Test Hub",
      variant: "test",
      publicUrl: "https://hub.test",
      contactEmail: "hub@council.test",
      boroughName: "Testshire",
      headerMenu: [{ label: "Home", href: "/" }],
      seo: {
        descriptions: Object.fromEntries(
          SEO_PAGES.map((page) => [page, `About ${page}`]),
        ) as Record<(typeof SEO_PAGES)[number], string>,
      },
      ...config,
    }),
    env: () => ({
      APP_API_URL: API_BASE,
      APP_FRONTEND_URL: "https://hub.test",
      APP_ENV: "development",
    }),
    api: () => api,
    publicConfig: () => {
      throw new Error("tests read no public config");
    },
  };
  return { site, requests };
}

export const notFoundResponse: StubResponse = { status: 404, body: { message: "" } };

export {
  buildLocation as location,
  buildOrganisation as organisation,
  buildService as service,
  buildServiceLocation as serviceLocation,
  paginated,
} from "@hub/api-client/testing";

const taxonomy = (
  taxonomyId: string,
  parentId: string,
  slug: string,
  name: string,
  order: number,
  children: TaxonomyCategory[] = [],
): TaxonomyCategory =>
  buildTaxonomy({ id: taxonomyId, parent_id: parentId, slug, name, order, children });

export const ELIGIBILITY_IDS = {
  under5: "0a000000-0000-4000-8000-000000000001",
  youngAdult: "0a000000-0000-4000-8000-000000000002",
  welsh: "0b000000-0000-4000-8000-000000000001",
} as const;

/** Two eligibility types, their options listed out of order to show sorting. */
export function eligibilityTree(): TaxonomyCategory[] {
  const root = fixtureId();
  const age = fixtureId();
  const language = fixtureId();
  return [
    taxonomy(language, root, "language", "Language", 2, [
      taxonomy(ELIGIBILITY_IDS.welsh, language, "welsh", "Welsh", 1),
    ]),
    taxonomy(age, root, "age-group", "Age Group", 1, [
      taxonomy(ELIGIBILITY_IDS.youngAdult, age, "age-19-25", "19 - 25 years", 2),
      taxonomy(ELIGIBILITY_IDS.under5, age, "age-0-4", "0 - 4 years", 1),
    ]),
  ];
}

/** The JSON-LD objects of a rendered page, parsed. */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].flatMap(
    (match) => {
      const value: unknown = JSON.parse(match[1] ?? "null");
      return (Array.isArray(value) ? value : [value]) as Record<string, unknown>[];
    },
  );
}

/** The `digest` Next gives the error a page throws for `notFound()` or `redirect()`. */
export async function rejectionDigest(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Error && "digest" in error && typeof error.digest === "string") {
      return error.digest;
    }
    throw error;
  }
  throw new Error("expected the page to throw");
}
