// The saved (or shared) services and events behind the favourites page, as small cards. The ids
// come from the browser, through the page's route handler or a shared link; each list is asked
// for in pages of at most 100 (`filter[id]`, `per_page=100`), so no favourite is cut off at the
// API's default page size of 25 (frontend-features §5.4). Whatever the API no longer returns
// (deleted, inactive services, past events) is simply missing from the answer.
import { z } from "zod";

import { getEvents, getServicesByIds, MAX_PAGE_SIZE } from "@hub/api-client/endpoints";
import type { OrganisationEvent, Service } from "@hub/api-client/schemas";
import { paths } from "@hub/core/urls";
import { telHref } from "@hub/ui/contact-card";
import { eventDateText } from "@hub/ui/event-date-line";

import { FAVOURITE_IDS_PER_REQUEST } from "../favourites/limits.ts";
import type { FavouriteType } from "../favourites/store.ts";
import type { Site } from "../site.ts";
import { filled } from "./event-props.ts";

/** One saved service or event as the favourites page shows it (JSON-safe: the route sends it). */
export type FavouriteItem = {
  type: FavouriteType;
  id: string;
  name: string;
  href: string;
  organisation: string | null;
  intro: string;
  /** When an event is on, as people read it. */
  when: string | null;
  isFree: boolean;
  phone: string | null;
  /** `tel:` link of `phone`. */
  phoneHref: string | null;
  email: string | null;
};

export type FavouriteIds = { services: string[]; events: string[] };

/** A shared link can name more than one request's worth; past this it is not a real list. */
export const MAX_SHARED_IDS = 500;

const idList = (max: number) =>
  z
    .string()
    .optional()
    .transform((value) => (value ? [...new Set(value.split(",").filter((id) => id !== ""))] : []))
    .pipe(z.array(z.guid()).max(max));

/** The route handler's query: `services` and `events`, each a comma-separated list of ids. */
export const FavouriteItemsQuerySchema = z
  .object({
    services: idList(FAVOURITE_IDS_PER_REQUEST),
    events: idList(FAVOURITE_IDS_PER_REQUEST),
  })
  .strict();

/** A shared link's `ids` (services, the old site's format) and `events`; bad ids are skipped. */
export function sharedIds(params: Record<string, string | string[] | undefined>): FavouriteIds {
  const list = (value: string | string[] | undefined) => {
    const text = Array.isArray(value) ? value.join(",") : (value ?? "");
    return [...new Set(text.split(","))]
      .filter((id) => z.guid().safeParse(id).success)
      .slice(0, MAX_SHARED_IDS);
  };
  return { services: list(params.ids), events: list(params.events) };
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let index = 0; index < items.length; index += size) {
    chunks.push(items.slice(index, index + size));
  }
  return chunks;
}

function phone(value: string | null): Pick<FavouriteItem, "phone" | "phoneHref"> {
  const number = filled(value);
  return { phone: number, phoneHref: number === null ? null : telHref(number) };
}

export function serviceFavourite(service: Service): FavouriteItem {
  return {
    type: "service",
    id: service.id,
    name: service.name,
    href: paths.service(service.slug),
    organisation: service.organisation?.name ?? null,
    intro: service.intro,
    when: null,
    isFree: service.is_free,
    ...phone(service.contact_phone),
    email: filled(service.contact_email),
  };
}

export function eventFavourite(event: OrganisationEvent): FavouriteItem {
  return {
    type: "event",
    id: event.id,
    name: event.title,
    href: paths.event(event.slug),
    organisation: filled(event.organiser_name) ?? event.organisation?.name ?? null,
    intro: event.intro,
    when: eventDateText({
      startDate: event.start_date,
      endDate: event.end_date,
      startTime: event.start_time,
      endTime: event.end_time,
    }),
    isFree: event.is_free,
    ...phone(event.organiser_phone),
    email: filled(event.organiser_email),
  };
}

/** Events by id, in the order asked for (the API lists only those not yet over). */
async function eventsByIds(site: Site, ids: readonly string[]): Promise<OrganisationEvent[]> {
  const pages = await Promise.all(
    chunk(ids, MAX_PAGE_SIZE).map((batch) =>
      getEvents(site.api(), {
        filter: { id: [...batch] },
        include: ["organisation"],
        per_page: MAX_PAGE_SIZE,
      }),
    ),
  );
  const byId = new Map(pages.flatMap((page) => page.data).map((event) => [event.id, event]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The services, then the events, each in the order asked for; missing ones are left out. */
export async function loadFavouriteItems(site: Site, ids: FavouriteIds): Promise<FavouriteItem[]> {
  const [services, events] = await Promise.all([
    ids.services.length > 0
      ? getServicesByIds(site.api(), ids.services, { include: ["organisation"] })
      : [],
    ids.events.length > 0 ? eventsByIds(site, ids.events) : [],
  ]);
  return [...services.map(serviceFavourite), ...events.map(eventFavourite)];
}
