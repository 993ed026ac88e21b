// The images a `/core/v1` source says its records have (decision 0083), each at the entity's own
// image route (contract §6): a logo or image where `has_logo` / `has_image` is true, or where an
// embedded `image` is set for the kinds without a flag (collections, pages). The gallery of a
// service is not read.
import { SETTINGS_ID } from "../check.ts";
import { isObject, type SourceImage, type ImportKind } from "../source.ts";

type Route = {
  kind: ImportKind;
  fileKind: SourceImage["fileKind"];
  /** The route below the base, for a record's id. */
  path: (id: string) => string;
  /** Whether the record says it has an image. */
  has: (record: Record<string, unknown>) => boolean;
};

const flagged =
  (flag: "has_logo" | "has_image") =>
  (record: Record<string, unknown>): boolean =>
    record[flag] === true;
const embedded = (record: Record<string, unknown>): boolean => isObject(record.image);

const at = (prefix: string, name: "logo" | "image") => (id: string) =>
  `${prefix}/${encodeURIComponent(id)}/${name}`;

/** The lists read, by what the importer calls them. */
type RawLists = {
  organisations: unknown[];
  services: unknown[];
  locations: unknown[];
  serviceLocations: unknown[];
  events: unknown[];
  categories: unknown[];
  personas: unknown[];
  eventCollections: unknown[];
  pages: unknown[];
};

const ROUTES: Record<keyof RawLists, Route> = {
  organisations: {
    kind: "organisations",
    fileKind: "organisation",
    path: at("/organisations", "logo"),
    has: flagged("has_logo"),
  },
  services: {
    kind: "services",
    fileKind: "service",
    path: at("/services", "logo"),
    has: flagged("has_logo"),
  },
  locations: {
    kind: "locations",
    fileKind: "location",
    path: at("/locations", "image"),
    has: flagged("has_image"),
  },
  serviceLocations: {
    kind: "service_locations",
    fileKind: "service-location",
    path: at("/service-locations", "image"),
    has: flagged("has_image"),
  },
  events: {
    kind: "organisation_events",
    fileKind: "event",
    path: at("/organisation-events", "image"),
    has: flagged("has_image"),
  },
  categories: {
    kind: "collections",
    fileKind: "collection-category",
    path: at("/collections/categories", "image"),
    has: embedded,
  },
  personas: {
    kind: "collections",
    fileKind: "collection-persona",
    path: at("/collections/personas", "image"),
    has: embedded,
  },
  eventCollections: {
    kind: "collections",
    fileKind: "collection-organisation-event",
    path: at("/collections/organisation-events", "image"),
    has: embedded,
  },
  pages: { kind: "pages", fileKind: "page", path: at("/pages", "image"), has: embedded },
};

const altText = (record: Record<string, unknown>): string | null => {
  const alt = isObject(record.image) ? record.image.alt_text : undefined;
  return typeof alt === "string" ? alt : null;
};

/** `base`: the source's `/core/v1` URL; `settings`: its settings answer, for the banner. */
export function imageRefs(base: string, lists: RawLists, settings: unknown): SourceImage[] {
  const refs: SourceImage[] = [];
  for (const [list, route] of Object.entries(ROUTES) as [keyof RawLists, Route][]) {
    for (const record of lists[list]) {
      if (!isObject(record) || typeof record.id !== "string" || !route.has(record)) continue;
      refs.push({
        kind: route.kind,
        id: record.id,
        url: `${base}${route.path(record.id)}`,
        fileKind: route.fileKind,
        altText: altText(record),
      });
    }
  }
  const cms = isObject(settings) && isObject(settings.cms) ? settings.cms : undefined;
  const frontend = isObject(cms?.frontend) ? cms.frontend : undefined;
  if (isObject(frontend?.banner) && frontend.banner.has_image === true) {
    refs.push({
      kind: "settings",
      id: SETTINGS_ID,
      url: `${base}/settings/banner-image`,
      fileKind: "banner",
      altText: null,
    });
  }
  return refs;
}
