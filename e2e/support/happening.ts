// What the events specs of "happening now" and "happening at" (issue 43, decision 0086) share:
// every event a visitor is shown, from the variant's API, the events on at a London wall-clock
// moment (start ≤ moment ≤ end, as the events page shows their dates and times), moments inside,
// at the edges of and across midnight within them, and the slugs an events page lists.
import { londonWallClock, secondsToTime, shiftDate } from "@hub/opening-times";
import type { Page } from "@playwright/test";

import { everything } from "./opening.ts";
import type { ApiJson } from "./opening.ts";

export type ListedEvent = {
  slug: string;
  start_date: string;
  start_time: string;
  end_date: string;
  end_time: string;
};

/** A London wall-clock minute: `YYYY-MM-DD` and `HH:MM`. */
export type Moment = { name: string; day: string; time: string };

/** Every event a guest is listed (the API lists those ending today or later). */
export const listedEvents = (apiJson: ApiJson): Promise<ListedEvent[]> =>
  everything<ListedEvent>(apiJson, "organisation-events?");

/** The slugs of the events on at the moment, sorted. */
export function eventsOnAt(events: readonly ListedEvent[], at: Moment): string[] {
  const moment = `${at.day} ${at.time}:00`;
  return events
    .filter(
      (event) =>
        `${event.start_date} ${event.start_time}` <= moment &&
        moment <= `${event.end_date} ${event.end_time}`,
    )
    .map((event) => event.slug)
    .toSorted();
}

/** The London wall-clock minute of an instant. */
export function momentAt(name: string, instant: Date): Moment {
  const { date, secondsOfDay } = londonWallClock(instant);
  return { name, day: date, time: secondsToTime(secondsOfDay).slice(0, 5) };
}

const minuteOf = (time: string) => time.slice(0, 5);

/**
 * Moments where the rule turns: the start and end minutes of the first event (both on), the
 * minute before it starts, and, of an event running over days, 23:59 on its first day and
 * midnight after it.
 */
export function turningMoments(events: readonly ListedEvent[]): Moment[] {
  const first = events.find((event) => minuteOf(event.start_time) !== "00:00");
  const overDays = events.find((event) => event.start_date < event.end_date);
  if (!first || !overDays) throw new Error("The demo content has no events to turn on.");
  const [hours = 0, minutes = 0] = first.start_time.split(":").map(Number);
  const before = secondsToTime(hours * 3600 + minutes * 60 - 60).slice(0, 5);
  return [
    { name: `${first.slug} starts`, day: first.start_date, time: minuteOf(first.start_time) },
    { name: `${first.slug} is about to start`, day: first.start_date, time: before },
    { name: `${first.slug} ends`, day: first.end_date, time: minuteOf(first.end_time) },
    { name: `${overDays.slug} late on its first day`, day: overDays.start_date, time: "23:59" },
    {
      name: `${overDays.slug} at midnight`,
      day: shiftDate(overDays.start_date, 1),
      time: "00:00",
    },
  ];
}

/** The address query of "happening at" a moment. */
export const happeningAtQuery = (at: Moment) =>
  `happening=at&happening_day=${at.day}&happening_time=${encodeURIComponent(at.time)}`;

/** The slugs of the events a list page shows, sorted. */
export async function listedSlugs(page: Page): Promise<string[]> {
  const hrefs = await page
    .getByRole("region", { name: "Events", exact: true })
    .locator(":scope > ul > li h3 a")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return hrefs.map((href) => href.replace(/^\/events\//, "")).toSorted();
}
