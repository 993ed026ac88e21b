import { describe, expect, it } from "vitest";
import { toOpeningHoursSpecification } from "./schema-org.ts";
import type { HolidayOpeningHour, RegularOpeningHour, ServiceLocationHours } from "./types.ts";

const weekly = (
  weekday: number,
  opensAt = "09:00:00",
  closesAt = "17:00:00",
): RegularOpeningHour => ({
  frequency: "weekly",
  weekday,
  opens_at: opensAt,
  closes_at: closesAt,
});
const holiday = (
  isClosed: boolean,
  startsAt: string,
  endsAt: string,
  opensAt = "00:00:00",
  closesAt = "00:00:00",
): HolidayOpeningHour => ({
  is_closed: isClosed,
  starts_at: startsAt,
  ends_at: endsAt,
  opens_at: opensAt,
  closes_at: closesAt,
});
const location = (
  regular: RegularOpeningHour[],
  holidays: HolidayOpeningHour[] = [],
): ServiceLocationHours => ({ regular_opening_hours: regular, holiday_opening_hours: holidays });

describe("toOpeningHoursSpecification", () => {
  it.each([
    [
      "weekly rules, Monday first",
      location([weekly(3, "10:30:00", "16:45:00"), weekly(1)]),
      [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: "https://schema.org/Monday",
          opens: "09:00",
          closes: "17:00",
        },
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: "https://schema.org/Wednesday",
          opens: "10:30",
          closes: "16:45",
        },
      ],
    ],
    [
      "Sunday, open until midnight",
      location([weekly(7, "18:00:00", "00:00:00")]),
      [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: "https://schema.org/Sunday",
          opens: "18:00",
          closes: "23:59",
        },
      ],
    ],
    [
      "overnight keeps its early closing time",
      location([weekly(5, "22:00:00", "02:00:00")]),
      [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: "https://schema.org/Friday",
          opens: "22:00",
          closes: "02:00",
        },
      ],
    ],
    [
      "rules with no schema.org form or broken fields are left out",
      location([
        { frequency: "monthly", day_of_month: 3, opens_at: "09:00:00", closes_at: "17:00:00" },
        {
          frequency: "fortnightly",
          starts_at: "2024-07-30",
          opens_at: "09:00:00",
          closes_at: "17:00:00",
        },
        {
          frequency: "nth_occurrence_of_month",
          occurrence_of_month: 5,
          weekday: 5,
          opens_at: "09:00:00",
          closes_at: "17:00:00",
        },
        weekly(0),
        weekly(2, "9am", "5pm"),
      ]),
      [],
    ],
    [
      "holidays by start date: closed, special hours, open all day",
      location(
        [weekly(1)],
        [
          holiday(false, "2026-12-24", "2026-12-24", "10:00:00", "14:00:00"),
          holiday(true, "2026-12-25", "2026-12-26"),
          holiday(false, "2026-12-20", "2026-12-20"),
        ],
      ),
      [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: "https://schema.org/Monday",
          opens: "09:00",
          closes: "17:00",
        },
        {
          "@type": "OpeningHoursSpecification",
          opens: "00:00",
          closes: "23:59",
          validFrom: "2026-12-20",
          validThrough: "2026-12-20",
        },
        {
          "@type": "OpeningHoursSpecification",
          opens: "10:00",
          closes: "14:00",
          validFrom: "2026-12-24",
          validThrough: "2026-12-24",
        },
        {
          "@type": "OpeningHoursSpecification",
          opens: "00:00",
          closes: "00:00",
          validFrom: "2026-12-25",
          validThrough: "2026-12-26",
        },
      ],
    ],
    [
      "holidays with broken dates or times are left out",
      location(
        [],
        [
          holiday(true, "2026-12-25", "soon"),
          holiday(false, "2026-12-24", "2026-12-24", "ten", "14:00:00"),
          holiday(true, "bad", "2026-12-31"),
        ],
      ),
      [],
    ],
    ["nothing", location([]), []],
  ])("%s", (_name, hours, expected) => {
    expect(toOpeningHoursSpecification(hours)).toEqual(expected);
  });
});
