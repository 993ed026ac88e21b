import { describe, expect, it } from "vitest";
import { z } from "zod";

import * as schemas from "./index.ts";

// The API server builds its OpenAPI document from these schemas, so each must convert.
const exported = Object.entries(schemas).flatMap(([name, value]) =>
  name.endsWith("Schema") && value instanceof z.ZodType ? [[name, value] as const] : [],
);

describe("every exported schema converts to JSON Schema", () => {
  it("finds the schemas", () => {
    expect(exported.length).toBeGreaterThan(100);
  });

  it.each(exported)("%s", (_name, schema) => {
    expect(z.toJSONSchema(schema, { io: "input" })).toHaveProperty("$schema");
    expect(z.toJSONSchema(schema, { io: "output" })).toHaveProperty("$schema");
  });
});
