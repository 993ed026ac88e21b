// Europe/London wall-clock helpers: "today" for guests, and event times as instants.
import { TZDate } from "@date-fns/tz";
import { todayInLondon } from "@hub/opening-times";

export const LONDON = "Europe/London";

/** `YYYY-MM-DD` of `now` in London. */
export function londonToday(now: Date): string {
  return todayInLondon(now);
}

/** The instant of a London wall-clock date and time (`YYYY-MM-DD`, `HH:MM:SS`). */
export function londonInstant(date: string, time: string): Date {
  const [year = 1970, month = 1, day = 1] = date.split("-").map(Number);
  const [hours = 0, minutes = 0, seconds = 0] = time.split(":").map(Number);
  return new Date(new TZDate(year, month - 1, day, hours, minutes, seconds, LONDON).getTime());
}

/** `20261124T100000Z`, the compact UTC form calendar links use. */
export function compactUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");
}
