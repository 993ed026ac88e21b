// An Open Referral UK 3.0 feed as an import source (decision 0074): its metadata must say
// HSDS-UK-3.0; then every page of `/services`, each service fully nested from `/services/{id}`
// unless its `last_modified` is the one it had when last imported (decision 0088),
// every page of `/taxonomies` and `/taxonomy_terms`, converted to the folder's records
// (./taxonomies.ts, ./ages.ts, ./services.ts). The checks, the write, the ledger and the report are the
// import's own (../run.ts), as for the `/core/v1` source; so are the images: a live feed's
// organisation `logo` URLs are fetched as `/core/v1`'s images are (decision 0083).
import { SourceError } from "../http.ts";
import {
  emptyCandidates,
  isObject,
  stableId,
  type SourceImage,
  type ImportSource,
  type Progress,
  type RootIds,
  type Skip,
  type TenantState,
} from "../source.ts";
import { withAgeOptions } from "./ages.ts";
import { idOf, objects, type Raw } from "./fields.ts";
import { folderFeed, httpFeed, type Feed, type FeedOptions } from "./feed.ts";
import { toDirectory } from "./services.ts";
import { toTaxonomies } from "./taxonomies.ts";

/** What an ORUK 3.0 feed's metadata calls its version. */
export const ORUK_VERSION = "HSDS-UK-3.0";

/** A feed by its base URL (`http(s)://…`) or a folder of its saved responses. */
export const isFeedUrl = (location: string): boolean => /^https?:\/\//i.test(location);

/** The services the lists name, each once, with what the list says of it. */
function listedServices(listed: readonly unknown[], skipped: Skip[]): Map<string, Raw> {
  const services = new Map<string, Raw>();
  listed.forEach((item, index) => {
    if (!isObject(item) || typeof item.id !== "string") {
      skipped.push({
        kind: "services",
        id: idOf(item, index),
        reason: "a listed service with no id",
      });
    } else if (!services.has(item.id)) {
      services.set(item.id, item);
    }
  });
  return services;
}

/** A list entry's `last_modified`: the profile moves it when the service or anything of it changes. */
const stampOf = (item: Raw): string | undefined =>
  typeof item.last_modified === "string" && item.last_modified !== ""
    ? item.last_modified
    : undefined;

/** The listed services to read in full, and those whose stamp says they have not changed. */
function splitByStamp(listed: Map<string, Raw>, known: TenantState["stamps"]) {
  const toRead = new Map<string, Raw>();
  const stamps = new Map<string, string>();
  const unread: string[] = [];
  for (const [id, item] of listed) {
    const stamp = stampOf(item);
    if (stamp !== undefined && known.get(id) === stamp) {
      unread.push(id);
      continue;
    }
    toRead.set(id, item);
    if (stamp !== undefined) stamps.set(id, stamp);
  }
  return { toRead, stamps, unread };
}

/** Each service in full over what its list says; one the feed cannot give is skipped. */
async function fullServices(
  feed: Feed,
  listed: Map<string, Raw>,
  skipped: Skip[],
  progress: Progress,
): Promise<Raw[]> {
  progress.planned(listed.size);
  const details = await Promise.all(
    [...listed].map(async ([id, item]): Promise<Raw | undefined> => {
      const detail = await feed.service(id, progress);
      if (detail === undefined) {
        skipped.push({
          kind: "services",
          id,
          reason: "listed, but /services/{id} has no such service",
        });
        return undefined;
      }
      if (!isObject(detail)) {
        skipped.push({
          kind: "services",
          id,
          reason: "/services/{id} answered something other than a service",
        });
        return undefined;
      }
      return { ...item, ...detail, id };
    }),
  );
  return details.filter((detail) => detail !== undefined);
}

/** Each organisation's logo, once, where it is an `http(s)` URL. */
function logoRefs(services: readonly Raw[]): SourceImage[] {
  const refs = new Map<string, SourceImage>();
  for (const service of services) {
    const organisation = isObject(service.organization) ? service.organization : undefined;
    const { id, logo } = organisation ?? {};
    if (typeof id !== "string" || refs.has(id)) continue;
    if (typeof logo !== "string" || !isFeedUrl(logo)) continue;
    refs.set(id, { kind: "organisations", id, url: logo, fileKind: "organisation", altText: null });
  }
  return [...refs.values()];
}

export function orukSource(location: string, options: FeedOptions = {}): ImportSource {
  const feed = isFeedUrl(location) ? httpFeed(location, options) : folderFeed(location);
  return {
    name: feed.name,
    probe: async () => {
      const metadata = await feed.metadata();
      const version = isObject(metadata) ? metadata.version : undefined;
      if (version !== ORUK_VERSION) {
        const seen = version === undefined ? "no version" : `version ${JSON.stringify(version)}`;
        throw new SourceError(
          `${feed.name} is not an Open Referral UK 3.0 feed: its metadata (GET /) says ${seen}, not "${ORUK_VERSION}"`,
        );
      }
    },
    read: async (tenant, progress) => {
      progress.planned(3);
      const [listed, taxonomies, terms] = await Promise.all([
        feed.list("/services", progress),
        feed.list("/taxonomies", progress),
        feed.list("/taxonomy_terms", progress),
      ]);
      const skipped: Skip[] = [];
      const { toRead, stamps, unread } = splitByStamp(
        listedServices(listed, skipped),
        tenant.stamps,
      );
      const services = await fullServices(feed, toRead, skipped, progress);
      const named = (name: keyof RootIds): string | undefined => {
        const taxonomy = objects(taxonomies).find(
          (t) => t.name === name && typeof t.id === "string",
        );
        return taxonomy?.id as string | undefined;
      };
      const root = (name: keyof RootIds): string =>
        tenant.roots[name] ?? named(name) ?? stableId(`${feed.name} ${name}`);
      const roots: RootIds = {
        Category: root("Category"),
        Organisation: root("Organisation"),
        "Service Eligibility": root("Service Eligibility"),
      };
      // Terms a service names only nested in its attributes are terms of the feed too.
      const nested = services.flatMap((service) =>
        objects(service.attributes).flatMap((attribute) =>
          isObject(attribute.taxonomy_term) ? [attribute.taxonomy_term] : [],
        ),
      );
      const tree = toTaxonomies({ taxonomies, terms: [...terms, ...nested] }, roots, skipped);
      const aged = withAgeOptions(services, tree, roots, feed.name);
      const directory = toDirectory(aged, tree.rootOf, skipped);
      const candidates = emptyCandidates();
      candidates.taxonomies = tree.records;
      candidates.organisations = directory.organisations;
      candidates.locations = directory.locations;
      candidates.services = directory.services;
      candidates.service_locations = directory.service_locations;
      const images = feed.image === undefined ? [] : logoRefs(services);
      return { candidates, skipped, roots, images, stamps, unread };
    },
    image: (url, maxBytes) =>
      feed.image?.(url, maxBytes) ??
      Promise.resolve({ refused: "a saved feed's images are not fetched" }),
    close: () => feed.close(),
  };
}
