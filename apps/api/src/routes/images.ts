// Images and logos (contract §6, §4.15): stored files by filename, and each entity's image route
// with an optional cosmetic extension (`/services/x/logo`, `/services/x/logo.png`). Entities
// without an image get a PNG placeholder, except pages and the settings banner, which 404.
// SVGs are never resized; raster files are served as stored, since there is no image library
// here and the seed content is all SVG.
import { laravelMessages } from "@hub/api-client/schemas";
import { and, eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Context, Hono } from "hono";
import {
  collections,
  files,
  locations,
  organisationEvents,
  organisations,
  pages,
  serviceGalleryItems,
  serviceLocations,
  services,
  settings,
} from "../db/schema.ts";
import type { Db } from "../db/types.ts";
import { bindId, bindIdOrSlug } from "../http/bind.ts";
import type { AppEnv } from "../http/env.ts";
import { notFound, validationFailed } from "../http/errors.ts";
import { isUuid } from "../http/format.ts";
import { imageHeaders } from "../http/security-headers.ts";
import { placeholderPng, PLACEHOLDER_SIZE } from "../resources/placeholder.ts";

export const MAX_DIMENSION = 1000;
export const NO_BANNER_MESSAGE = "No banner image has been provided.";
export const NO_PAGE_IMAGE_MESSAGE = "No image has been provided.";

/** `?max_dimension`: absent, or an integer 1..1000 (Laravel's integer, min and max rules). */
export function maxDimension(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  const key = "max_dimension";
  if (!/^[+-]?\d+$/.test(value.trim())) {
    throw validationFailed({ [key]: [laravelMessages.integer(key)] });
  }
  const n = Number(value);
  if (n < 1) throw validationFailed({ [key]: [laravelMessages.numericMin(key, 1)] });
  if (n > MAX_DIMENSION) {
    throw validationFailed({
      [key]: [`The max dimension field must not be greater than ${MAX_DIMENSION}.`],
    });
  }
  return n;
}

type StoredImage = { filename: string; mimeType: string; data: Uint8Array };

function sendImage(c: Context<AppEnv>, image: StoredImage): Response {
  return c.body(new Uint8Array(image.data), 200, {
    "Content-Type": image.mimeType,
    "Content-Disposition": `inline; filename="${image.filename}"`,
    ...imageHeaders(image.mimeType),
  });
}

function sendPlaceholder(c: Context<AppEnv>, name: string, size: number | undefined): Response {
  return sendImage(c, {
    filename: `${name}.png`,
    mimeType: "image/png",
    data: placeholderPng(size ?? PLACEHOLDER_SIZE),
  });
}

async function fileById(db: Db, id: string | null): Promise<StoredImage | undefined> {
  if (id === null) return undefined;
  const [row] = await db
    .select({ filename: files.filename, mimeType: files.mimeType, data: files.data })
    .from(files)
    .where(eq(files.id, id));
  return row;
}

/** `<path>/<name>`, `<path>/<name>.png|.jpg|.jpeg|.svg`. */
const withExtension = (path: string, name: string): string =>
  `${path}/:image{${name}(?:\\.(?:png|jpe?g|svg))?}`;

type EntityImage = {
  path: string;
  name: "logo" | "image";
  /** Finds the entity (404 as its binding does) and returns its image file id. */
  fileId: (db: Db, param: string) => Promise<string | null>;
  /** The placeholder's name, or the 404 message when there is none. */
  fallback: { placeholder: string } | { missing: string };
};

const bySlug =
  (table: PgTable & { id: PgColumn; slug: PgColumn }, column: PgColumn) =>
  async (db: Db, param: string): Promise<string | null> =>
    (await bindIdOrSlug<{ fileId: string | null }>(db, table, { fileId: column }, param)).fileId;

const byId =
  (table: PgTable & { id: PgColumn }, column: PgColumn, model: string) =>
  async (db: Db, param: string): Promise<string | null> =>
    (await bindId<{ fileId: string | null }>(db, table, { fileId: column }, param, model)).fileId;

