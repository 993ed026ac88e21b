// Checks a 422 body: the contract's envelope, exactly these errors, and Laravel's summary message.
import { ValidationErrorResponseSchema } from "@hub/api-client/schemas";
import { expect } from "vitest";
import type { CallResult } from "./harness.ts";
import { expectContract } from "./contract.ts";

export function expectValidationErrors(
  response: CallResult,
  errors: Record<string, string[]>,
): void {
  expect(response.status).toBe(422);
  expectContract(ValidationErrorResponseSchema, response.body);
  expect(response.body).toEqual({ message: summary(errors), errors });
}

/** The first message, plus " (and N more error(s))". */
function summary(errors: Record<string, string[]>): string {
  const messages = Object.values(errors).flat();
  const more = messages.length - 1;
  const first = messages[0] ?? "";
  return more > 0 ? `${first} (and ${more} more error${more === 1 ? "" : "s"})` : first;
}
