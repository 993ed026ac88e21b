// Which pages answer from Next's full-route cache (decision 0004): the second request for a
// cached page in the same view is a cache hit; searches and forms render per request.
import { expect, test } from "../../support/fixtures.ts";

type List<T> = { data: T[] };
type Slugged = { slug: string };
type Location = { id: string };

const CACHE_HEADER = "x-nextjs-cache";
const CACHED = new Set(["HIT", "STALE"]);

async function cachedPaths(apiJson: <T>(path: string) => Promise<T>): Promise<string[]> {
  const [services, organisations, events, categories, locations] = await Promise.all([
    apiJson<List<Slugged>>("services?per_page=1"),
    apiJson<List<Slugged>>("organisations?per_page=1"),
    apiJson<List<Slugged>>("organisation-events?per_page=1"),
    apiJson<List<Slugged>>("collections/categories?per_page=1"),
    apiJson<List<Location>>("locations?per_page=1"),
  ]);
  const first = <T>(list: List<T>, what: string): T => {
    const item = list.data[0];
    if (item === undefined) throw new Error(`the seed has no ${what}`);
    return item;
  };
  return [
    "/",
    "/about",
    "/events",
    "/events?page=2",
    `/services/${first(services, "services").slug}`,
    `/organisations/${first(organisations, "organisations").slug}`,
    `/events/${first(events, "events").slug}`,
    `/categories/${first(categories, "categories").slug}`,
    `/locations/${first(locations, "locations").id}`,
  ];
}

test("cached pages answer from the cache on the second request, in every consent view", async ({
  request,
  apiJson,
}) => {
  const paths = await cachedPaths(apiJson);
  for (const cookie of ["", "hub_cookie_consent=accepted", "hub_cookie_consent=rejected:hidden"]) {
    for (const path of paths) {
      const headers: Record<string, string> = cookie === "" ? {} : { cookie };
      expect((await request.get(path, { headers })).status(), path).toBe(200);
      const again = await request.get(path, { headers });
      expect(again.status(), path).toBe(200);
      expect(CACHED.has(again.headers()[CACHE_HEADER] ?? ""), `${path} with "${cookie}"`).toBe(
        true,
      );
    }
  }
});

test("searches, filtered lists and forms render per request", async ({ request }) => {
  for (const path of ["/results?query=help", "/events?query=walk", "/feedback"]) {
    await request.get(path);
    const again = await request.get(path);
    expect(again.status(), path).toBe(200);
    expect(again.headers()[CACHE_HEADER], path).toBeUndefined();
  }
});

test("a cached page shows the banner of the visitor's own consent choice", async ({ request }) => {
  const accepted = await request.get("/about", {
    headers: { cookie: "hub_cookie_consent=accepted" },
  });
  expect(await accepted.text()).toContain("accepted analytics cookies");
  const undecided = await request.get("/about");
  expect(await undecided.text()).toContain("Accept analytics cookies");
});
