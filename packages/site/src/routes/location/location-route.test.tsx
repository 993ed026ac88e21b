import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import type { ServiceSearchResult } from "@hub/api-client/schemas";

import {
  jsonLdOf,
  location,
  notFoundResponse,
  paginated,
  service,
  serviceLocation,
  stubSite,
} from "../../test/api-stub.ts";
import { createLocationRoute } from "./location-route.tsx";

const hall = location({ address_line_1: "Trinity Church Hall", has_induction_loop: true });
const elsewhere = location({ address_line_1: "Library" });

function at(name: string, ...places: (typeof hall)[]): ServiceSearchResult {
  const subject = service({ slug: name.toLowerCase().replaceAll(" ", "-"), name });
  return {
    ...subject,
    service_locations: places.map((place) => ({
      ...serviceLocation(subject.id, place),
      location: place,
    })),
  };
}

/** Search pages nearest first: two pages of services held at the hall, then one elsewhere. */
const pages: ServiceSearchResult[][] = [
  [at("Tea Dance", hall), at("Choir", elsewhere, hall)],
  [at("Art Club", hall), at("Bingo", elsewhere)],
  [at("Never read", elsewhere)],
];

function site() {
  return stubSite(({ path, query }) => {
    if (path === `locations/${hall.id}`) return { body: { data: hall } };
    if (path === "search") {
      const page = Number(query.get("page"));
      return { body: paginated(pages[page - 1] ?? [], page, pages.length, 100) };
    }
    return notFoundResponse;
  });
}

const props = { params: Promise.resolve({ id: hall.id }) };

describe("location page", () => {
  it("shows the address, accessibility, map links and the services held there", async () => {
    const { site: stub, requests } = site();
    const html = renderToStaticMarkup(await createLocationRoute(stub).Page(props));
    expect(html).toContain(">Trinity Church Hall</h1>");
    expect(html).toContain("120 High Street");
    expect(html).toContain("Induction loop");
    expect(html).toContain("View on Google Maps");
    expect(html).toContain("Services at this location");
    for (const name of ["Art Club", "Choir", "Tea Dance"]) expect(html).toContain(name);
    expect(html).not.toContain("Bingo");
    // Reading stops at the first page that holds a service from elsewhere.
    const searches = requests.filter((request) => request.path === "search");
    expect(searches.map((request) => request.query.get("page"))).toEqual(["1", "2"]);
    expect(searches[0]?.body).toMatchObject({
      location: { lat: hall.lat, lon: hall.lon },
      order: "distance",
    });
    const [place, breadcrumbs] = jsonLdOf(html);
    expect(place).toMatchObject({
      "@type": "Place",
      name: "Trinity Church Hall",
      geo: { latitude: hall.lat, longitude: hall.lon },
    });
    expect(breadcrumbs).toMatchObject({
      itemListElement: [{ name: "Home" }, { name: "Locations" }, { name: "Trinity Church Hall" }],
    });
  });

  it("is not found when the API has no such location", async () => {
    const route = createLocationRoute(stubSite(() => notFoundResponse).site);
    await expect(route.Page(props)).rejects.toMatchObject({
      digest: "NEXT_HTTP_ERROR_FALLBACK;404",
    });
  });

  it("titles the page with the venue's name", async () => {
    const metadata = await createLocationRoute(site().site).generateMetadata(props);
    expect(metadata.title).toBe("Trinity Church Hall");
    expect(metadata.description).toBe("Trinity Church Hall, 120 High Street, Sutton, SM1 1JZ");
  });
});
