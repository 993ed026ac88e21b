// What a call resolves to: its answer checked by the call's schema and narrowed by its pick.
import { ApiError, formatIssues, isRecord } from "./errors.ts";
import type { HttpMethod } from "./errors.ts";
import type { Answer, UntypedRequestOptions } from "./types.ts";

/** The answer's body checked by the call's schema, then narrowed by its `pick`. */
export function shapeResult(
  method: HttpMethod,
  url: string,
  { status, body }: Answer,
  call: UntypedRequestOptions,
): unknown {
  let value = body;
  if (call.schema) {
    const result = call.schema.safeParse(body);
    if (!result.success) {
      throw new ApiError({
        kind: "schema",
        message: `${method} ${url} returned an unexpected response: ${formatIssues(result.error.issues)}`,
        method,
        url,
        status,
        body,
        issues: result.error.issues,
        cause: result.error,
      });
    }
    value = result.data;
  }
  if (call.pick === undefined) return value;
  if (!isRecord(value) || !("data" in value)) {
    throw new ApiError({
      kind: "schema",
      message: `${method} ${url} returned no "data" to pick`,
      method,
      url,
      status,
      body,
    });
  }
  if (call.pick === "data") return value.data;
  const page: Record<string, unknown> = { data: value.data };
  if ("links" in value) page.links = value.links;
  if ("meta" in value) page.meta = value.meta;
  return page;
}
