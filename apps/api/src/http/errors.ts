// Errors that become the contract's error envelopes (docs/api-contract.md §1.4).
export type ValidationErrors = Record<string, string[]>;

export class HttpError extends Error {
  readonly status: number;
  readonly errors: ValidationErrors | undefined;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    message: string,
    options: { errors?: ValidationErrors; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = "HttpError";
    this.status = status;
    this.errors = options.errors;
    this.headers = options.headers ?? {};
  }

  toBody(): { message: string; errors?: ValidationErrors } {
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
  }
}

/** Id-or-slug bindings abort with an empty message, as upstream does. */
export const notFound = (message = ""): HttpError => new HttpError(404, message);

/** What Laravel says when an id-only binding finds nothing. */
export const modelNotFound = (model: string, id: string): HttpError =>
  new HttpError(404, `No query results for model [App\\Models\\${model}] ${id}`);

/** Laravel's 503 (its maintenance mode): the client is told when to try again. */
export const serviceUnavailable = (retryAfterSeconds: number): HttpError =>
  new HttpError(503, "Service Unavailable", {
    headers: { "Retry-After": String(retryAfterSeconds) },
  });

export const badRequest = (message: string): HttpError => new HttpError(400, message);

export const forbidden = (message = "This action is unauthorized."): HttpError =>
  new HttpError(403, message);

/** 422 with Laravel's message: the first error, plus " (and N more error(s))". */
export function validationFailed(errors: ValidationErrors): HttpError {
  const messages = Object.values(errors).flat();
  const first = messages[0] ?? "The given data was invalid.";
  const more = messages.length - 1;
  const message = more > 0 ? `${first} (and ${more} more error${more === 1 ? "" : "s"})` : first;
  return new HttpError(422, message, { errors });
}
