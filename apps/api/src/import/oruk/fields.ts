// Reading an ORUK feed's JSON (decision 0074). A feed's records are untyped until the folder
// schemas check what they become (../check.ts), so these readers never throw: a field of the
// wrong type is either passed on as it is, for the check to name, or read as absent where the
// field is optional.
import { isObject } from "../source.ts";

export type Raw = Record<string, unknown>;

/** The objects of a list; anything else in it, or a list that is not one, reads as nothing. */
export const objects = (value: unknown): Raw[] =>
  Array.isArray(value) ? value.filter(isObject) : [];

/** A text with something in it, or undefined. */
export function text(record: Raw | undefined, key: string): string | undefined {
  const value = record?.[key];
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

/** The record's id when it is a text; a record without one is named by its place. */
export const idOf = (record: unknown, index: number): string => {
  const id = isObject(record) ? record.id : undefined;
  return typeof id === "string" ? id : `#${index + 1}`;
};

/** The date part of a date or date-time (`2026-11-10T00:00:00Z` → `2026-11-10`), else as given. */
export function datePart(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const match = /^(\d{4}-\d{2}-\d{2})(T.*)?$/.exec(value.trim());
  return match?.[1] ?? value;
}

/** `9:00`, `09:00` or `09:00:00`, an offset after it dropped, as `HH:MM:SS`; else as given. */
export function timeOf(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?(?:Z|[+-]\d{2}:?\d{2})?$/.exec(
    value.trim(),
  );
  if (!match) return value;
  const [, hours = "", minutes = "", seconds = "00"] = match;
  return `${hours.padStart(2, "0")}:${minutes}:${seconds}`;
}

/**
 * A lower-case slug of a name, unique among `taken` (which it joins): a name already used gets
 * the first characters of the record's id after it.
 */
export function uniqueSlug(name: unknown, id: string, taken: Set<string>): string {
  const base =
    (typeof name === "string" ? name : "")
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/&/g, " and ")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 80) || "record";
  const own = `${base}-${id
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "")
    .slice(0, 8)}`;
  let slug = taken.has(base) ? own : base;
  for (let n = 2; taken.has(slug); n++) slug = `${own}-${n}`;
  taken.add(slug);
  return slug;
}

/** Records carry no date of their own in the profile but ours need one: the same every run. */
export const UNDATED = "1970-01-01T00:00:00Z";
