// Opening-hours presets and holiday patterns. Dates are relative to the reference day so "past",
// "current" and "future" closures stay meaningful whatever day the data is built for.
import { addDays, daysBetween, makeDay, onOrBeforeWeekday, yearOf } from "../lib/dates.ts";
import type { HolidayOpeningHour, IsoDate, RegularOpeningHour } from "../types.ts";

type Rule =
  | { f: "weekly"; days: number[]; open: string; close: string }
  | { f: "monthly"; day: number; open: string; close: string }
  | { f: "fortnightly"; weekday: number; open: string; close: string }
  | { f: "nth"; weekday: number; occurrence: number; open: string; close: string };

const weekly = (days: number[], open: string, close: string): Rule => ({
  f: "weekly",
  days,
  open,
  close,
});
const monthly = (day: number, open: string, close: string): Rule => ({
  f: "monthly",
  day,
  open,
  close,
});
const fortnightly = (weekday: number, open: string, close: string): Rule => ({
  f: "fortnightly",
  weekday,
  open,
  close,
});
const nth = (weekday: number, occurrence: number, open: string, close: string): Rule => ({
  f: "nth",
  weekday,
  occurrence,
  open,
  close,
});

const PRESETS = {
  office: [weekly([1, 2, 3, 4, 5], "09:00", "17:00")],
  "office-late": [weekly([1, 2, 3, 5], "09:00", "17:00"), weekly([4], "09:00", "19:30")],
  mornings: [weekly([1, 3, 5], "09:30", "12:30")],
  "drop-in": [weekly([2, 4], "10:00", "14:00")],
  "tue-morning": [weekly([2], "10:00", "12:00")],
  "wed-afternoon": [weekly([3], "13:30", "15:30")],
  "thu-evening": [weekly([4], "18:00", "20:00")],
  "fri-lunch": [weekly([5], "12:00", "14:00")],
  saturday: [weekly([6], "10:00", "13:00")],
  sunday: [weekly([7], "12:30", "15:00")],
  evening: [weekly([3], "18:30", "20:30")],
  "after-school": [weekly([1, 2, 3, 4], "15:30", "18:00")],
  weekend: [weekly([6], "09:00", "17:00"), weekly([7], "10:00", "16:00")],
  "seven-days": [weekly([1, 2, 3, 4, 5, 6, 7], "08:00", "20:00")],
  "night-shelter": [weekly([1, 2, 3, 4, 5, 6, 7], "19:00", "23:59")],
  "monthly-1": [monthly(1, "18:00", "20:00")],
  "monthly-15": [monthly(15, "10:00", "13:00")],
  "monthly-31": [monthly(31, "14:00", "16:00")],
  "fortnightly-wed": [fortnightly(3, "10:00", "12:00")],
  "fortnightly-fri": [fortnightly(5, "13:00", "15:00")],
  "fortnightly-sat": [fortnightly(6, "10:00", "12:30")],
  "first-saturday": [nth(6, 1, "10:00", "13:00")],
  "second-tuesday": [nth(2, 2, "14:00", "16:00")],
  "third-thursday": [nth(4, 3, "18:00", "20:00")],
  "fourth-monday": [nth(1, 4, "10:00", "12:00")],
  "last-friday": [nth(5, 5, "19:00", "21:00")],
  "last-sunday": [nth(7, 5, "14:00", "16:30")],
  "drop-in-plus-saturday": [weekly([2], "10:00", "12:00"), nth(6, 1, "10:00", "12:00")],
  clinic: [
    weekly([1], "09:00", "12:00"),
    weekly([3], "13:00", "17:00"),
    monthly(10, "17:00", "19:00"),
  ],
  "youth-evenings": [weekly([2, 4], "18:00", "21:00"), fortnightly(5, "18:00", "22:00")],
} satisfies Record<string, Rule[]>;

export type ScheduleKey = keyof typeof PRESETS;

const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];
const ORDINALS = ["1st", "2nd", "3rd", "4th", "last"];

/**
 * Hours written as a listing would give them, rules separated by `;`: `Mon Wed 10:00-12:30`
 * (weekly), `every other Fri 13:00-15:00` (fortnightly), `2nd Tue 14:00-16:00` and
 * `last Fri 19:00-21:00` (a weekday of the month), `15th 10:00-13:00` (a day of the month).
 */
