// What every test builder shares (testing.ts, testing-writes.ts): the one timestamp of built
// resources, and building by parsing, so a fixture can never drift from the contract.
import type { z } from "zod";

/** `created_at` / `updated_at` of every built resource, in the API's own format. */
export const FIXTURE_TIMESTAMP = "2026-05-01T10:00:00+0000";

export const stamps = { created_at: FIXTURE_TIMESTAMP, updated_at: FIXTURE_TIMESTAMP };

export function build<S extends z.ZodType>(schema: S, body: z.input<S>): z.output<S> {
  return schema.parse(body);
}
