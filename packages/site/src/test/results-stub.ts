// The results route over an API stub: `total` counselling services found (9 a page, `online` of
// them without a place), one charity running them, an information page, two categories, a
// postcode that geocodes and the notes this project's API sends on a keyword.
import type { ServiceSearchResult } from "@hub/api-client/schemas";
import type { SiteConfigInput } from "@hub/config/site-config";

import { apiGeocoder } from "../loaders/geocoder.ts";
import { createResultsRoute } from "../routes/results/results-route.tsx";
import {
  eligibilityTree,
  notFoundResponse,
  organisation,
  paginated,
  stubSite,
} from "./api-stub.ts";
import type { StubRequest } from "./api-stub.ts";
import { category, page, pageItem, searchResult, taxonomyRef } from "./search-stub.ts";

const charity = organisation({ name: "Mind in Testshire" });
const landing = pageItem({ title: "Cost of living", slug: "cost-of-living" });
const debtPage = page({
  title: "Dealing with debt",
  slug: "dealing-with-debt",
  page_type: "information",
  excerpt: "Priority debts and payment plans.",
});

/** `total` matching services, 9 a page; `online` of them have no place. */
function hits(total: number, pageNumber: number, perPage: number, online = 0) {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const count = Math.max(0, Math.min(perPage, total - (pageNumber - 1) * perPage));
  const data: ServiceSearchResult[] = Array.from({ length: count }, (_, index) => {
    const number = (pageNumber - 1) * perPage + index + 1;
    return searchResult(
      { slug: `counselling-${number}`, name: `Counselling ${number}`, organisation_id: charity.id },
      number <= online ? 0 : 1,
    );
  });
  return {
    ...paginated(data, pageNumber, lastPage, perPage),
    meta: { ...paginated(data, pageNumber, lastPage, perPage).meta, total },
  };
}

/** This project's API's notes on the keyword (`search`), which upstream never sends. */
type Notes = { broadened?: boolean; did_you_mean?: string | null; full_matches?: number };

const CATEGORIES = [
  category({
    name: "Mental health",
    slug: "mental-health",
    category_taxonomies: [taxonomyRef("Counselling"), taxonomyRef("Talking therapies")],
  }),
  category({ name: "Money and debt", slug: "money-and-debt", intro: "Benefits and bills." }),
];

export function stub(total = 20, config: Partial<SiteConfigInput> = {}, online = 0, notes?: Notes) {
  const { site, requests } = stubSite(({ path, query }) => {
    switch (path) {
      case "taxonomies/service-eligibilities":
        return { body: { data: eligibilityTree() } };
      case "geocode":
        return query.get("postcode") === "SM1 1JZ"
          ? {
              body: {
                data: {
                  postcode: "SM1 1JZ",
                  outward_code: "SM1",
                  precision: "postcode",
                  location: { lat: 51.36, lon: -0.19 },
                },
              },
            }
          : notFoundResponse;
      case "search":
        return {
          body: {
            ...hits(total, Number(query.get("page")), Number(query.get("per_page")), online),
            ...(notes ? { search: notes } : {}),
          },
        };
      case "organisations":
        return { body: paginated([charity]) };
      case "search/pages":
        return { body: paginated([debtPage]) };
      case "pages":
        return { body: { data: [{ ...debtPage, ancestors: [landing], landing_page: landing }] } };
      case "collections/categories/all":
        return { body: { data: CATEGORIES } };
      default:
        return notFoundResponse;
    }
  }, config);
  const route = createResultsRoute(site, { geocoder: apiGeocoder(site) });
  return { site, requests, route };
}

export const props = (params: Record<string, string | string[] | undefined>) => ({
  searchParams: Promise.resolve(params),
});

export const searchCall = (requests: StubRequest[]) =>
  requests.find((request) => request.path === "search" && request.method === "POST");
