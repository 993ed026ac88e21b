// Every English phrase this package produces, in one place.

export const INVALID_DAY = "Invalid day";

export const WEEKDAY_NAMES = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

export type WeekdayName = (typeof WEEKDAY_NAMES)[number];

export const OCCURRENCE_WORDS = ["first", "second", "third", "fourth", "last"] as const;

export const wording = {
  timeRange: (opens: string, closes: string) => `${opens}→${closes}`,
  weekly: (weekday: string, times: string) => `Every ${weekday} ${times}`,
  monthly: (ordinalDay: string) => `Every ${ordinalDay} day of the month`,
  fortnightly: (weekday: string) => `Fortnightly on ${weekday}s`,
  nthOccurrence: (occurrence: string, weekday: string) =>
    `Every ${occurrence} ${weekday} of the month.`,
  nextOccurring: (date: string) => `Next occurring on ${date}.`,
  closureOnDay: (date: string) => `on ${date}`,
  closureBetween: (from: string, to: string) => `between ${from} - ${to}`,
  closed: (when: string) => `Closed ${when}`,
  open: (when: string, hours: string) => `Open ${when}${hours}`,
  fromTo: (opens: string, closes: string) => ` from ${opens} to ${closes}`,
  from: (opens: string) => ` from ${opens}`,
  until: (closes: string) => ` until ${closes}`,
} as const;