export const ENTITY_IMAGES: readonly EntityImage[] = [
  {
    path: "/services/:param",
    name: "logo",
    fileId: bySlug(services, services.logoFileId),
    fallback: { placeholder: "service" },
  },
  {
    path: "/organisations/:param",
    name: "logo",
    fileId: bySlug(organisations, organisations.logoFileId),
    fallback: { placeholder: "organisation" },
  },
  {
    path: "/organisation-events/:param",
    name: "image",
    fileId: bySlug(organisationEvents, organisationEvents.imageFileId),
    fallback: { placeholder: "organisation-event" },
  },
  ...(["categories", "personas", "organisation-events"] as const).map((kind): EntityImage => ({
    path: `/collections/${kind}/:param`,
    name: "image",
    // The binding ignores the collection type, as upstream's does.
    fileId: bySlug(collections, collections.imageFileId),
    fallback: { placeholder: `collection-${kind}` },
  })),
  {
    path: "/locations/:param",
    name: "image",
    fileId: byId(locations, locations.imageFileId, "Location"),
    fallback: { placeholder: "location" },
  },
  {
    path: "/service-locations/:param",
    name: "image",
    fileId: byId(serviceLocations, serviceLocations.imageFileId, "ServiceLocation"),
    fallback: { placeholder: "service-location" },
  },
  {
    path: "/pages/:param",
    name: "image",
    fileId: bySlug(pages, pages.imageFileId),
    fallback: { missing: NO_PAGE_IMAGE_MESSAGE },
  },
];

export function registerImageRoutes(app: Hono<AppEnv>): void {
  app.get("/images/:filename", async (c) => {
    maxDimension(c.req.query("max_dimension"));
    const [row] = await c.var.tenant.db
      .select({ filename: files.filename, mimeType: files.mimeType, data: files.data })
      .from(files)
      .where(eq(files.filename, c.req.param("filename")));
    if (!row) throw notFound(`No query results for model [App\\Models\\File].`);
    return sendImage(c, row);
  });

  for (const entry of ENTITY_IMAGES) {
    app.get(withExtension(entry.path, entry.name), async (c) => {
      const size = maxDimension(c.req.query("max_dimension"));
      const db = c.var.tenant.db;
      const image = await fileById(db, await entry.fileId(db, c.req.param("param") ?? ""));
      if (image) return sendImage(c, image);
      if ("placeholder" in entry.fallback) {
        return sendPlaceholder(c, entry.fallback.placeholder, size);
      }
      throw notFound(entry.fallback.missing);
    });
  }

  app.get(withExtension("/settings", "banner-image"), async (c) => {
    maxDimension(c.req.query("max_dimension"));
    const db = c.var.tenant.db;
    const [row] = await db
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, "cms"));
    const frontend = row?.value.frontend as { banner?: { image_file_id?: unknown } } | undefined;
    const fileId = frontend?.banner?.image_file_id;
    const image =
      typeof fileId === "string" && isUuid(fileId) ? await fileById(db, fileId) : undefined;
    if (!image) throw notFound(NO_BANNER_MESSAGE);
    return sendImage(c, image);
  });

  app.get("/services/:param/gallery-items/:file", async (c) => {
    maxDimension(c.req.query("max_dimension"));
    const db = c.var.tenant.db;
    const service = await bindIdOrSlug<{ id: string }>(
      db,
      services,
      { id: services.id },
      c.req.param("param"),
    );
    const fileId = c.req.param("file");
    const [item] = isUuid(fileId)
      ? await db
          .select({ fileId: serviceGalleryItems.fileId })
          .from(serviceGalleryItems)
          .where(
            and(
              eq(serviceGalleryItems.serviceId, service.id),
              eq(serviceGalleryItems.fileId, fileId),
            ),
          )
      : [];
    const image = await fileById(db, item?.fileId ?? null);
    if (!image) throw notFound();
    return sendImage(c, image);
  });
}
