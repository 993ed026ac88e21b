// Events ("What's on"): reads the `/events` query string, geocodes the postcode, runs
// `POST /search/events` and loads one event for its page. Its dates are worked out in Europe/London
// (`event-dates.ts`), and events become @hub/ui props in `event-props.ts`.
import type { ApiClient } from "@hub/api-client/client";
import { getEvent, getEventCollections, getEvents, searchEvents } from "@hub/api-client/endpoints";
import { isOpenAtMoment } from "@hub/api-client/schemas";
import type {
  CollectionOrganisationEvent,
  EventSearchRequest,
  OrganisationEvent,
  Paginated,
} from "@hub/api-client/schemas";
import { t } from "@hub/core/messages";
import type { EventFeedItem } from "@hub/ui/event-feed";
import { HAPPENING_PARAMS } from "@hub/ui/happening-filter";
import type { HappeningChoice } from "@hub/ui/happening-filter";

import { DEFAULT_REVALIDATE_SECONDS, SEARCH_REVALIDATE_SECONDS } from "../site.ts";
import type { Site } from "../site.ts";
import type { GeocodedPostcode, Geocoder } from "./geocoder.ts";
import { orNotFound, orNull } from "./not-found.ts";
import { pageParam } from "./paging.ts";
import { firstParam, keywordError, MIN_QUERY_LENGTH } from "./search-criteria.ts";
import type { OpenCriterion, SearchParamsRecord } from "./search-criteria.ts";
import { openAtOf } from "./opening.ts";
import { isIsoDate, londonToday, quickDateRanges } from "./event-dates.ts";
import { homeFeedItem } from "./event-props.ts";

export const eventCacheTags = {
  one: (slug: string) => `event:${slug}`,
  all: "events",
  collections: "event-collections",
} as const;

/** Results per page (the old site's grid of 3 by 3). */
export const EVENTS_PER_PAGE = 9;
/** Radius choices in miles; events default to 3 (services to 1), as on the old site. */
export const EVENT_DISTANCES = [1, 3, 5, 10, 20] as const;
export const DEFAULT_EVENT_DISTANCE = 3;
/** How many events the home page's feed shows. */
export const HOME_EVENTS_LIMIT = 6;
/** Largest size of an event image on its page. */
export const EVENT_IMAGE_MAX_DIMENSION = 800;

/** The yes/no filters, in the order the form lists them, with their labels. */
export const EVENT_FLAGS = [
  { param: "is_free", label: "events.freeOnly" },
  { param: "is_virtual", label: "events.virtualOnly" },
  { param: "has_wheelchair_access", label: "events.wheelchairAccess" },
  { param: "has_induction_loop", label: "events.inductionLoop" },
  { param: "has_accessible_toilet", label: "events.accessibleToilet" },
] as const;
export type EventFlag = (typeof EVENT_FLAGS)[number]["param"];

export type EventsCriteria = {
  query: string;
  /** An organisation-event collection slug, or "" for every category. */
  category: string;
  postcode: string;
  distance: number;
  /** `starts_after` and `ends_before` as typed (kept even when invalid, to show them back). */
  from: string;
  to: string;
  flags: Readonly<Record<EventFlag, boolean>>;
  /** Happening now, or at a day and time, as given (kept even when invalid, to show them back). */
  happening: { choice: HappeningChoice; day: string; time: string };
  page: number;
};

export type EventsFieldErrors = {
  query?: string;
  postcode?: string;
  from?: string;
  to?: string;
  happeningDay?: string;
  happeningTime?: string;
};

export function parseEventsCriteria(params: SearchParamsRecord): EventsCriteria {
  const distance = Number(firstParam(params, "distance"));
  return {
    query: firstParam(params, "query"),
    category: firstParam(params, "category"),
    postcode: firstParam(params, "postcode"),
    distance: (EVENT_DISTANCES as readonly number[]).includes(distance)
      ? distance
      : DEFAULT_EVENT_DISTANCE,
    from: firstParam(params, "starts_after"),
    to: firstParam(params, "ends_before"),
    flags: Object.fromEntries(
      EVENT_FLAGS.map(({ param }) => [param, firstParam(params, param) === "true"]),
    ) as Record<EventFlag, boolean>,
    happening: {
      choice: happeningChoice(firstParam(params, HAPPENING_PARAMS.choice)),
      day: firstParam(params, HAPPENING_PARAMS.day),
      time: firstParam(params, HAPPENING_PARAMS.time),
    },
    page: pageParam(params.page),
  };
}

