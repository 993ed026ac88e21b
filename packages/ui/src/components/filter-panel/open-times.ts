// The choices of the "open on a day and time" filter: the days the page offers and every half
// hour of the day, in 12-hour words.
import { t } from "@hub/core/messages";
import { formatGovukDate, formatTime, secondsToTime } from "@hub/opening-times";

/** A day the filter offers: `YYYY-MM-DD`, and how it reads ("Today", "Monday 30 November"). */
export type OpenDay = { value: string; label: string };

/** Every half hour, `HH:MM` with its 12-hour words (`9:30am`). */
export const OPEN_TIMES: readonly { value: string; label: string }[] = Array.from(
  { length: 48 },
  (_, index) => {
    const value = secondsToTime(index * 1800).slice(0, 5);
    return { value, label: formatTime(`${value}:00`) };
  },
);

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * "Open Monday 30 November at 9:30am" (a day the page does not offer, from an older link, reads
 * "30 November 2026"), or null when the day or time is not one.
 */
export function openAtLabel(
  day: string,
  time: string,
  openDays: readonly OpenDay[],
): string | null {
  const dayLabel = openDays.find((each) => each.value === day)?.label ?? formatGovukDate(day);
  const timeLabel = TIME.test(time) ? formatTime(`${time}:00`) : null;
  return dayLabel === null || timeLabel === null
    ? null
    : t("ui.search.filters.openAtSelected", { day: dayLabel, time: timeLabel });
}
