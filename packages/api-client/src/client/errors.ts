// The client's one error type, and what it reads of a failed answer.
import type { z } from "zod";

import type { ValidationErrors } from "../schemas/envelopes.ts";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type ApiErrorKind = "http" | "network" | "timeout" | "schema";

type ApiErrorInit = {
  kind: ApiErrorKind;
  message: string;
  method: HttpMethod;
  url: string;
  status?: number;
  body?: unknown;
  errors?: ValidationErrors | undefined;
  issues?: readonly z.core.$ZodIssue[];
  cause?: unknown;
  retryAfterMs?: number | undefined;
};

/**
 * Every failure of the client. `status` is 0 when no response arrived (`network`, `timeout`);
 * `errors` is the body's `errors` map (422 validation) when it has one.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly errors: ValidationErrors | undefined;
  readonly method: HttpMethod;
  readonly url: string;
  /** The parsed response body, when there was one. */
  readonly body: unknown;
  /** For `schema` errors: every zod issue. */
  readonly issues: readonly z.core.$ZodIssue[];
  /** The answer's `Retry-After`, in milliseconds from when it arrived, when it had one. */
  readonly retryAfterMs: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.errors = init.errors;
    this.method = init.method;
    this.url = init.url;
    this.body = init.body;
    this.issues = init.issues ?? [];
    this.retryAfterMs = init.retryAfterMs;
  }

  /** A 422 whose body carries field errors. */
  isValidationError(): this is ApiError & { status: 422; errors: ValidationErrors } {
    return this.kind === "http" && this.status === 422 && this.errors !== undefined;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isValidationError(
  error: unknown,
): error is ApiError & { status: 422; errors: ValidationErrors } {
  return isApiError(error) && error.isValidationError();
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** The `errors` map of a 422's body, each field's messages as a list. */
export function validationErrorsOf(body: unknown): ValidationErrors | undefined {
  if (!isRecord(body) || !isRecord(body.errors)) return undefined;
  const errors: ValidationErrors = {};
  for (const [field, messages] of Object.entries(body.errors)) {
    if (Array.isArray(messages)) errors[field] = messages.map(String);
    else if (typeof messages === "string") errors[field] = [messages];
  }
  return errors;
}

export function formatIssues(issues: readonly z.core.$ZodIssue[]): string {
  const shown = issues.slice(0, 3).map((issue) => {
    const path = issue.path.length > 0 ? issue.path.map(String).join(".") : "(root)";
    return `${path}: ${issue.message}`;
  });
  const more = issues.length - shown.length;
  return more > 0 ? `${shown.join("; ")} (and ${more} more)` : shown.join("; ");
}
