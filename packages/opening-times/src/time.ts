import { utc } from "@date-fns/utc";
import { format, isValid, parse } from "date-fns";

// Times of day carry no date; parse them onto a fixed UTC day so no offset change can shift them.
const REFERENCE_DAY = new Date(0);
const TIME_FORMATS = ["HH:mm:ss", "HH:mm"] as const;

export const SECONDS_PER_DAY = 24 * 60 * 60;

function parseTime(time: string): Date | null {
  for (const pattern of TIME_FORMATS) {
    const parsed = parse(time, pattern, REFERENCE_DAY, { in: utc });
    if (isValid(parsed)) {
      return parsed;
    }
  }
  return null;
}

/** Seconds after midnight of an `HH:MM:SS` (or `HH:MM`) time, or `null` if it is not a time. */
export function timeToSeconds(time: string): number | null {
  const parsed = parseTime(time);
  return parsed === null
    ? null
    : parsed.getHours() * 3600 + parsed.getMinutes() * 60 + parsed.getSeconds();
}

/** `HH:MM` form of an `HH:MM:SS` time, or `null` if it is not a time. */
export function toHourMinute(time: string): string | null {
  const parsed = parseTime(time);
  return parsed === null ? null : format(parsed, "HH:mm");
}

/** 12-hour time without `:00` minutes: `09:30:00` → `9:30am`, `17:00:00` → `5pm`, `00:00:00` → `12am`; anything else is returned unchanged. */
export function formatTime(time: string): string {
  const parsed = parseTime(time);
  return parsed === null ? time : format(parsed, "h:mmaaa").replace(":00", "");
}
