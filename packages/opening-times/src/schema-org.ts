import { normaliseDate, weekdayName } from "./calendar.ts";
import { holidayRange } from "./holidays.ts";
import { sortRegularHours } from "./sort.ts";
import { timeToSeconds, toHourMinute } from "./time.ts";
import type { HolidayOpeningHour, ServiceLocationHours } from "./types.ts";
import type { WeekdayName } from "./wording.ts";

/** A schema.org day of the week, e.g. `https://schema.org/Monday`. */
export type SchemaOrgDayOfWeek = `https://schema.org/${WeekdayName}`;

/** A schema.org `OpeningHoursSpecification` (times as `HH:MM`, dates as `YYYY-MM-DD`). */
export type OpeningHoursSpecification = {
  "@type": "OpeningHoursSpecification";
  dayOfWeek?: SchemaOrgDayOfWeek;
  opens: string;
  closes: string;
  validFrom?: string;
  validThrough?: string;
};

// Search engines read 00:00–00:00 as closed all day and 00:00–23:59 as open all day, so a
// closing time of midnight becomes 23:59.
const CLOSED_TIME = "00:00";
const END_OF_DAY = "23:59";

function hours(opensAt: string, closesAt: string): { opens: string; closes: string } | null {
  const opens = toHourMinute(opensAt);
  const closes = toHourMinute(closesAt);
  if (opens === null || closes === null) {
    return null;
  }
  return { opens, closes: timeToSeconds(closesAt) === 0 ? END_OF_DAY : closes };
}

function holidaySpecification(holiday: HolidayOpeningHour): OpeningHoursSpecification[] {
  const range = holidayRange(holiday);
  const times = holiday.is_closed
    ? { opens: CLOSED_TIME, closes: CLOSED_TIME }
    : hours(holiday.opens_at, holiday.closes_at);
  return range === null || times === null
    ? []
    : [
        {
          "@type": "OpeningHoursSpecification",
          ...times,
          validFrom: range.starts,
          validThrough: range.ends,
        },
      ];
}

/**
 * schema.org `OpeningHoursSpecification`s: one per weekly rule (Monday → Sunday), then one per
 * holiday with `validFrom`/`validThrough` (closed = `00:00`–`00:00`). Fortnightly and monthly
 * rules have no schema.org form and are left out.
 */
export function toOpeningHoursSpecification(
  location: ServiceLocationHours,
): OpeningHoursSpecification[] {
  const weekly = sortRegularHours(location.regular_opening_hours).flatMap(
    (rule): OpeningHoursSpecification[] => {
      const weekday = rule.frequency === "weekly" ? weekdayName(rule.weekday) : null;
      const times = hours(rule.opens_at, rule.closes_at);
      return weekday === null || times === null
        ? []
        : [
            {
              "@type": "OpeningHoursSpecification",
              dayOfWeek: `https://schema.org/${weekday}`,
              ...times,
            },
          ];
    },
  );
  const holidays = location.holiday_opening_hours
    .toSorted((a, b) =>
      (normaliseDate(a.starts_at) ?? "").localeCompare(normaliseDate(b.starts_at) ?? ""),
    )
    .flatMap(holidaySpecification);
  return [...weekly, ...holidays];
}
