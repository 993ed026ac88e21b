// Search results' services as stored documents (decision 0037). Presenting a page of services
// from their rows takes two statements that build every relation as JSON, most of a search's
// time on PGlite. Each active service's presentation is stored with its search row and read by
// id. A write to anything a document holds drops every document (migration 0007's triggers),
// and a service without one is presented from its rows. What depends on the request is added
// when read: the API's base in URLs, and what the opening hours mean at the request's time.
import type { ServiceSearchResultSchema } from "@hub/api-client/schemas";
import { inArray, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { serviceDocuments, serviceSearch } from "../db/schema.ts";
import type { Db } from "../db/types.ts";
import type { PresentContext } from "./context.ts";
import type { ImageRef } from "./images.ts";
import { readServiceLocationsByService, serviceLocationResource } from "./service-locations.ts";
import type { StoredServiceLocationWithLocation } from "./service-locations.ts";
import { presentServicesById } from "./services.ts";
import type { ServiceResource } from "./services.ts";

/** A service as search results present it: with its service locations, each with its location. */
export type PresentedService = z.input<typeof ServiceSearchResultSchema>;

/** A service's stored document; its URLs start with `base`. */
type ServiceDocument = {
  resource: ServiceResource;
  locations: StoredServiceLocationWithLocation[];
};

/** Documents are built this many services at a time, each batch in two statements. */
const BATCH_SIZE = 500;

/** Each service's document from its rows, its URLs starting with `ctx.apiBase`. */
async function documentsOf(
  ctx: PresentContext,
  ids: readonly string[],
): Promise<Map<string, ServiceDocument>> {
  const [resources, locations] = await Promise.all([
    presentServicesById(ctx, ids),
    readServiceLocationsByService(ctx, ids),
  ]);
  return new Map(
    resources.map((resource) => [
      resource.id,
      { resource, locations: locations.get(resource.id) ?? [] },
    ]),
  );
}

/**
 * Stores the documents of the services in `ids` (every service when undefined) that have a
 * search row, and drops the others': called by `refreshServiceSearch`, after the search rows.
 */
export async function refreshServiceDocuments(
  db: Db,
  ids: readonly string[] | undefined,
): Promise<void> {
  if (ids?.length === 0) return;
  const inScope = (column: AnyPgColumn): SQL =>
    ids === undefined ? sql`true` : inArray(column, [...ids]);
  await db.delete(serviceDocuments).where(inScope(serviceDocuments.serviceId));
  const searched = await db
    .select({ id: serviceSearch.serviceId })
    .from(serviceSearch)
    .where(inScope(serviceSearch.serviceId))
    .orderBy(serviceSearch.serviceId);
  // URLs are stored without the API's base (an empty one), which each request adds.
  const ctx: PresentContext = { db, apiBase: "", now: new Date() };
  for (let start = 0; start < searched.length; start += BATCH_SIZE) {
    const batch = searched.slice(start, start + BATCH_SIZE).map((row) => row.id);
    const documents = await documentsOf(ctx, batch);
    if (documents.size === 0) continue;
    await db.insert(serviceDocuments).values(
      [...documents].map(([serviceId, document]) => ({
        serviceId,
        resource: document.resource,
        locations: document.locations,
      })),
    );
  }
}

/**
 * The services with these ids as search results present them, in the order of `ids` (ids of
 * services that no longer exist are dropped). Services without a stored document (one a
 * refresh has not reached) are presented from their rows.
 */
export async function presentServiceResults(
  ctx: PresentContext,
  ids: readonly string[],
): Promise<PresentedService[]> {
  if (ids.length === 0) return [];
  const stored = await ctx.db
    .select()
    .from(serviceDocuments)
    .where(inArray(serviceDocuments.serviceId, [...ids]));
  const found = new Map(
    stored.map((row) => [
      row.serviceId,
      withBase(
        {
          resource: row.resource as ServiceResource,
          locations: row.locations as StoredServiceLocationWithLocation[],
        },
        ctx.apiBase,
      ),
    ]),
  );
  const missing = ids.filter((id) => !found.has(id));
  const live =
    missing.length === 0 ? new Map<string, ServiceDocument>() : await documentsOf(ctx, missing);
  return ids.flatMap((id) => {
    const document = found.get(id) ?? live.get(id);
    return document
      ? [
          {
            ...document.resource,
            service_locations: document.locations.map((item) => serviceLocationResource(ctx, item)),
          },
        ]
      : [];
  });
}

/** A stored document with the API's base before each of its URLs. */
function withBase(document: ServiceDocument, base: string): ServiceDocument {
  const image = (ref: ImageRef | null): ImageRef | null =>
    ref === null ? null : { ...ref, url: `${base}${ref.url}` };
  const { resource, locations } = document;
  return {
    resource: {
      ...resource,
      image: image(resource.image),
      gallery_items: resource.gallery_items.map((item) => ({
        ...item,
        url: `${base}${item.url}`,
      })),
    },
    locations: locations.map((item) => ({
      ...item,
      location: { ...item.location, image: image(item.location.image) },
    })),
  };
}
