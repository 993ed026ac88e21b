import { t } from "@hub/core/messages";
import { formatLongDate, formatTime, weekdayName } from "@hub/opening-times";

import { Icon } from "../icon/index.ts";

export type EventDateLineProps = {
  /** `YYYY-MM-DD`. */
  startDate: string;
  endDate?: string | null;
  /** `HH:MM:SS`. */
  startTime: string;
  endTime: string;
};

/** "Tuesday 24th November 2026" for `2026-11-24`. */
export function longDateWithWeekday(date: string): string {
  const day = date.slice(0, 10);
  const noon = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(noon.getTime())) return date;
  const weekday = weekdayName(noon.getUTCDay() === 0 ? 7 : noon.getUTCDay());
  return weekday ? `${weekday} ${formatLongDate(day)}` : formatLongDate(day);
}

/** When an event happens: "Tuesday 24th November 2026, 2:30pm to 4pm", or across two days. */
export function eventDateText({
  startDate,
  endDate,
  startTime,
  endTime,
}: EventDateLineProps): string {
  const start = formatTime(startTime);
  const end = formatTime(endTime);
  const sameDay = !endDate || endDate.slice(0, 10) === startDate.slice(0, 10);
  return sameDay
    ? t("ui.detail.event.sameDay", { date: longDateWithWeekday(startDate), start, end })
    : t("ui.detail.event.days", {
        startDate: longDateWithWeekday(startDate),
        start,
        endDate: longDateWithWeekday(endDate),
        end,
      });
}

/** The date and times of an event on one line, with a calendar icon. */
export function EventDateLine(props: EventDateLineProps) {
  return (
    <p className="flex items-start gap-2 font-bold">
      <Icon name="calendar" className="mt-1" />
      <span>{eventDateText(props)}</span>
    </p>
  );
}
