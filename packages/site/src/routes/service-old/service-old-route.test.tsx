import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import type { Service } from "@hub/api-client/schemas";

import {
  eligibilityTree,
  jsonLdOf,
  notFoundResponse,
  organisation,
  paginated,
  service,
  stubSite,
} from "../../test/api-stub.ts";
import { createServiceOldRoute } from "./service-old-route.tsx";

function siteWith(subject: Service | null) {
  return stubSite(({ path }) => {
    if (path === "services/lunch-club") {
      return subject === null ? notFoundResponse : { body: { data: subject } };
    }
    if (path === "services/lunch-club/related") return { body: paginated([]) };
    if (path === "taxonomies/service-eligibilities") return { body: { data: eligibilityTree() } };
    if (path === "service-locations") return { body: paginated([], 1, 1, 100) };
    return notFoundResponse;
  }).site;
}

const props = { params: Promise.resolve({ slug: "lunch-club" }) };

describe("older service page", () => {
  it("shows the same facts in one column, linking to the current layout", async () => {
    const route = createServiceOldRoute(
      siteWith(service({ organisation: organisation(), referral_method: "internal" })),
    );
    const html = renderToStaticMarkup(await route.Page(props));
    expect(html).toContain(">Lunch Club</h1>");
    expect(html).toContain('href="/services/lunch-club">View the current layout</a>');
    expect(html).toContain('href="/services/lunch-club/referral"');
    expect(html).toContain("This activity is free");
    expect(jsonLdOf(html).map((item) => item["@type"])).toEqual(["Service", "BreadcrumbList"]);
    expect(html).not.toContain("<aside");
  });

  it.each([
    { name: "removed", subject: service({ status: "inactive" }) },
    { name: "unknown", subject: null },
  ])("a $name service is not found", async ({ subject }) => {
    await expect(createServiceOldRoute(siteWith(subject)).Page(props)).rejects.toMatchObject({
      digest: "NEXT_HTTP_ERROR_FALLBACK;404",
    });
  });

  it("points its canonical link at the current page", async () => {
    const metadata = await createServiceOldRoute(siteWith(service())).generateMetadata(props);
    expect(metadata.alternates?.canonical).toBe("https://hub.test/services/lunch-club");
  });
});
