// The OpenAPI 3.1 document of `/{tenant}/core/v1`, built from the routes actually registered
// (Hono's route table) and the api-client zod schemas (`z.toJSONSchema`), so it cannot drift
// from either. Every route needs an entry in OPERATIONS; a test fails when one is missing.
import * as schemas from "@hub/api-client/schemas";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/env.ts";
import type { RouteModule } from "../routes/index.ts";

type SchemaName = {
  [K in keyof typeof schemas]: (typeof schemas)[K] extends z.ZodType ? K : never;
}[keyof typeof schemas];

type Produces = { json: SchemaName } | { binary: "image" | "calendar" };

type Operation = {
  summary: string;
  produces: Produces;
  status?: 200 | 201;
  body?: SchemaName;
  /** Paginated or plain list with spatie query parameters. */
  list?: "paginated" | "plain";
  query?: readonly { name: string; description: string; required?: boolean }[];
  extension?: boolean;
};

const json = (name: SchemaName): Produces => ({ json: name });
const image = (summary: string): Operation => ({
  summary,
  produces: { binary: "image" },
  query: [MAX_DIMENSION],
});
const MAX_DIMENSION = {
  name: "max_dimension",
  description: "Longest side in pixels, 1–1000 (SVGs are never resized).",
};
const SEARCH_PAGE = [
  { name: "page", description: "1-based page (also read from the body)." },
  { name: "per_page", description: "Items per page, 1–100 (also read from the body)." },
];

/** The service searches' query: paging, and this project's `include=organisation` (§5.12). */
const SERVICE_SEARCH_QUERY = [
  ...SEARCH_PAGE,
  {
    name: "include",
    description: "`organisation`: each result embeds its organisation (an extension, §5.12).",
  },
];

const collections = (kind: "categories" | "personas" | "organisation-events") => {
  const prefix = {
    categories: "CollectionCategory",
    personas: "CollectionPersona",
    "organisation-events": "CollectionOrganisationEvent",
  }[kind];
  return {
    [`GET /collections/${kind}`]: {
      summary: `List ${kind} collections`,
      produces: json(`${prefix}PaginatedResponseSchema` as SchemaName),
      list: "paginated",
    },
    [`GET /collections/${kind}/all`]: {
      summary: `Every ${kind} collection`,
      produces: json(`${prefix}AllResponseSchema` as SchemaName),
    },
    [`GET /collections/${kind}/{collection}`]: {
      summary: `One ${kind} collection by id or slug`,
      produces: json(`${prefix}ResponseSchema` as SchemaName),
    },
    [`GET /collections/${kind}/{param}/image`]: image(`The ${kind} collection's image`),
  } satisfies Record<string, Operation>;
};

const taxonomies = (kind: "categories" | "organisations" | "service-eligibilities") => {
  const prefix = kind === "organisations" ? "TaxonomyOrganisation" : "TaxonomyCategory";
  return {
    [`GET /taxonomies/${kind}`]: {
      summary: `The ${kind} taxonomy tree`,
      produces: json(`${prefix}ListResponseSchema` as SchemaName),
      list: "plain",
    },
    [`GET /taxonomies/${kind}/{taxonomy}`]: {
      summary: `One ${kind} taxonomy by id or slug`,
      produces: json(`${prefix}ResponseSchema` as SchemaName),
    },
  } satisfies Record<string, Operation>;
};

