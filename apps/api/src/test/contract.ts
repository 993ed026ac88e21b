// Checks a response body against the api-client schema that the website parses it with.
import { StrictTimestampSchema } from "@hub/api-client/schemas";
import { expect } from "vitest";
import type { z } from "zod";

/** Keys holding datetimes; `starts_at`/`ends_at` of opening hours are plain dates instead. */
const TIMESTAMP_KEYS = new Set([
  "created_at",
  "updated_at",
  "last_modified_at",
  "ends_at",
  "consented_at",
  "referral_consented_at",
  "feedback_consented_at",
  "status_last_updated_at",
]);

/**
 * The body parses, parsing changes nothing (so there is no key the schema does not name), and
 * every timestamp is `YYYY-MM-DDTHH:MM:SS+0000`.
 */
export function expectContract(schema: z.ZodType, body: unknown): void {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Error(`Contract violation: ${parsed.error.message}`);
  expect(parsed.data).toEqual(body);
  expectStrictTimestamps(body);
}

/** Every timestamp of the body is the API's own `YYYY-MM-DDTHH:MM:SS+0000`. */
export function expectStrictTimestamps(body: unknown): void {
  for (const [key, value] of timestampFields(body)) {
    expect(StrictTimestampSchema.safeParse(value).success, `${key} = ${value}`).toBe(true);
  }
}

function* timestampFields(value: unknown, key = ""): Generator<[string, string]> {
  if (Array.isArray(value)) {
    for (const item of value) yield* timestampFields(item, key);
  } else if (typeof value === "object" && value !== null) {
    for (const [name, item] of Object.entries(value)) yield* timestampFields(item, name);
  } else if (
    typeof value === "string" &&
    TIMESTAMP_KEYS.has(key) &&
    !/^\d{4}-\d{2}-\d{2}$/.test(value)
  ) {
    yield [key, value];
  }
}
