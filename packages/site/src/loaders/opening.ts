// Opening times on the search pages: the moment "open now" asks for, the days "open on a day and
// time" offers, and each result card's line ("Open now, closes 5pm", "Opens Tuesday 9:30am"),
// all read on the London wall clock.
import type { ServiceSearchResult } from "@hub/api-client/schemas";
import { t } from "@hub/core/messages";
import {
  calendarDay,
  formatShortDate,
  formatTime,
  londonWallClock,
  openingStatus,
  secondsToTime,
  shiftDate,
  weekdayName,
} from "@hub/opening-times";
import type { OpenDay } from "@hub/ui/filter-panel";

import type { OpenCriterion } from "./search-criteria.ts";

/** How many days, today first, "open on a day and time" offers. */
export const OPEN_DAYS_OFFERED = 7;

/** The London wall-clock minute of an instant, as `open_at` takes it: `YYYY-MM-DDTHH:MM`. */
function minuteOf(now: Date): string {
  const { date, secondsOfDay } = londonWallClock(now);
  return `${date}T${secondsToTime(secondsOfDay).slice(0, 5)}`;
}

/** What `open_at` a criterion asks the API for: the chosen moment, or this minute. */
export function openAtOf(open: OpenCriterion, now: Date): string {
  return open.kind === "now" ? minuteOf(now) : `${open.day}T${open.time}`;
}

/** Today, tomorrow and the five days after, each with how it reads. */
export function openDayChoices(now: Date): OpenDay[] {
  const today = londonWallClock(now).date;
  return Array.from({ length: OPEN_DAYS_OFFERED }, (_, offset) => {
    const value = offset === 0 ? today : shiftDate(today, offset);
    const label =
      offset === 0
        ? t("ui.detail.openingTimes.today")
        : (formatShortDate(value, { weekday: true }) ?? value);
    return { value, label };
  });
}

/** "today", "tomorrow", a weekday within the week, else "30 November". */
function dayWords(date: string, today: string): string {
  if (date === today) return t("searchPages.openToday");
  if (date === shiftDate(today, 1)) return t("searchPages.openTomorrow");
  for (let offset = 2; offset < 7; offset += 1) {
    if (date === shiftDate(today, offset)) return weekdayName(calendarDay(date).weekday) ?? date;
  }
  return formatShortDate(date) ?? date;
}

/** The card's opening line, or null when the service gives no opening times. */
export function openingLine(
  service: ServiceSearchResult,
  now: Date,
): { open: boolean; text: string } | null {
  const status = openingStatus(service.service_locations, now);
  if (status.state === "unknown") return null;
  if (status.state === "open") {
    return {
      open: true,
      text: t("ui.search.card.openNow", { time: formatTime(status.closes.time) }),
    };
  }
  if (status.opens === null) return { open: false, text: t("ui.search.card.closed") };
  const today = londonWallClock(now).date;
  return {
    open: false,
    text: t("ui.search.card.opens", {
      day: dayWords(status.opens.date, today),
      time: formatTime(status.opens.time),
    }),
  };
}