export const OPERATIONS: Record<string, Operation> = {
  ...collections("categories"),
  ...collections("personas"),
  ...collections("organisation-events"),
  "GET /services": {
    summary: "List active services",
    produces: json("ServicePaginatedResponseSchema"),
    list: "paginated",
  },
  "GET /services/{service}": {
    summary: "One service by id or slug",
    produces: json("ServiceResponseSchema"),
  },
  "GET /services/{service}/related": {
    summary: "Services related to one service",
    produces: json("ServicePaginatedResponseSchema"),
    list: "paginated",
  },
  "GET /services/{param}/logo": image("The service's logo, or a placeholder"),
  "GET /services/{param}/gallery-items/{file}": image("One image of the service's gallery"),
  "GET /organisations": {
    summary: "List organisations",
    produces: json("OrganisationPaginatedResponseSchema"),
    list: "paginated",
  },
  "GET /organisations/{organisation}": {
    summary: "One organisation by id or slug",
    produces: json("OrganisationResponseSchema"),
  },
  "GET /organisations/{param}/logo": image("The organisation's logo, or a placeholder"),
  "GET /organisation-events": {
    summary: "List events ending today or later",
    produces: json("OrganisationEventPaginatedResponseSchema"),
    list: "paginated",
  },
  "GET /organisation-events/{event}": {
    summary: "One event by id or slug",
    produces: json("OrganisationEventResponseSchema"),
  },
  "GET /organisation-events/{param}/image": image("The event's image, or a placeholder"),
  "GET /organisation-events/{event}/event.ics": {
    summary: "The event as an iCalendar file (Europe/London times)",
    produces: { binary: "calendar" },
  },
  "GET /locations": {
    summary: "List locations",
    produces: json("LocationPaginatedResponseSchema"),
    list: "paginated",
  },
  "GET /locations/{location}": {
    summary: "One location",
    produces: json("LocationResponseSchema"),
  },
  "GET /locations/{param}/image": image("The location's image, or a placeholder"),
  "GET /service-locations": {
    summary: "List where and when services run",
    produces: json("ServiceLocationPaginatedResponseSchema"),
    list: "paginated",
  },
  "GET /service-locations/{serviceLocation}": {
    summary: "One service location",
    produces: json("ServiceLocationResponseSchema"),
  },
  "GET /service-locations/{param}/image": image("The service location's image, or a placeholder"),
  "GET /pages": {
    summary: "Enabled information and landing pages",
    produces: json("PageListResponseSchema"),
    list: "plain",
  },
  "GET /pages/{page}": {
    summary: "One page by id or slug",
    produces: json("PageDetailResponseSchema"),
  },
  "GET /pages/{param}/image": image("The page's image (404 when it has none)"),
  "GET /settings": {
    summary: "Site copy (CMS settings), and whether visitor writes are delivered (`delivery`)",
    produces: json("SettingsResponseSchema"),
  },
  "GET /settings/banner-image": image("The banner image (404 when unset)"),
  ...taxonomies("categories"),
  ...taxonomies("organisations"),
  ...taxonomies("service-eligibilities"),
  "GET /tags": { summary: "Every service tag", produces: json("TagListResponseSchema") },
  "POST /search": {
    summary: "Search services",
    produces: json("ServiceSearchResponseSchema"),
    body: "ServiceSearchRequestSchema",
    query: SERVICE_SEARCH_QUERY,
  },
  "POST /search/collections/categories": {
    summary: "Services in category collections",
    produces: json("ServiceSearchResponseSchema"),
    body: "CategoryCollectionSearchRequestSchema",
    query: SERVICE_SEARCH_QUERY,
  },
  "POST /search/collections/personas": {
    summary: "Services in persona collections",
    produces: json("ServiceSearchResponseSchema"),
    body: "PersonaCollectionSearchRequestSchema",
    query: SERVICE_SEARCH_QUERY,
  },
  "POST /search/events": {
    summary: "Search events",
    produces: json("EventSearchResponseSchema"),
    body: "EventSearchRequestSchema",
    query: SEARCH_PAGE,
  },
  "POST /search/pages": {
    summary: "Search pages",
    produces: json("PageSearchResponseSchema"),
    body: "PageSearchRequestSchema",
    query: SEARCH_PAGE,
  },
  "POST /referrals": {
    summary: "Refer a resident to a service",
    produces: json("ReferralResponseSchema"),
    status: 201,
    body: "ReferralRequestSchema",
  },
  "POST /page-feedbacks": {
    summary: "Report something wrong with a page",
    produces: json("PageFeedbackResponseSchema"),
    status: 201,
    body: "PageFeedbackRequestSchema",
  },
  "POST /organisation-sign-up-forms": {
    summary: "Ask to list an organisation (guests only; goes to moderation)",
    produces: json("OrganisationSignUpResponseSchema"),
    status: 201,
    body: "OrganisationSignUpRequestSchema",
  },
  "GET /images/{filename}": image("A stored image by filename, with its own Content-Type"),
  "GET /geocode": {
    summary: "Coordinates of a postcode, sector or district (extension of this project)",
    produces: json("GeocodeResponseSchema"),
    query: [
      { name: "postcode", description: "A UK postcode, sector or district.", required: true },
    ],
    extension: true,
  },
};

export type RegisteredRoute = { method: string; path: string };

/** `/x/:id` → `/x/{id}`; `/x/:image{logo(?:\.png)?}` → `/x/logo` (the extension is optional). */
export function openApiPath(honoPath: string): string {
  return honoPath
    .replace(/:[A-Za-z]+\{([a-z-]+)\(\?:[^}]*\)\?\}/g, "$1")
    .replace(/:([A-Za-z]+)(\{[^}]*\})?/g, "{$1}");
}

