import type { BoroughProfile } from "../boroughs.ts";
import { email, landline, mobile, website } from "../lib/contact.ts";
import {
  addDays,
  daysBetween,
  isoDateTime,
  makeDay,
  onOrAfterWeekday,
  timeOfDay,
  yearOf,
} from "../lib/dates.ts";
import type { FileRegistry } from "../lib/files.ts";
import { seedUuid } from "../lib/ids.ts";
import { hash32 } from "../lib/prng.ts";
import { slugify } from "../lib/slug.ts";
import { illustrationSvg } from "../svg.ts";
import type { TaxonomyIndex } from "../taxonomies/build.ts";
import type { IsoDate, SeedLocation, SeedOrganisation, SeedOrganisationEvent } from "../types.ts";
import type { AuthoredEvent } from "./types.ts";

export type EventContext = {
  profile: BoroughProfile;
  referenceDay: IsoDate;
  taxonomies: TaxonomyIndex;
  organisations: ReadonlyMap<string, SeedOrganisation>;
  locations: ReadonlyMap<string, SeedLocation>;
  files: FileRegistry;
};

/** Start dates of a series: relative offsets, or the latest past and next upcoming yearly date. */
export function seriesStartDates(event: AuthoredEvent, referenceDay: IsoDate): IsoDate[] {
  const align = (day: IsoDate): IsoDate =>
    event.weekday ? onOrAfterWeekday(day, event.weekday) : day;
  if (event.annual) {
    const { month, day } = event.annual;
    const year = yearOf(referenceDay);
    const candidates = [year - 1, year, year + 1].map((y) => align(makeDay(y, month, day)));
    const past = candidates.filter((d) => d < referenceDay);
    const upcoming = candidates.filter((d) => d >= referenceDay);
    return [past[past.length - 1], upcoming[0]].filter((d): d is IsoDate => d !== undefined);
  }
  return (event.occurrences ?? []).map((offset) => align(addDays(referenceDay, offset)));
}

/** Expands each series into dated events; ids are keyed by series and occurrence index. */
export function buildEvents(
  series: readonly AuthoredEvent[],
  ctx: EventContext,
): SeedOrganisationEvent[] {
  const { profile, referenceDay } = ctx;
  const tenant = profile.tenant;
  let counter = 0;
  return series.flatMap((event) => {
    const base = event.slug ?? slugify(event.title);
    const organisation = ctx.organisations.get(event.organisation);
    if (!organisation) throw new Error(`Event ${base}: unknown organisation ${event.organisation}`);
    const location = event.venue ? ctx.locations.get(event.venue) : undefined;
    if (event.venue && !location) throw new Error(`Event ${base}: unknown venue ${event.venue}`);
    if (event.intro.length > 300)
      throw new Error(`Event ${base}: intro longer than 300 characters`);

    const starts = seriesStartDates(event, referenceDay);
    return starts.map((start, n): SeedOrganisationEvent => {
      const i = counter++;
      const end = addDays(start, (event.days ?? 1) - 1);
      const slug = starts.length > 1 ? `${base}-${start}` : base;
      const key = `${base}#${n}`;
      const h = hash32(`${tenant}:event:${key}`);
      const orgSite = website(organisation.slug);

      const organiser = event.organiser
        ? {
            organiser_name: event.organiser,
            organiser_phone:
              h % 2 === 0
                ? mobile(profile.numberBlock, 300 + i)
                : landline(profile.numberBlock, 300 + i),
            organiser_email: email("events", organisation.slug),
            organiser_url: `${orgSite}/events`,
          }
        : h % 3 === 0
          ? {
              organiser_name: organisation.name,
              organiser_phone: null,
              organiser_email: email("events", organisation.slug),
              organiser_url: null,
            }
          : {
              organiser_name: null,
              organiser_phone: null,
              organiser_email: null,
              organiser_url: null,
            };

      // Created a few weeks before it happens (or before the reference day, whichever is earlier).
      const anchor = daysBetween(referenceDay, start) < 0 ? start : referenceDay;
      const created = addDays(anchor, -(21 + (h % 40)));
      const updated = addDays(created, h % 10);

      return {
        id: seedUuid(tenant, "organisation-event", key),
        slug,
        title: event.title,
        intro: event.intro,
        description: event.description,
        image_file_id:
          (event.image ?? h % 10 < 7)
            ? ctx.files.add(
                "event",
                key,
                event.title,
                illustrationSvg({
                  slug: key,
                  glyph: "star",
                  title: event.title,
                  colour: profile.palette[h % profile.palette.length] ?? profile.brandColour,
                }),
              )
            : null,
        start_date: start,
        end_date: end,
        start_time: `${event.start}:00`,
        end_time: `${event.end}:00`,
        is_free: !event.fees,
        fees_text: event.fees ? event.fees.text : null,
        fees_url: event.fees?.url ? `${orgSite}/events/${slug}/prices` : null,
        ...organiser,
        booking_title: event.booking ? event.booking.title : null,
        booking_summary: event.booking ? event.booking.summary : null,
        booking_url: event.booking ? `${orgSite}/events/${slug}/book` : null,
        booking_cta: event.booking ? event.booking.cta : null,
        homepage: event.homepage ?? false,
        is_virtual: !location,
        location_id: location ? location.id : null,
        organisation_id: organisation.id,
        category_taxonomy_ids: ctx.taxonomies.withAncestors(event.taxonomies),
        created_at: isoDateTime(created, timeOfDay(9 * 60 + (h % 480))),
        updated_at: isoDateTime(updated, timeOfDay(9 * 60 + ((h >>> 9) % 480))),
      };
    });
  });
}
