// Image and logo routes over HTTP (contract §6, §4.15).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDS, fixtureDataset } from "../test/fixture.ts";
import type { Harness } from "../test/harness.ts";
import { startHarness } from "../test/harness.ts";
import { expectValidationErrors } from "../test/validation.ts";
import { placeholderPng } from "../resources/placeholder.ts";
import { NO_BANNER_MESSAGE, NO_PAGE_IMAGE_MESSAGE } from "./images.ts";

let h: Harness;
let noBanner: Harness;

beforeAll(async () => {
  const dataset = fixtureDataset();
  // One page with an image, so both branches of the page route are reachable.
  dataset.pages = dataset.pages.map((page) =>
    page.id === IDS.pageInfo ? { ...page, image_file_id: IDS.fileCategory } : page,
  );
  h = await startHarness(dataset);
  const bare = fixtureDataset();
  const frontend = bare.settings.cms.frontend as Record<string, unknown>;
  frontend.banner = { ...(frontend.banner as object), image_file_id: null };
  noBanner = await startHarness(bare);
}, 60_000);

afterAll(async () => {
  await Promise.all([h.close(), noBanner.close()]);
});

const SVG = "image/svg+xml";
const svgBody = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): [number, number] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return [view.getUint32(16), view.getUint32(20)];
}

async function fetchImage(harness: Harness, path: string) {
  const response = await harness.app.request(`http://localhost/sutton/core/v1${path}`);
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe("stored images", () => {
  const cases: [string, string][] = [
    [`/images/${IDS.fileLogo}.svg`, `${IDS.fileLogo}.svg`],
    [`/images/${IDS.fileLogo}.svg?max_dimension=150`, `${IDS.fileLogo}.svg`],
    ["/services/debt-advice/logo", `${IDS.fileLogo}.svg`],
    [`/services/${IDS.debtAdvice}/logo.png`, `${IDS.fileLogo}.svg`],
    ["/organisations/alpha-org/logo.jpg", `${IDS.fileLogo}.svg`],
    ["/collections/categories/money/image.png?max_dimension=240", `${IDS.fileCategory}.svg`],
    // The collection binding ignores the type, as upstream's does.
    ["/collections/personas/money/image.svg", `${IDS.fileCategory}.svg`],
    ["/pages/energy-bills/image.png", `${IDS.fileCategory}.svg`],
    ["/settings/banner-image.jpeg", `${IDS.fileBanner}.svg`],
    [`/services/debt-advice/gallery-items/${IDS.fileGallery}`, `${IDS.fileGallery}.svg`],
  ];

  it.each(cases)("GET %s streams %s inline with its own type", async (path, filename) => {
    const { response, bytes } = await fetchImage(h, path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(SVG);
    expect(response.headers.get("content-disposition")).toBe(`inline; filename="${filename}"`);
    expect(new TextDecoder().decode(bytes)).toBe(svgBody);
  });
});

describe("placeholders", () => {
  const cases: [string, string, number][] = [
    ["/services/housing-help/logo.png", "service.png", 300],
    ["/organisations/beta-trust/logo", "organisation.png", 300],
    ["/organisation-events/today-talk/image.png?max_dimension=120", "organisation-event.png", 120],
    [
      "/collections/personas/young-people/image.png?max_dimension=240",
      "collection-personas.png",
      240,
    ],
    [
      "/collections/organisation-events/sport-events/image",
      "collection-organisation-events.png",
      300,
    ],
    [`/locations/${IDS.townHall}/image.png`, "location.png", 300],
    [
      `/service-locations/${IDS.slFootball}/image.png?max_dimension=250`,
      "service-location.png",
      250,
    ],
  ];

  it.each(cases)("GET %s draws %s at %ipx", async (path, filename, size) => {
    const { response, bytes } = await fetchImage(h, path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("content-disposition")).toBe(`inline; filename="${filename}"`);
    expect(pngSize(bytes)).toEqual([size, size]);
    expect(Buffer.from(bytes).equals(placeholderPng(size))).toBe(true);
  });
});

describe("errors", () => {
  const notFound: [Harness | "main" | "bare", string, string][] = [
    ["main", "/images/nothing.svg", "No query results for model [App\\Models\\File]."],
    ["main", "/services/no-such-service/logo.png", ""],
    ["main", "/pages/about-the-hub/image.png", NO_PAGE_IMAGE_MESSAGE],
    [
      "main",
      "/locations/not-a-uuid/image.png",
      "No query results for model [App\\Models\\Location] not-a-uuid",
    ],
    ["main", `/services/housing-help/gallery-items/${IDS.fileGallery}`, ""],
    ["bare", "/settings/banner-image.png", NO_BANNER_MESSAGE],
  ];

  it.each(notFound)("%s: GET %s is 404 %j", async (which, path, message) => {
    const response = await (which === "bare" ? noBanner : h).call(path);
    expect(response).toMatchObject({ status: 404, body: { message } });
  });

  const invalid: [string, string][] = [
    ["0", "The max dimension field must be at least 1."],
    ["1001", "The max dimension field must not be greater than 1000."],
    ["big", "The max dimension field must be an integer."],
    ["2.5", "The max dimension field must be an integer."],
  ];

  it.each(invalid)("max_dimension=%s is 422", async (value, message) => {
    for (const path of ["/services/debt-advice/logo.png", `/images/${IDS.fileLogo}.svg`]) {
      expectValidationErrors(await h.call(`${path}?max_dimension=${value}`), {
        max_dimension: [message],
      });
    }
  });

  it.each(["1", "1000"])("max_dimension=%s is accepted", async (value) => {
    const { response, bytes } = await fetchImage(
      h,
      `/organisations/gamma/logo.png?max_dimension=${value}`,
    );
    expect(response.status).toBe(200);
    expect(pngSize(bytes)).toEqual([Number(value), Number(value)]);
  });
});
