import { UTCDate } from "@date-fns/utc";
import { format } from "date-fns";

export const SECONDS_PER_DAY = 24 * 60 * 60;

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** `HH:MM:SS` of a number of seconds after midnight, within the day (`34200` → `09:30:00`). */
export function secondsToTime(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return `${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(seconds % 60)}`;
}

// `HH:MM:SS` or `HH:MM`, each field one or two digits, trailing spaces allowed: what date-fns'
// `parse` accepts for those patterns (time.test.ts checks the two agree). A regular expression,
// because open-now reads every location's times on every search.
const TIME_OF_DAY = /^(\d{1,2}):(\d{1,2})(?::(\d{1,2}))?\s*$/;

/** Seconds after midnight of an `HH:MM:SS` (or `HH:MM`) time, or `null` if it is not a time. */
export function timeToSeconds(time: string): number | null {
  const match = TIME_OF_DAY.exec(time);
  if (match === null) {
    return null;
  }
  const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  return hours < 24 && minutes < 60 && seconds < 60 ? hours * 3600 + minutes * 60 + seconds : null;
}

// Times of day carry no date; format them on the first UTC day so no offset change can shift them.
function onReferenceDay(time: string): UTCDate | null {
  const seconds = timeToSeconds(time);
  return seconds === null ? null : new UTCDate(seconds * 1000);
}

/** `HH:MM` form of an `HH:MM:SS` time, or `null` if it is not a time. */
export function toHourMinute(time: string): string | null {
  const parsed = onReferenceDay(time);
  return parsed === null ? null : format(parsed, "HH:mm");
}

/** 12-hour time without `:00` minutes: `09:30:00` → `9:30am`, `17:00:00` → `5pm`, `00:00:00` → `12am`; anything else is returned unchanged. */
export function formatTime(time: string): string {
  const parsed = onReferenceDay(time);
  return parsed === null ? time : format(parsed, "h:mmaaa").replace(":00", "");
}
