// A Connected Places `/core/v1` API as an import source (decision 0069): every page of each list,
// every page's detail for its content, the taxonomy trees and the settings, read through the
// polite client (../http.ts), then converted to folder records (./convert.ts); the images the
// records say they have are named by their routes (./images.ts) and fetched by the run.
import { SourceError, createHttp, type Http, type HttpOptions } from "../http.ts";
import {
  emptyCandidates,
  isObject,
  stableId,
  type ImportSource,
  type Progress,
  type RootIds,
  type Skip,
} from "../source.ts";
import {
  toCollections,
  toEvent,
  toLocation,
  toOrganisation,
  toPages,
  toService,
  toServiceLocation,
  toSettings,
  toTags,
  toTaxonomies,
} from "./convert.ts";
import { imageRefs } from "./images.ts";

const PER_PAGE = 100;

export function coreV1Source(baseUrl: string, options: HttpOptions = {}): ImportSource {
  const base = baseUrl.replace(/\/+$/, "");
  const http: Http = createHttp(
    options,
    "the API's /core/v1 (e.g. https://api.example.org/core/v1)",
  );
  const url = (path: string) => `${base}${path}`;

  async function data(path: string, progress?: Progress): Promise<unknown> {
    const body = await http.getJson(url(path));
    progress?.done();
    if (!isObject(body) || !("data" in body)) {
      throw new SourceError(`${url(path)} is not a /core/v1 answer: it has no "data"`);
    }
    return body.data;
  }

  async function list(path: string, progress: Progress): Promise<unknown[]> {
    const items = await data(path, progress);
    if (!Array.isArray(items)) throw new SourceError(`${url(path)}: "data" is not a list`);
    return items as unknown[];
  }

  /** Every page of a paginated list, the first to learn `meta.last_page`, the rest side by side. */
  async function paged(path: string, progress: Progress): Promise<unknown[]> {
    const page = (n: number) => `${url(path)}?page=${n}&per_page=${PER_PAGE}`;
    const first = await http.getJson(page(1));
    progress.done();
    const meta = isObject(first) ? first.meta : undefined;
    const last = isObject(meta) ? meta.last_page : undefined;
    if (!isObject(first) || !Array.isArray(first.data) || typeof last !== "number") {
      throw new SourceError(
        `${page(1)} is not a /core/v1 paginated list (no data or meta.last_page)`,
      );
    }
    progress.planned(Math.max(0, last - 1));
    const rest = await Promise.all(
      Array.from({ length: Math.max(0, last - 1) }, async (_, index) => {
        const body = await http.getJson(page(index + 2));
        progress.done();
        return isObject(body) && Array.isArray(body.data) ? (body.data as unknown[]) : [];
      }),
    );
    return [first.data as unknown[], ...rest].flat();
  }

  return {
    name: base,
    forwardable: true,
    probe: async () => {
      const settings = await data("/settings");
      if (!isObject(settings) || !isObject(settings.cms)) {
        throw new SourceError(`${url("/settings")} is not a /core/v1 settings answer`);
      }
    },
    read: async ({ roots: tenantRoots }, progress) => {
      progress.planned(16);
      const [
        services = [],
        organisations = [],
        locations = [],
        serviceLocations = [],
        events = [],
      ] = await Promise.all(
        [
          "/services",
          "/organisations",
          "/locations",
          "/service-locations",
          "/organisation-events",
        ].map((path) => paged(path, progress)),
      );
      const [categories = [], personas = [], eventCollections = []] = await Promise.all(
        [
          "/collections/categories",
          "/collections/personas",
          "/collections/organisation-events",
        ].map((path) => paged(path, progress)),
      );
      const [
        categoryTree = [],
        eligibilityTree = [],
        refereeOrganisations = [],
        tags = [],
        pageList = [],
      ] = await Promise.all(
        [
          "/taxonomies/categories",
          "/taxonomies/service-eligibilities",
          "/taxonomies/organisations",
          "/tags",
          "/pages",
        ].map((path) => list(path, progress)),
      );
      const settings = await data("/settings", progress);
      const pageIds = pageList.flatMap((page) =>
        isObject(page) && typeof page.id === "string" ? [page.id] : [],
      );
      progress.planned(pageIds.length);
      const pages = await Promise.all(
        pageIds.map((id) => data(`/pages/${encodeURIComponent(id)}`, progress)),
      );
      const firstType = eligibilityTree.find(isObject);
      const roots: RootIds = {
        Category: tenantRoots.Category ?? stableId(`${base} Category`),
        Organisation: tenantRoots.Organisation ?? stableId(`${base} Organisation`),
        "Service Eligibility":
          tenantRoots["Service Eligibility"] ??
          (typeof firstType?.parent_id === "string" ? firstType.parent_id : undefined) ??
          stableId(`${base} Service Eligibility`),
      };
      const skipped: Skip[] = [];
      const candidates = emptyCandidates();
      candidates.taxonomies = toTaxonomies(
        {
          categories: categoryTree,
          eligibilities: eligibilityTree,
          organisations: refereeOrganisations,
        },
        roots,
        skipped,
      );
      candidates.tags = toTags(tags, skipped);
      candidates.organisations = toOrganisation(organisations, skipped);
      candidates.collections = toCollections(
        {
          category: categories,
          persona: personas,
          "organisation-event": eventCollections,
        },
        skipped,
      );
      candidates.locations = toLocation(locations, skipped);
      candidates.services = toService(services, skipped);
      candidates.service_locations = toServiceLocation(serviceLocations, skipped);
      candidates.organisation_events = toEvent(events, skipped);
      candidates.pages = toPages(pages, skipped);
      candidates.settings = toSettings({ ...(isObject(settings) ? settings : {}) }, skipped);
      const images = imageRefs(
        base,
        {
          organisations,
          services,
          locations,
          serviceLocations,
          events,
          categories,
          personas,
          eventCollections,
          pages,
        },
        settings,
      );
      return { candidates, skipped, roots, images };
    },
    image: (imageUrl, maxBytes) => http.getImage(imageUrl, maxBytes),
    close: () => http.close(),
  };
}
