// One page of every route type of a variant, and the states that change a page's shape (errors,
// empty lists, the longest names and addresses in the seed): what the reflow project measures and
// what the visual review photographs. Slugs and ids come from the variant's API.
type Listed = { id: string; slug: string; name?: string; title?: string };
type Page = Listed & { page_type: string; parent?: { slug: string } | null };
type Service = Listed & { referral_method: string; url: string | null };
type List<T> = { data: T[] };

export type Site = {
  service: Service;
  referable: Service;
  longestUrl: Service;
  organisation: Listed;
  event: Listed;
  category: Listed;
  persona: Listed;
  landing: Page;
  /** An information page under a parent: `/pages/{parent}/{slug}`. */
  information: string;
  location: Listed;
  favourites: string;
};

export async function siteData(apiJson: <T>(path: string) => Promise<T>): Promise<Site> {
  const [services, organisations, events, categories, personas, pages, locations] =
    await Promise.all([
      apiJson<List<Service>>("services?per_page=100"),
      apiJson<List<Listed & { name: string }>>("organisations?per_page=100"),
      apiJson<List<Listed>>("organisation-events?per_page=1"),
      apiJson<List<Listed>>("collections/categories?per_page=1"),
      apiJson<List<Listed>>("collections/personas?per_page=1"),
      apiJson<List<Page>>("pages?per_page=100"),
      apiJson<List<Listed>>("locations?per_page=1"),
    ]);
  const longest = <T>(list: T[], size: (item: T) => number) =>
    list.reduce((best, item) => (size(item) > size(best) ? item : best));
  const landing = pages.data.find((page) => page.page_type === "landing");
  const information = pages.data.find((page) => page.page_type === "information" && page.parent);
  const referable = services.data.find((service) => service.referral_method === "internal");
  const [service, event, category, persona, location] = [
    services.data[0],
    events.data[0],
    categories.data[0],
    personas.data[0],
    locations.data[0],
  ];
  if (!landing || !information || !referable || !service || !event) throw new Error("seed");
  if (!category || !persona || !location) throw new Error("seed");
  return {
    service,
    referable,
    // The longest website address and organisation name: the contact card and the heading.
    longestUrl: longest(services.data, (item) => item.url?.length ?? 0),
    organisation: longest(organisations.data, (item) => item.name.length),
    event,
    category,
    persona,
    landing,
    information: `${information.parent?.slug ?? ""}/${information.slug}`,
    location,
    favourites: services.data
      .slice(0, 3)
      .map((item) => item.id)
      .join(","),
  };
}

/** One page of every route type, and the states that change a page's shape (errors, empty). */
export const ROUTES: { name: string; path: (site: Site) => string }[] = [
  { name: "home", path: () => "/" },
  { name: "about", path: () => "/about" },
  { name: "contact", path: () => "/contact" },
  { name: "accessibility statement", path: () => "/accessibility-statement" },
  { name: "cookie policy", path: () => "/cookie-policy" },
  { name: "privacy policy", path: () => "/privacy-policy" },
  { name: "terms", path: () => "/terms-and-conditions" },
  { name: "get involved", path: () => "/get-involved" },
  { name: "sign-up", path: () => "/get-involved/sign-up" },
  { name: "sitemap", path: () => "/sitemap" },
  { name: "icons", path: () => "/_icons" },
  { name: "sentry test", path: () => "/sentry" },
  { name: "landing page", path: (site) => `/pages/${site.landing.slug}` },
  {
    name: "information page",
    path: (site) => `/pages/${site.information}`,
  },
  { name: "information search", path: () => "/pages/search?query=money" },
  { name: "category", path: (site) => `/categories/${site.category.slug}` },
  { name: "category, all", path: (site) => `/categories/${site.category.slug}/all` },
  { name: "persona", path: (site) => `/personas/${site.persona.slug}` },
  { name: "results", path: () => "/results?query=support" },
  { name: "results, none found", path: () => "/results?query=zzzzqqqq" },
  { name: "results, out-of-area postcode", path: () => "/results?postcode=SW1A+2AA" },
  { name: "events", path: () => "/events" },
  { name: "events, filtered", path: () => "/events?query=walk&postcode=SW1A+2AA" },
  { name: "event", path: (site) => `/events/${site.event.slug}` },
  {
    name: "organisation, longest name",
    path: (site) => `/organisations/${site.organisation.slug}`,
  },
  { name: "service", path: (site) => `/services/${site.service.slug}` },
  { name: "service, longest website", path: (site) => `/services/${site.longestUrl.slug}` },
  { name: "service, older layout", path: (site) => `/services/${site.service.slug}/old` },
  { name: "unknown service", path: () => "/services/no-such-service" },
  { name: "locations", path: () => "/locations" },
  { name: "location", path: (site) => `/locations/${site.location.id}` },
  { name: "favourites", path: () => "/favourites" },
  { name: "shared favourites", path: (site) => `/favourites?ids=${site.favourites}` },
  { name: "referral start", path: (site) => `/services/${site.referable.slug}/referral` },
  {
    name: "referral question",
    path: (site) => `/services/${site.referable.slug}/referral?step=who`,
  },
  { name: "feedback", path: () => "/feedback" },
  { name: "page not found", path: () => "/no-such-page" },
];