/** `now` or `at`; anything else is any time, as other unknown values fall back to defaults. */
function happeningChoice(value: string): HappeningChoice {
  return value === "now" || value === "at" ? value : "";
}

/** `HH:MM`, or `H:MM` as typed where a browser has no time field; null when it is not a time. */
function timeOfDay(value: string): string | null {
  const time = value.length === 4 ? `0${value}` : value;
  // The hours and minutes `happening_at` takes, on any real day.
  return isOpenAtMoment(`2000-01-01T${time}`) ? time : null;
}

/** The moment asked for (a day and time only when both are valid), or null for any time. */
export function happeningCriterion(criteria: EventsCriteria): OpenCriterion | null {
  const { choice, day, time } = criteria.happening;
  if (choice === "now") return { kind: "now" };
  const chosenTime = timeOfDay(time);
  if (choice !== "at" || chosenTime === null || !isOpenAtMoment(`${day}T${chosenTime}`)) {
    return null;
  }
  return { kind: "at", day, time: chosenTime };
}

/** The day and time of "happening at", when chosen: each missing or not a real one. */
function happeningErrors({ happening }: EventsCriteria): EventsFieldErrors {
  if (happening.choice !== "at") return {};
  const errors: EventsFieldErrors = {};
  if (happening.day === "") errors.happeningDay = t("events.happeningDayMissing");
  else if (!isOpenAtMoment(`${happening.day}T00:00`)) {
    errors.happeningDay = t("events.happeningDayInvalid");
  }
  if (happening.time === "") errors.happeningTime = t("events.happeningTimeMissing");
  else if (timeOfDay(happening.time) === null) {
    errors.happeningTime = t("events.happeningTimeInvalid");
  }
  return errors;
}

/** Whether the visitor narrowed the list at all (paging alone does not count). */
export function isFiltered(criteria: EventsCriteria): boolean {
  return (
    criteria.query !== "" ||
    criteria.category !== "" ||
    criteria.postcode !== "" ||
    criteria.from !== "" ||
    criteria.to !== "" ||
    criteria.happening.choice !== "" ||
    Object.values(criteria.flags).some(Boolean)
  );
}

/** Field errors in the order of the form, so the error summary lists them top to bottom. */
function dateErrors(criteria: EventsCriteria): EventsFieldErrors {
  const errors: EventsFieldErrors = {};
  const fromValid = criteria.from === "" || isIsoDate(criteria.from);
  const toValid = criteria.to === "" || isIsoDate(criteria.to);
  if (!fromValid) errors.from = t("events.fromInvalid");
  if (!toValid) errors.to = t("events.toInvalid");
  if (fromValid && toValid && criteria.from !== "" && criteria.to !== "") {
    if (criteria.to < criteria.from) errors.to = t("events.toBeforeFrom");
  }
  return errors;
}

async function checkFields(
  geocoder: Geocoder,
  criteria: EventsCriteria,
): Promise<{ errors: EventsFieldErrors; location: GeocodedPostcode | null }> {
  const errors: EventsFieldErrors = {};
  const query = keywordError(criteria.query, "events");
  if (query !== null) errors.query = query;
  const location = criteria.postcode === "" ? null : await geocoder.geocode(criteria.postcode);
  if (criteria.postcode !== "" && location === null) {
    errors.postcode = t("searchPages.postcodeNotFound", { postcode: criteria.postcode });
  }
  return { errors: { ...errors, ...dateErrors(criteria), ...happeningErrors(criteria) }, location };
}

/** Only the field checks, for `generateMetadata` ("Error: " title prefix); geocodes are cached. */
export async function eventsFieldErrors(
  geocoder: Geocoder,
  params: SearchParamsRecord,
): Promise<EventsFieldErrors> {
  return (await checkFields(geocoder, parseEventsCriteria(params))).errors;
}

/**
 * The `POST /search/events` body. The API drops its "ends today or later" floor once
 * `ends_before` is sent, so a "to" date without a "from" date starts the range today; the "to"
 * day counts in full because the API compares it with the end date and time. "Happening now" is
 * asked as happening at this minute, as services' "open now" is, so a stored answer lasts a minute.
 */
