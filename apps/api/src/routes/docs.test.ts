// `/docs/openapi.json` and `/docs`: every registered route is documented with its parameters and
// response schema.
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-argument */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openApiPath, registeredRoutes } from "../docs/openapi.ts";
import { fixtureDataset } from "../test/fixture.ts";
import type { Harness } from "../test/harness.ts";
import { startHarness } from "../test/harness.ts";
import { coreRouteModules } from "./index.ts";

let h: Harness;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let document: any;

beforeAll(async () => {
  h = await startHarness(fixtureDataset());
  document = (await h.call("http://localhost/docs/openapi.json")).body;
}, 60_000);

afterAll(async () => {
  await h.close();
});

describe("GET /docs/openapi.json", () => {
  it("is an OpenAPI 3.1 document whose server takes the tenant", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(document.servers).toEqual([
      {
        url: "/{tenant}/core/v1",
        variables: { tenant: { default: "sutton", enum: ["sutton"] } },
      },
    ]);
  });

  const routes = registeredRoutes(coreRouteModules);

  it("covers a realistic number of routes", () => {
    expect(routes.length).toBeGreaterThan(70);
  });

  it.each(routes.map((route) => [route.method, route.path] as const))(
    "documents %s %s with its path parameters and a success response",
    (method, path) => {
      const operation = document.paths[path]?.[method.toLowerCase()];
      expect(operation, `${method} ${path}`).toBeDefined();
      const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      expect(
        operation.parameters
          .filter((p: { in: string }) => p.in === "path")
          .map((p: { name: string }) => p.name),
      ).toEqual(pathParams);
      const success = Object.entries(operation.responses).find(([code]) => code.startsWith("2"));
      expect(success).toBeDefined();
      for (const media of Object.values((success?.[1] as { content: object }).content)) {
        const ref = (media as { schema: { $ref?: string } }).schema.$ref;
        if (ref) expect(document.components.schemas[ref.split("/").pop() ?? ""]).toBeDefined();
      }
    },
  );

  it("documents nothing that is not registered", () => {
    const registered = new Set(routes.map((route) => `${route.method} ${route.path}`));
    const documented = Object.entries(document.paths as Record<string, object>).flatMap(
      ([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.filter((key) => !registered.has(key))).toEqual([]);
  });

  it.each([
    ["/services/:service", "/services/{service}"],
    ["/services/:param/:image{logo(?:\\.(?:png|jpe?g|svg))?}", "/services/{param}/logo"],
    ["/settings/:image{banner-image(?:\\.(?:png|jpe?g|svg))?}", "/settings/banner-image"],
  ])("writes the Hono path %s as %s", (hono, expected) => {
    expect(openApiPath(hono)).toBe(expected);
  });

  it("marks the geocode extension and documents request bodies", () => {
    expect(document.paths["/geocode"].get["x-extension"]).toBe(true);
    expect(
      document.paths["/referrals"].post.requestBody.content["application/json"].schema,
    ).toEqual({
      $ref: "#/components/schemas/ReferralRequestSchema",
    });
    expect(document.components.schemas.ReferralResponseSchema.type).toBe("object");
  });
});

describe("GET /docs", () => {
  it("renders an accessible HTML page listing every endpoint, with no external assets", async () => {
    const response = await h.app.request("http://localhost/docs");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toContain("<caption>Endpoints</caption>");
    expect(html).not.toMatch(/<script|https?:\/\//);
    for (const [path, methods] of Object.entries(document.paths as Record<string, object>)) {
      for (const method of Object.keys(methods)) {
        expect(html).toContain(`<code>${method.toUpperCase()} ${path}</code>`);
      }
    }
  });
});
