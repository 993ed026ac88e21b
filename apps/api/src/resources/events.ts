// OrganisationEvent (contract §3.6).
import type { OrganisationEventSchema } from "@hub/api-client/schemas";
import { getTableColumns, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { organisationEvents } from "../db/schema.ts";
import { queryRows } from "../db/types.ts";
import { formatTimestamp } from "../http/format.ts";
import { compactUtc, londonInstant } from "../http/london.ts";
import type { PresentContext } from "./context.ts";
import { imageRefSql } from "./images.ts";
import { locationResourceSql } from "./locations.ts";
import type { LocationResource } from "./locations.ts";
import { loadOrganisationResources } from "./organisations.ts";
import { taxonomyRefsSql } from "./taxonomies.ts";

const { searchVector: _searchVector, ...columns } = getTableColumns(organisationEvents);
/** Every column but the search vector. */
export const eventColumns = columns;
export type EventRow = Omit<typeof organisationEvents.$inferSelect, "searchVector">;

export type EventResource = z.input<typeof OrganisationEventSchema>;

export type EventIncludes = { organisation?: boolean; location?: boolean };

type EventRelations = Pick<EventResource, "id" | "image" | "category_taxonomies"> & {
  location: LocationResource | null;
};

/**
 * The embedded relations of the given events in one statement, built as JSON. A virtual
 * event's location is not presented (nor in its calendar links).
 */
async function loadEventRelations(
  ctx: PresentContext,
  ids: readonly string[],
): Promise<Map<string, EventRelations>> {
  const rows = await queryRows<EventRelations>(
    ctx.db,
    sql`select
      organisation_events.id,
      ${imageRefSql(ctx, sql`organisation_events.image_file_id`)} as image,
      ${taxonomyRefsSql("events", sql`organisation_events.id`)} as category_taxonomies,
      case when not organisation_events.is_virtual
        then ${locationResourceSql(ctx, sql`organisation_events.location_id`)}
      end as location
    from organisation_events
    where ${inArray(organisationEvents.id, [...ids])}`,
  );
  return new Map(rows.map((row) => [row.id, row]));
}

export async function presentEvents(
  ctx: PresentContext,
  rows: readonly EventRow[],
  include: EventIncludes = {},
): Promise<EventResource[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [relationsById, orgs] = await Promise.all([
    loadEventRelations(ctx, ids),
    include.organisation
      ? loadOrganisationResources(
          ctx,
          rows.map((row) => row.organisationId),
        )
      : Promise.resolve(undefined),
  ]);
  return rows.map((row) => {
    const relations = relationsById.get(row.id);
    const location = relations?.location ?? undefined;
    const links = calendarLinks(ctx, row, location);
    const resource: EventResource = {
      id: row.id,
      slug: row.slug,
      has_image: row.imageFileId !== null,
      title: row.title,
      intro: row.intro,
      description: row.description,
      image: relations?.image ?? null,
      start_date: row.startDate,
      end_date: row.endDate,
      start_time: row.startTime,
      end_time: row.endTime,
      is_free: row.isFree,
      fees_text: row.feesText,
      fees_url: row.feesUrl,
      organiser_name: row.organiserName,
      organiser_phone: row.organiserPhone,
      organiser_email: row.organiserEmail,
      organiser_url: row.organiserUrl,
      booking_title: row.bookingTitle,
      booking_summary: row.bookingSummary,
      booking_url: row.bookingUrl,
      booking_cta: row.bookingCta,
      homepage: row.homepage,
      is_virtual: row.isVirtual,
      ...links,
      location_id: row.locationId,
      organisation_id: row.organisationId,
      created_at: formatTimestamp(row.createdAt),
      updated_at: formatTimestamp(row.updatedAt),
      category_taxonomies: relations?.category_taxonomies ?? [],
    };
    const organisation = orgs?.get(row.organisationId);
    if (organisation) resource.organisation = organisation;
    if (include.location && location) resource.location = location;
    return resource;
  });
}

/** One-line address of a location, as calendar entries show it. */
export function addressLine(location: LocationResource | undefined): string {
  if (!location) return "";
  return [
    location.address_line_1,
    location.address_line_2,
    location.address_line_3,
    location.city,
    location.county,
    location.postcode,
    location.country,
  ]
    .filter((part): part is string => part !== null && part !== "")
    .join(", ");
}

/**
 * "Add to calendar" links. Times are London wall-clock times converted to UTC (upstream appends
 * `Z` to local times, and swaps Google's title and details; both are corrected here).
 */
function calendarLinks(
  ctx: PresentContext,
  row: EventRow,
  location: LocationResource | undefined,
): Pick<EventResource, "google_calendar_link" | "microsoft_calendar_link" | "apple_calendar_link"> {
  const start = londonInstant(row.startDate, row.startTime);
  const end = londonInstant(row.endDate, row.endTime);
  const where = row.isVirtual ? "" : addressLine(location);
  const google = new URLSearchParams({
    action: "TEMPLATE",
    dates: `${compactUtc(start)}/${compactUtc(end)}`,
    details: row.intro,
    location: where,
    text: row.title,
  });
  const microsoft = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    startdt: formatTimestamp(start),
    enddt: formatTimestamp(end),
    subject: row.title,
    body: row.intro,
    location: where,
  });
  return {
    google_calendar_link: `https://calendar.google.com/calendar/render?${google.toString()}`,
    microsoft_calendar_link: `https://outlook.office.com/calendar/0/deeplink/compose?${microsoft.toString()}`,
    apple_calendar_link: `${ctx.apiBase}/organisation-events/${row.id}/event.ics`,
  };
}

export async function loadEventRows(
  ctx: PresentContext,
  ids: readonly string[],
): Promise<EventRow[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .select(eventColumns)
    .from(organisationEvents)
    .where(inArray(organisationEvents.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