export function eventSearchRequest(
  criteria: EventsCriteria,
  location: GeocodedPostcode | null,
  now: Date,
): EventSearchRequest {
  const today = londonToday(now);
  const happening = happeningCriterion(criteria);
  const from = criteria.from !== "" ? criteria.from : criteria.to !== "" ? today : "";
  const flags = EVENT_FLAGS.filter(({ param }) => criteria.flags[param]).map(({ param }) => [
    param,
    true,
  ]);
  return {
    ...(criteria.query.length >= MIN_QUERY_LENGTH ? { query: criteria.query } : {}),
    ...(criteria.category !== "" ? { category: criteria.category } : {}),
    ...(Object.fromEntries(flags) as Partial<Record<EventFlag, boolean>>),
    ...(from !== "" ? { starts_after: from } : {}),
    ...(criteria.to !== "" ? { ends_before: `${criteria.to}T23:59:59` } : {}),
    ...(happening ? { happening_at: openAtOf(happening, now) } : {}),
    ...(location
      ? { location: { lat: location.lat, lon: location.lon }, distance: criteria.distance }
      : {}),
    // A keyword ranks by relevance; otherwise soonest first is what a "What's on" list means.
    order: criteria.query.length >= MIN_QUERY_LENGTH ? "relevance" : "start_date",
  };
}

export type EventsOutcome = {
  criteria: EventsCriteria;
  errors: EventsFieldErrors;
  location: GeocodedPostcode | null;
  /** `null` while a field is rejected (nothing was searched). */
  results: Paginated<OrganisationEvent> | null;
};

function fetchEvents(
  api: ApiClient,
  request: EventSearchRequest,
  page: number,
  filtered: boolean,
): Promise<Paginated<OrganisationEvent>> {
  const paging = { page, per_page: EVENTS_PER_PAGE };
  // A filtered list is a search: kept only briefly, for the next resident who asks the same.
  const revalidate = filtered ? SEARCH_REVALIDATE_SECONDS : DEFAULT_REVALIDATE_SECONDS;
  return searchEvents(api, request, paging, { next: { revalidate, tags: [eventCacheTags.all] } });
}

/** Field errors (keeping what was typed) and one page of matching events. */
export async function runEventSearch(
  site: Site,
  geocoder: Geocoder,
  params: SearchParamsRecord,
  now: Date,
): Promise<EventsOutcome> {
  const criteria = parseEventsCriteria(params);
  const { errors, location } = await checkFields(geocoder, criteria);
  if (Object.keys(errors).length > 0) return { criteria, errors, location, results: null };
  const request = eventSearchRequest(criteria, location, now);
  const results = await fetchEvents(site.api(), request, criteria.page, isFiltered(criteria));
  return { criteria, errors, location, results };
}

/** The enabled event categories, for the category select. */
export async function loadEventCollections(site: Site): Promise<CollectionOrganisationEvent[]> {
  const collections = await getEventCollections(site.api(), {
    per_page: 100,
    next: {
      revalidate: DEFAULT_REVALIDATE_SECONDS,
      tags: [eventCacheTags.collections],
    },
  });
  return collections.data
    .filter((collection) => collection.enabled)
    .toSorted((a, b) => a.order - b.order);
}

// One event -------------------------------------------------------------------------------------

function fetchEvent(site: Site, slug: string): Promise<OrganisationEvent> {
  return getEvent(site.api(), slug, {
    include: ["organisation", "location"],
    next: {
      revalidate: DEFAULT_REVALIDATE_SECONDS,
      tags: [eventCacheTags.one(slug), eventCacheTags.all],
    },
  });
}

/** `notFound()` when the API has no such event. */
export function loadEvent(site: Site, slug: string): Promise<OrganisationEvent> {
  return orNotFound(fetchEvent(site, slug));
}

export function loadEventOrNull(site: Site, slug: string): Promise<OrganisationEvent | null> {
  return orNull(fetchEvent(site, slug));
}

/**
 * The home page's "Community events happening this week", soonest first: only the events their
 * organisers flagged for the home page (`homepage`).
 */
export async function loadHomeEvents(
  site: Site,
  now: Date,
): Promise<(EventFeedItem & { id: string })[]> {
  const { thisWeek } = quickDateRanges(now);
  // The API only lists events ending today or later to visitors, so no lower bound is needed.
  const events = await getEvents(site.api(), {
    filter: { homepage: true, starts_before: thisWeek.to },
    sort: "start_date",
    per_page: HOME_EVENTS_LIMIT,
    next: { revalidate: DEFAULT_REVALIDATE_SECONDS, tags: [eventCacheTags.all] },
  });
  return events.data.map(homeFeedItem);
}