export function parseHours(spec: string): Rule[] {
  return spec.split(";").map((text) => {
    const rule = text.trim().toLowerCase();
    const match = /^(.*?)\s*(\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(rule);
    if (!match) throw new Error(`Opening hours "${text}": no times`);
    const [, when = "", open = "", close = ""] = match;
    const words = when.split(/\s+/).filter(Boolean);
    const day = (word: string): number => {
      const index = WEEKDAYS.indexOf(word.slice(0, 3));
      if (index < 0) throw new Error(`Opening hours "${text}": "${word}" is not a weekday`);
      return index + 1;
    };
    if (words[0] === "every" && words[1] === "other" && words[2]) {
      return fortnightly(day(words[2]), open, close);
    }
    const ordinal = ORDINALS.indexOf(words[0] ?? "");
    if (ordinal >= 0 && words[1]) return nth(day(words[1]), ordinal + 1, open, close);
    const dayOfMonth = /^(\d{1,2})(st|nd|rd|th)$/.exec(words[0] ?? "");
    if (dayOfMonth && words.length === 1) return monthly(Number(dayOfMonth[1]), open, close);
    if (words.length === 0) throw new Error(`Opening hours "${text}": no days`);
    return weekly(words.map(day), open, close);
  });
}

/** A preset's name, or hours in `parseHours()`'s notation. */
export type Schedule = ScheduleKey | (string & {});

const time = (hhmm: string): string => `${hhmm}:00`;

/**
 * The regular opening hours of a preset or of written hours; fortnightly anchors fall two to three
 * weeks before the reference day.
 */
export function scheduleHours(schedule: Schedule, referenceDay: IsoDate): RegularOpeningHour[] {
  const rules: Rule[] =
    schedule in PRESETS ? PRESETS[schedule as ScheduleKey] : parseHours(schedule);
  return rules.flatMap((rule): RegularOpeningHour[] => {
    const hours = { opens_at: time(rule.open), closes_at: time(rule.close) };
    switch (rule.f) {
      case "weekly":
        return rule.days.map((weekday) => ({ frequency: "weekly", weekday, ...hours }));
      case "monthly":
        return [{ frequency: "monthly", day_of_month: rule.day, ...hours }];
      case "fortnightly":
        return [
          {
            frequency: "fortnightly",
            starts_at: onOrBeforeWeekday(addDays(referenceDay, -14), rule.weekday),
            ...hours,
          },
        ];
      case "nth":
        return [
          {
            frequency: "nth_occurrence_of_month",
            weekday: rule.weekday,
            occurrence_of_month: rule.occurrence,
            ...hours,
          },
        ];
    }
  });
}

const closed = (starts: IsoDate, ends: IsoDate): HolidayOpeningHour => ({
  is_closed: true,
  starts_at: starts,
  ends_at: ends,
  opens_at: "00:00:00",
  closes_at: "00:00:00",
});
const special = (
  starts: IsoDate,
  ends: IsoDate,
  open: string,
  close: string,
): HolidayOpeningHour => ({
  is_closed: false,
  starts_at: starts,
  ends_at: ends,
  opens_at: time(open),
  closes_at: time(close),
});

/** The next Christmas closure (24 December – 1 January) that has not finished by the reference day. */
export function christmasClosure(referenceDay: IsoDate): HolidayOpeningHour {
  const year = yearOf(referenceDay);
  const thisNewYear = makeDay(year, 1, 1);
  const start =
    daysBetween(referenceDay, thisNewYear) >= 0 ? makeDay(year - 1, 12, 24) : makeDay(year, 12, 24);
  return closed(start, addDays(start, 8));
}

export const HOLIDAY_PATTERN_COUNT = 6;

/**
 * Holiday hours pattern `n` (0 … HOLIDAY_PATTERN_COUNT-1): none; past closure + Christmas;
 * current special opening + future closure; current closure + past special opening; future
 * special opening + past closure; all of past, current and future.
 */
export function holidayPattern(n: number, referenceDay: IsoDate): HolidayOpeningHour[] {
  const d = (offset: number): IsoDate => addDays(referenceDay, offset);
  switch (n % HOLIDAY_PATTERN_COUNT) {
    case 1:
      return [closed(d(-45), d(-44)), christmasClosure(referenceDay)];
    case 2:
      return [special(d(-1), d(1), "10:00", "13:00"), closed(d(30), d(30))];
    case 3:
      return [special(d(-60), d(-60), "11:00", "14:00"), closed(d(0), d(2))];
    case 4:
      return [closed(d(-100), d(-93)), special(d(14), d(14), "11:00", "15:00")];
    case 5:
      return [
        closed(d(-20), d(-18)),
        special(d(0), d(0), "09:00", "12:00"),
        closed(d(40), d(47)),
        christmasClosure(referenceDay),
      ];
    default:
      return [];
  }
}
