// `GET /organisation-events/{event}/event.ics` (contract §4.6): one VEVENT for "add to calendar".
// Upstream writes London wall-clock times with a `Z`, which shifts summer events by an hour;
// here they carry `TZID=Europe/London` and a VTIMEZONE, so every calendar app reads them right.
import { TZDate } from "@date-fns/tz";
import { eq } from "drizzle-orm";
import type { Hono } from "hono";
import ical from "ical-generator";
import { locations, organisationEvents, organisations } from "../db/schema.ts";
import { bindIdOrSlug } from "../http/bind.ts";
import type { AppEnv } from "../http/env.ts";
import { LONDON } from "../http/london.ts";
import { eventColumns } from "../resources/events.ts";
import type { EventRow } from "../resources/events.ts";

/** Europe/London since 1996: BST from the last Sunday of March to the last Sunday of October. */
export const LONDON_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${LONDON}`,
  `X-LIC-LOCATION:${LONDON}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0000",
  "TZOFFSETTO:+0100",
  "TZNAME:BST",
  "DTSTART:19700329T010000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0000",
  "TZNAME:GMT",
  "DTSTART:19701025T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
  "",
].join("\r\n");

/** A London wall-clock date and time as a zoned date, which ical-generator writes with its TZID. */
function londonWallClock(date: string, time: string): TZDate {
  const [year = 1970, month = 1, day = 1] = date.split("-").map(Number);
  const [hours = 0, minutes = 0, seconds = 0] = time.split(":").map(Number);
  return new TZDate(year, month - 1, day, hours, minutes, seconds, LONDON);
}

export function registerEventCalendarRoutes(app: Hono<AppEnv>): void {
  app.get("/organisation-events/:event/event.ics", async (c) => {
    const db = c.var.tenant.db;
    const event = await bindIdOrSlug<EventRow>(
      db,
      organisationEvents,
      eventColumns,
      c.req.param("event"),
    );
    const [organisation] = await db
      .select({ name: organisations.name, email: organisations.email })
      .from(organisations)
      .where(eq(organisations.id, event.organisationId));
    const [location] =
      event.isVirtual || event.locationId === null
        ? []
        : await db.select().from(locations).where(eq(locations.id, event.locationId));

    const calendar = ical({
      prodId: { company: "Community information hub", product: "core-v1", language: "EN" },
      // No calendar-wide zone: DTSTAMP must stay UTC; the event carries its own TZID.
      timezone: { name: null, generator: (zone) => (zone === LONDON ? LONDON_VTIMEZONE : null) },
    });
    // Without its own organiser the event is run by its organisation. ORGANIZER needs an
    // address (RFC 5545 cal-address), so an organiser without any email is left out.
    const organiserName = event.organiserName ?? organisation?.name ?? null;
    const organiserEmail = event.organiserEmail ?? organisation?.email ?? null;
    calendar.createEvent({
      id: event.id,
      stamp: c.var.now,
      start: londonWallClock(event.startDate, event.startTime),
      end: londonWallClock(event.endDate, event.endTime),
      timezone: LONDON,
      summary: event.title,
      description: event.intro,
      url: event.bookingUrl ?? event.organiserUrl,
      location: location
        ? {
            title: [
              location.addressLine1,
              location.addressLine2,
              location.addressLine3,
              location.city,
              location.county,
              location.postcode,
              location.country,
            ]
              .filter((part): part is string => part !== null && part !== "")
              .join(", "),
            geo: { lat: location.lat, lon: location.lon },
          }
        : event.isVirtual
          ? "Online"
          : null,
      organizer:
        organiserName === null || organiserEmail === null
          ? null
          : { name: organiserName, email: organiserEmail },
    });
    // RFC 5545 ends every content line with CRLF, the last one included; the generator does not.
    const text = calendar.toString().replace(/(?<!\r\n)$/, "\r\n");
    return c.body(text, 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `inline; filename="${event.slug}.ics"`,
    });
  });
}
