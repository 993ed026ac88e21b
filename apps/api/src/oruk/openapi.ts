// The feed's OpenAPI document: the Open Referral UK 3.0 profile's own (profile/openapi.json,
// BSD 3-Clause, its notice in profile/LICENSE), narrowed to the parameters this feed
// implements, with this feed as its server (decision 0064).
import profile from "./profile/openapi.json" with { type: "json" };
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from "./query.ts";

type Parameter = { $ref?: string; name?: string };
type Operation = { parameters?: Parameter[] } & Record<string, unknown>;
type Document = {
  info: Record<string, unknown>;
  paths: Record<string, Record<string, Operation | Parameter[]>>;
  components: { schemas: Record<string, unknown>; parameters: Record<string, Parameter> };
} & Record<string, unknown>;

/** The profile's query parameters the feed reads; the others are ignored. */
const IMPLEMENTED = new Set([
  "search",
  "page",
  "per_page",
  "taxonomy_term_id",
  "taxonomy_id",
  "organization_id",
  "modified_after",
  "minimum_age",
  "maximum_age",
  "day",
  "start_time",
  "end_time",
  "postcode",
  "proximity",
]);

/** Parameters the feed reads that the profile names but does not list on these paths. */
const ADDED: Record<string, readonly string[]> = {
  "/services": ["organization_id", "modified_after"],
  "/service_at_locations": ["organization_id", "modified_after"],
};

const PARAMETER_REF = "#/components/parameters/";
const nameOf = (parameter: Parameter): string =>
  parameter.$ref?.replace(PARAMETER_REF, "") ?? parameter.name ?? "";

function narrowed(path: string, operation: Operation): Operation {
  if (!operation.parameters) return operation;
  const kept = operation.parameters.filter(
    (parameter) => parameter.$ref === undefined || IMPLEMENTED.has(nameOf(parameter)),
  );
  const added = (ADDED[path] ?? []).map((name) => ({ $ref: `${PARAMETER_REF}${name}` }));
  return { ...operation, parameters: [...kept, ...added] };
}

const NOTICE =
  "This directory's Open Referral UK 3.0 feed. The document is the Open Referral UK profile's " +
  "(Copyright (c) 2025, Open Referral UK project and contributors; BSD 3-Clause License, " +
  "https://openreferraluk.org/), narrowed to the query parameters this feed implements.";

/** The document, its server the feed's base URL (`https://…/{tenant}/oruk`). */
export function feedOpenApi(feedBase: string): Record<string, unknown> {
  const document = structuredClone(profile) as unknown as Document;
  const paths = Object.fromEntries(
    Object.entries(document.paths).map(([path, methods]) => [
      path,
      Object.fromEntries(
        Object.entries(methods).map(([method, operation]) => [
          method,
          Array.isArray(operation) ? operation : narrowed(path, operation),
        ]),
      ),
    ]),
  );
  const parameters = Object.fromEntries(
    Object.entries(document.components.parameters).filter(([name]) => IMPLEMENTED.has(name)),
  );
  parameters.per_page = {
    ...parameters.per_page,
    schema: { type: "integer", minimum: 1, maximum: MAX_PER_PAGE, default: DEFAULT_PER_PAGE },
  } as Parameter;
  return {
    ...document,
    info: { ...document.info, title: "Open Referral UK 3.0 feed", description: NOTICE },
    servers: [{ url: feedBase }],
    paths,
    components: { ...document.components, parameters },
  };
}
