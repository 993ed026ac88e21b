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

/** A search at scale: the paths it is measured on, each sent once, and others to warm up with. */
export type ScaleSearch = { name: string; paths: string[]; warmUp: string[] };

/**
 * The refinements residents make to a search (the results page's own controls), so that every
 * measured request is a search nobody made before: the site keeps each answer for a minute
 * (SEARCH_REVALIDATE_SECONDS), and the budget is the wait for one that is not kept.
 */
const WAIT_TIME_REFINEMENTS = [
  "",
  "&wait_time=one_week",
  "&wait_time=two_weeks",
  "&wait_time=month",
  "&wait_time=longer",
];
/**
 * Page 2 only of the plain keyword: a narrowed search can have a single page, and the site
 * answers a page past the last with a redirect to it.
 */
const KEYWORD_REFINEMENTS = [
  "",
  "&page=2",
  ...WAIT_TIME_REFINEMENTS.slice(1),
  ...WAIT_TIME_REFINEMENTS.map((wait) => `&is_free=true${wait}`),
];
const POSTCODE_REFINEMENTS = [1, 3, 5, 10].flatMap((distance) =>
  ["relevance", "distance"].flatMap((order) =>
    ["", "&is_free=true"].map(
      (free) => `&distance=${distance}${order === "distance" ? "&order=distance" : ""}${free}`,
    ),
  ),
);

/** Every combination of `bases` and `refinements`, each base first with no refinement. */
function refinedSearches(bases: readonly string[], refinements: readonly string[]): string[] {
  return refinements.flatMap((refinement) => bases.map((base) => `${base}${refinement}`));
}

/**
 * The keyword and postcode searches at scale: every measured address a different search. The
 * postcodes are of places spread through the API's locations (which it lists in postcode order),
 * and each is a search centre of its own: the API geocodes a postcode it does not hold by its
 * sector, so postcodes of one sector would be one search.
 */
export async function discoverScaleSearches(apiBase: string): Promise<ScaleSearch[]> {
  const listed = (page: number) =>
    getJson<List<{ postcode: string }> & { meta: { last_page: number } }>(
      `${apiBase}/locations?per_page=100&page=${page}`,
    );
  const { meta } = await listed(1);
  const pages = spreadPages(meta.last_page, SCALE_POSTCODES * 4);
  const postcodes = [
    ...new Set(
      (await Promise.all(pages.map(listed))).flatMap((list) =>
        list.data.slice(0, 1).map((location) => location.postcode),
      ),
    ),
  ];
  const centres = await Promise.all(
    postcodes.map(async (postcode) => {
      const { data } = await getJson<{ data: { location: { lat: number; lon: number } } }>(
        `${apiBase}/geocode?postcode=${encodeURIComponent(postcode)}`,
      );
      return { postcode, ...data.location };
    }),
  );
  const chosen = distinctCentres(centres, SCALE_POSTCODES);
  if (chosen.length < SCALE_POSTCODES) {
    throw new Error(
      `The scaled API's locations give ${chosen.length} search centres; the bench needs ${SCALE_POSTCODES}.`,
    );
  }
  return scaleSearches(SCALE_KEYWORDS, chosen);
}

/** Up to `count` page numbers spread evenly from 1 to `lastPage`, each once. */
export function spreadPages(lastPage: number, count: number): number[] {
  const step = Math.max(lastPage - 1, 0) / Math.max(count - 1, 1);
  return [...new Set(Array.from({ length: count }, (_, i) => 1 + Math.round(i * step)))];
}

/** The first `count` postcodes whose search centres differ, in their order. */
export function distinctCentres(
  centres: readonly { postcode: string; lat: number; lon: number }[],
  count: number,
): string[] {
  const seen = new Set<string>();
  const chosen: string[] = [];
  for (const centre of centres) {
    const key = `${centre.lat},${centre.lon}`;
    if (seen.has(key)) continue;
    seen.add(key);
    chosen.push(centre.postcode);
  }
  return chosen.slice(0, count);
}

/** The measured and warm-up searches for these keywords and postcodes. */
export function scaleSearches(
  keywords: readonly string[],
  postcodes: readonly string[],
): ScaleSearch[] {
  const keywordBases = keywords.map((keyword) => `/results?query=${encodeURIComponent(keyword)}`);
  const postcodeBases = postcodes.map(
    (postcode) => `/results?postcode=${encodeURIComponent(postcode)}`,
  );
  return [
    {
      name: "results keyword",
      paths: refinedSearches(keywordBases, KEYWORD_REFINEMENTS),
      warmUp: refinedSearches(keywordBases, ["&page=3"]),
    },
    {
      name: "results postcode",
      paths: refinedSearches(postcodeBases, POSTCODE_REFINEMENTS),
      warmUp: refinedSearches(postcodeBases, ["&distance=20"]),
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
      { name: "results open now", path: `${keywordResults}&open=now` },
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
