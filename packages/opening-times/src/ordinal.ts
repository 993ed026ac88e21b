import { INVALID_DAY } from "./wording.ts";

/** Day of the month with its English suffix (`1st`, `2nd`, `11th`, `23rd`); `Invalid day` outside 1–31. */
export function ordinal(day: number): string {
  if (!Number.isInteger(day) || day < 1 || day > 31) {
    return INVALID_DAY;
  }
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) {
    return `${day}th`;
  }
  switch (day % 10) {
    case 1:
      return `${day}st`;
    case 2:
      return `${day}nd`;
    case 3:
      return `${day}rd`;
    default:
      return `${day}th`;
  }
}
