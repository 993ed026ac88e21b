// The pages a run measures, with real slugs and a real postcode read from the seeded API.

/** `cached`: pages the throughput budget covers; `search`: the results page. */
export type BenchPage = { name: string; path: string; kind: "cached" | "search" };

export type SitePages = {
  throughput: BenchPage[];
  /** Lighthouse's pages; `/favourites` may not exist yet (reported as missing). */
  lighthouse: { name: string; path: string }[];
};

/** A keyword with results in both boroughs' seed (the e2e suite searches for it too). */
export const SEARCH_KEYWORD = "counselling";

/** The results pages at scale cycle through these, as residents search for different things. */
export const SCALE_KEYWORDS = [
  SEARCH_KEYWORD,
  "yoga",
  "job club",
  "coffee morning",
  "homework",
  "food bank",
  "debt advice",
] as const;
/** How many of the API's location postcodes the postcode searches at scale cycle through. */
export const SCALE_POSTCODES = 8;

/** The keyword and postcode searches at scale: several different addresses for each. */
export async function discoverScaleSearches(
  apiBase: string,
): Promise<{ name: string; paths: string[] }[]> {
  const locations = await getJson<List<{ postcode: string }>>(
    `${apiBase}/locations?per_page=${SCALE_POSTCODES * 4}`,
  );
  const postcodes = [...new Set(locations.data.map((location) => location.postcode))].slice(
    0,
    SCALE_POSTCODES,
  );
  if (postcodes.length === 0) throw new Error("The scaled API has no location postcodes.");
  return [
    {
      name: "results keyword",
      paths: SCALE_KEYWORDS.map((keyword) => `/results?query=${encodeURIComponent(keyword)}`),
    },
    {
      name: "results postcode",
      paths: postcodes.map((postcode) => `/results?postcode=${encodeURIComponent(postcode)}`),
    },
  ];
}

type List<T> = { data: T[] };

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return (await response.json()) as T;
}

function first<T>(list: List<T>, what: string): T {
  const item = list.data[0];
  if (item === undefined) throw new Error(`The seeded API has no ${what}.`);
  return item;
}

/** `apiBase` is a tenant's `/core/v1` base. */
export async function discoverPages(apiBase: string): Promise<SitePages> {
  const [categories, services, internal, events, locations] = await Promise.all([
    getJson<List<{ slug: string; enabled: boolean }>>(`${apiBase}/collections/categories/all`),
    getJson<List<{ slug: string }>>(`${apiBase}/services?per_page=1`),
    getJson<List<{ slug: string }>>(
      `${apiBase}/services?filter[referral_method]=internal&per_page=1`,
    ),
    getJson<List<{ slug: string }>>(`${apiBase}/organisation-events?per_page=1`),
    getJson<List<{ postcode: string }>>(`${apiBase}/locations?per_page=1`),
  ]);
  const category = categories.data.find((item) => item.enabled) ?? first(categories, "category");
  const service = first(services, "service").slug;
  const event = first(events, "event").slug;
  const postcode = encodeURIComponent(first(locations, "location").postcode);
  const keywordResults = `/results?query=${SEARCH_KEYWORD}`;
  return {
    throughput: [
      { name: "home", path: "/", kind: "cached" },
      { name: "category", path: `/categories/${category.slug}`, kind: "cached" },
      { name: "service", path: `/services/${service}`, kind: "cached" },
      { name: "events", path: "/events", kind: "cached" },
      { name: "event", path: `/events/${event}`, kind: "cached" },
      { name: "results keyword", path: keywordResults, kind: "search" },
      { name: "results postcode", path: `/results?postcode=${postcode}`, kind: "search" },
    ],
    lighthouse: [
      { name: "home", path: "/" },
      { name: "results", path: keywordResults },
      { name: "service", path: `/services/${service}` },
      { name: "event", path: `/events/${event}` },
      {
        name: "referral intro",
        path: `/services/${first(internal, "internal-referral service").slug}/referral`,
      },
      { name: "favourites", path: "/favourites" },
    ],
  };
}
