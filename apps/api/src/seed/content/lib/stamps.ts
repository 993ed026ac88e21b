import type { IsoDate, IsoDateTime } from "../types.ts";
import { addDays, isoDateTime, timeOfDay } from "./dates.ts";
import { hash32 } from "./prng.ts";

export type Stamps = { created_at: IsoDateTime; updated_at: IsoDateTime };

/**
 * Plausible, stable created/updated timestamps for a record: created between ~4 years and ~3
 * months before the reference day, updated some time after that but never after the day before.
 */
export function stampsFor(referenceDay: IsoDate, key: string, minAgeDays = 90): Stamps {
  const h = hash32(key);
  const createdAge = minAgeDays + (h % 1400);
  const updatedAge = 1 + ((h >>> 11) % Math.max(1, Math.min(createdAge - 1, 400)));
  return {
    created_at: isoDateTime(
      addDays(referenceDay, -createdAge),
      timeOfDay(8 * 60 + ((h >>> 3) % 600)),
    ),
    updated_at: isoDateTime(
      addDays(referenceDay, -updatedAge),
      timeOfDay(8 * 60 + ((h >>> 7) % 600)),
    ),
  };
}
