// Request-body validation for the write endpoints: Laravel's input normalisation, then the
// api-client request schemas (the contract's rules and messages), then checks only the server
// can make (existence, uniqueness), all reported together in one 422 (contract §1.4).
import { normaliseInput } from "@hub/api-client/schemas";
import type { Context } from "hono";
import type { z } from "zod";
import type { AppEnv } from "./env.ts";
import type { ValidationErrors } from "./errors.ts";
import { validationFailed } from "./errors.ts";

/** The JSON body, trimmed and with `""` as null; anything that is not a JSON object is `{}`. */
export async function readInput(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const body: unknown = await c.req.json().catch(() => undefined);
  const input = normaliseInput(body);
  return typeof input === "object" && input !== null && !Array.isArray(input)
    ? (input as Record<string, unknown>)
    : {};
}

/** Errors keyed by dot path, in the order the schema reported them. */
export function schemaErrors(schema: z.ZodType, input: unknown): ValidationErrors {
  return validate(schema, input).errors;
}

/**
 * The schema's verdict: its errors, and on success the parsed value, with Laravel's loose
 * inputs (`"5"`, `"1"`) turned into the numbers and booleans the rules accepted them as.
 */
export function validate<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { errors: ValidationErrors; data: z.output<S> | undefined } {
  const result = schema.safeParse(input);
  const errors: ValidationErrors = {};
  if (result.success) return { errors, data: result.data };
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join(".");
    const messages = (errors[key] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return { errors, data: undefined };
}

export function addError(errors: ValidationErrors, key: string, message: string): void {
  const messages = (errors[key] ??= []);
  if (!messages.includes(message)) messages.push(message);
}

export function throwIfInvalid(errors: ValidationErrors): void {
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

/** A string the schema has accepted, or null. */
export function text(value: unknown): string | null {
  return typeof value === "string" ? value : null;
}
