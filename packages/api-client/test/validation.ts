// What the API's validation would answer for a request body, for the request schemas' tests.
import type { z } from "zod";

import { toValidationErrorResponse } from "../src/schemas/index.ts";

/** A 422's `errors`, or null when the body is valid. */
export type Errors = Record<string, string[]> | null;

export function errorsOf(schema: z.ZodType, body: unknown): Errors {
  const result = schema.safeParse(body);
  return result.success ? null : toValidationErrorResponse(result.error).errors;
}
