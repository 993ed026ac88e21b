// Property-based fuzzing of every route (fast-check): bodies shaped by each endpoint's zod request
// schema but filled with hostile values (NUL, unpaired surrogates, invalid UTF-8 bytes, huge
// arrays and strings, extreme numbers, wrong types, deep nesting), hostile path segments and
// query strings. The property: never a 5xx. The seed is fixed (FUZZ_SEED overrides it, FUZZ_RUNS
// the runs per route) and fast-check prints the seed and path of a failing case to replay it.
import * as schemas from "@hub/api-client/schemas";
import fc from "fast-check";
import { describe, it } from "vitest";
import { z } from "zod";
import { OPERATIONS, registeredRoutes } from "../docs/openapi.ts";
import { AUTHENTICATED_ROUTES } from "../routes/authenticated.ts";
import { coreRouteModules } from "../routes/index.ts";
import { fixtureDataset, IDS } from "./fixture.ts";
import { harnessForFile } from "./harness-for-file.ts";

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);

const h = harnessForFile(fixtureDataset(), { rateLimit: 1_000_000 });

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.string({ unit: "binary", maxLength: 20 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "\ud800",
    "\udfff x",
    "😀",
    "1",
    "0",
    "-1",
    "1e309",
    "true",
    "NaN",
    "http://localhost/x",
    "javascript:alert(1)",
    "%00",
    "<".repeat(5000),
    "[".repeat(5000),
    "x".repeat(70_000),
    "' or 1=1 --",
    IDS.debtAdvice,
    "debt-advice",
    "2026-11-24",
    "07700900123",
  ),
);

const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0, 1, -1, 30, 31, 1e308, -1e308, 2 ** 53 + 1, 5e-324, 90.000001),
);

const { value: hostileValue } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(hostileString, tie("value"), { maxKeys: 4 }),
    fc.constantFrom(
      Array.from({ length: 70_000 }, (_, i) => `e${i}`),
      JSON.parse(`${"[".repeat(200)}${"]".repeat(200)}`) as unknown,
      { __proto__: { polluted: true }, constructor: { prototype: 1 } },
    ),
  ),
}));

/** An object with the schema's keys (nested objects followed), each hostile or left out. */
function shaped(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  if (schema instanceof z.ZodObject && depth < 4) {
    const entries = Object.entries(schema.shape as Record<string, z.ZodType>).map(
      ([key, field]) => [key, fc.oneof(shaped(field, depth + 1), hostileValue)] as const,
    );
    return fc.record(Object.fromEntries(entries), { requiredKeys: [] });
  }
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) {
    return shaped(schema.unwrap() as z.ZodType, depth);
  }
  return hostileValue;
}

/** Every byte percent-encoded (encodeURIComponent throws on an unpaired surrogate). */
const percent = (text: string): string =>
  [...Buffer.from(text)].map((byte) => `%${byte.toString(16).padStart(2, "0")}`).join("");

const hostileSegment = fc.oneof(
  hostileString.map(percent),
  fc.constantFrom(
    "%E0%A4%A",
    "%FF",
    "..",
    "%2F",
    "index",
    IDS.debtAdvice,
    "debt-advice",
    "x".repeat(3000),
  ),
);

const QUERY_KEYS = [
  "page",
  "per_page",
  "include",
  "sort",
  "max_dimension",
  "postcode",
  "filter[id]",
  "filter[name]",
  "filter[homepage]",
  "filter[service_id]",
  "filter[nope]",
  "location[lat]",
  "location[lon]",
];
const hostileQuery = fc
  .array(fc.tuple(fc.constantFrom(...QUERY_KEYS), hostileString), { maxLength: 4 })
  .map((pairs) => pairs.map(([key, value]) => `${key}=${percent(value)}`).join("&"));

/** A body as bytes: JSON of the value, sometimes with bytes that are not UTF-8 spliced in. */
const json = (item: unknown): Buffer =>
  Buffer.from(JSON.stringify(item === undefined ? null : item));
const bodyBytes = (value: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 4, arbitrary: value.map(json) },
    value.map((item) => Buffer.concat([json(item), Buffer.from([0xff, 0xc0])])),
    fc.constantFrom(Buffer.from("{not json"), Buffer.from([0xfe, 0xff, 0x00]), Buffer.alloc(0)),
  );

type Route = { method: string; path: string; body?: z.ZodType };

const routes: Route[] = [
  ...registeredRoutes(coreRouteModules).map((route) => {
    const name = OPERATIONS[`${route.method} ${route.path}`]?.body;
    return { ...route, ...(name ? { body: schemas[name] } : {}) };
  }),
  ...AUTHENTICATED_ROUTES.map(({ method, path }) => ({
    method,
    path: path.replace(/:([A-Za-z]+)/g, "{$1}"),
  })),
];

describe("fuzzing every route", () => {
  it.each(routes.map((route) => [route.method, route.path, route] as const))(
    "%s %s never answers 5xx",
    async (method, path, route) => {
      const segments = [...path.matchAll(/\{[A-Za-z]+\}/g)].length;
      await fc.assert(
        fc.asyncProperty(
          fc.array(hostileSegment, { minLength: segments, maxLength: segments }),
          hostileQuery,
          method === "GET"
            ? fc.constant(undefined)
            : bodyBytes(route.body ? shaped(route.body) : hostileValue),
          fc.option(fc.constantFrom("Bearer x", "Basic \u00ff"), { nil: undefined }),
          async (params, query, body, authorization) => {
            let index = 0;
            const url = `${path.replace(/\{[A-Za-z]+\}/g, () => params[index++] ?? "")}?${query}`;
            const response = await h.app.request(`http://localhost/sutton/core/v1${url}`, {
              method,
              headers: {
                "Content-Type": "application/json",
                ...(body ? { "Content-Length": String(body.length) } : {}),
                ...(authorization ? { Authorization: authorization } : {}),
              },
              body: body ?? null,
            });
            await response.arrayBuffer();
            return response.status < 500;
          },
        ),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    },
    120_000,
  );
});