/** The routes the modules register, as OpenAPI method + path. */
export function registeredRoutes(modules: readonly RouteModule[]): RegisteredRoute[] {
  const app = new Hono<AppEnv>();
  for (const register of modules) register(app);
  return app.routes.map((route) => ({ method: route.method, path: openApiPath(route.path) }));
}

/** `/x/index` is an alias of `/x` (GET and POST). */
function operationFor(route: RegisteredRoute): { operation: Operation; alias: boolean } {
  const key = `${route.method} ${route.path}`;
  const direct = OPERATIONS[key];
  if (direct) return { operation: direct, alias: false };
  const base = OPERATIONS[`GET ${route.path.replace(/\/index$/, "")}`];
  if (route.path.endsWith("/index") && base) return { operation: base, alias: true };
  throw new Error(`The OpenAPI catalogue has no entry for ${key}.`);
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const errorResponse = (description: string, name: SchemaName) => ({
  description,
  content: { "application/json": { schema: ref(name) } },
});

export function buildOpenApiDocument(options: {
  tenants: readonly string[];
  modules: readonly RouteModule[];
}): Record<string, unknown> {
  const used = new Set<SchemaName>(["ErrorResponseSchema", "ValidationErrorResponseSchema"]);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of registeredRoutes(options.modules)) {
    const { operation, alias } = operationFor(route);
    const pathParams = [...route.path.matchAll(/\{([A-Za-z]+)\}/g)].map((match) => ({
      name: match[1],
      in: "path",
      required: true,
      schema: { type: "string" },
    }));
    const query = [
      ...(operation.list === "paginated"
        ? [
            { name: "page", description: "1-based page." },
            { name: "per_page", description: "Items per page (default 25, at most 100)." },
          ]
        : []),
      ...(operation.list
        ? [
            { name: "filter", description: "`filter[name]=value`; a comma makes a list." },
            { name: "include", description: "Comma list of relations." },
            { name: "sort", description: "Comma list of fields; `-` sorts descending." },
          ]
        : []),
      ...(operation.query ?? []),
    ].map((param) => ({
      name: param.name,
      in: "query",
      required: "required" in param && param.required === true,
      description: param.description,
      schema: param.name === "filter" ? { type: "object" } : { type: "string" },
      ...(param.name === "filter" ? { style: "deepObject", explode: true } : {}),
    }));
    const success =
      "json" in operation.produces
        ? (used.add(operation.produces.json),
          { "application/json": { schema: ref(operation.produces.json) } })
        : operation.produces.binary === "image"
          ? { "image/*": { schema: { type: "string", format: "binary" } } }
          : { "text/calendar": { schema: { type: "string" } } };
    if (operation.body) used.add(operation.body);
    const responses: Record<string, unknown> = {
      [String(operation.status ?? 200)]: { description: "OK", content: success },
      ...(pathParams.length > 0 ? { 404: errorResponse("Not found", "ErrorResponseSchema") } : {}),
      ...(operation.list
        ? { 400: errorResponse("Unknown filter, sort or include", "ErrorResponseSchema") }
        : {}),
      ...(operation.body || operation.query
        ? { 422: errorResponse("Validation failed", "ValidationErrorResponseSchema") }
        : {}),
      429: errorResponse("Too many requests", "ErrorResponseSchema"),
      503: errorResponse(
        "The database is unavailable: try again after Retry-After",
        "ErrorResponseSchema",
      ),
    };
    (paths[route.path] ??= {})[route.method.toLowerCase()] = {
      summary: alias ? `${operation.summary} (alias)` : operation.summary,
      tags: [route.path.split("/")[1] ?? ""],
      parameters: [...pathParams, ...query],
      ...(operation.body
        ? {
            requestBody: {
              required: true,
              content: { "application/json": { schema: ref(operation.body) } },
            },
          }
        : {}),
      responses,
      ...(operation.extension ? { "x-extension": true } : {}),
    };
  }
  const components = Object.fromEntries(
    [...used].sort().map((name) => {
      const { $schema: _schema, ...jsonSchema } = z.toJSONSchema(schemas[name] as z.ZodType, {
        io: name.endsWith("RequestSchema") ? "input" : "output",
        unrepresentable: "any",
      });
      return [name, jsonSchema];
    }),
  );
  return {
    openapi: "3.1.0",
    info: {
      title: "Connected Places core API (local server)",
      version: "1",
      description:
        "The `/core/v1` contract, served once per tenant. Operations marked `x-extension` are not in the upstream API.",
    },
    servers: [
      {
        url: "/{tenant}/core/v1",
        variables: {
          tenant: { default: options.tenants[0] ?? "sutton", enum: [...options.tenants] },
        },
      },
    ],
    paths,
    components: { schemas: components },
  };
}
