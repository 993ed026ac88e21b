import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";

import { startServer } from "../test/server.ts";
import { failure } from "../test/failure.ts";
import type { TestServer } from "../test/server.ts";
import { createApiClient, isApiError, isValidationError } from "./client.ts";
import type { ApiClient, CallOptions, HttpMethod } from "./client.ts";

let server: TestServer;
let client: ApiClient;

beforeAll(async () => {
  server = await startServer();
  client = createApiClient({ baseUrl: `${server.baseUrl}/` });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

describe("errors", () => {
  it.each([
    [
      "422 keeps the field errors",
      {
        status: 422,
        body: {
          message: "The name field is required.",
          errors: { name: ["The name field is required."] },
        },
      },
      {
        kind: "http",
        status: 422,
        message: "The name field is required.",
        errors: { name: ["The name field is required."] },
        validation: true,
      },
    ],
    [
      "422 without a message (geocoding)",
      { status: 422, body: { errors: { address_not_found: "Address not found: x" } } },
      {
        kind: "http",
        status: 422,
        message: "POST",
        errors: { address_not_found: ["Address not found: x"] },
        validation: true,
      },
    ],
    [
      "404 from binding has an empty message",
      { status: 404, body: { message: "" } },
      { kind: "http", status: 404, message: "POST", errors: undefined, validation: false },
    ],
    [
      "500 with an HTML page",
      { status: 500, raw: "<h1>Server Error</h1>", contentType: "text/html" },
      { kind: "http", status: 500, message: "POST", errors: undefined, validation: false },
    ],
  ])("%s", async (_name, reply, expected) => {
    server.reply(() => reply);
    const error = await failure(client.post("things", { body: { a: 1 } }));
    expect(isApiError(error)).toBe(true);
    expect(error.name).toBe("ApiError");
    expect(error.kind).toBe(expected.kind);
    expect(error.status).toBe(expected.status);
    expect(error.message).toContain(expected.message);
    expect(error.errors).toEqual(expected.errors);
    expect(error.isValidationError()).toBe(expected.validation);
    expect(isValidationError(error)).toBe(expected.validation);
    expect(error.method).toBe("POST");
    expect(error.url).toBe(`${server.baseUrl}/things`);
  });

  it.each([
    ["a plain Error", new Error("x"), false],
    ["nothing", undefined, false],
  ])("isApiError/isValidationError of %s", (_name, value, expected) => {
    expect(isApiError(value)).toBe(expected);
    expect(isValidationError(value)).toBe(expected);
  });

  it.each<[HttpMethod, number]>([
    ["GET", 2],
    ["POST", 1],
  ])("a %s that gets no answer times out after %i attempt(s)", async (method, calls) => {
    server.reply(() => ({ hang: true }));
    const error = await failure(client.request(method, "slow", { timeoutMs: 50 }));
    expect(error.kind).toBe("timeout");
    expect(error.status).toBe(0);
    expect(error.message).toContain("timed out after 50 ms");
    // The server records a request once its body has arrived, which on a busy machine can be
    // after the client gave up on it.
    await expect.poll(() => server.requests.length).toBe(calls);
  });

  it.each([["GET" as const]])("a %s the caller aborts is not retried", async (method) => {
    const controller = new AbortController();
    server.reply(() => {
      controller.abort();
      return { hang: true };
    });
    const error = await failure(client.request(method, "slow", { signal: controller.signal }));
    expect(error.kind).toBe("network");
    expect(server.requests).toHaveLength(1);
  });
});

const ThingSchema = z.object({
  data: z.array(z.object({ id: z.string(), type: z.enum(["a", "b"]) })),
});

describe("responses", () => {
  const page = {
    data: [{ id: "1", type: "a", extra: true }],
    links: { first: "f", last: "l", prev: null, next: null },
    meta: { total: 1 },
  };

  it.each([
    ["the whole body without a schema", {}, page],
    ["data", { pick: "data" as const }, page.data],
    ["page", { pick: "page" as const }, page],
    [
      "data, validated and stripped",
      { pick: "data" as const, schema: ThingSchema },
      [{ id: "1", type: "a" }],
    ],
    [
      "page, validated",
      { pick: "page" as const, schema: ThingSchema },
      { data: [{ id: "1", type: "a" }] },
    ],
  ])("returns %s", async (_name, options, expected) => {
    server.reply(() => ({ body: page }));
    await expect(client.get("things", options)).resolves.toEqual(expected);
  });

  it.each([
    [
      "a failing path is named",
      { data: [{ id: "1", type: "c" }] },
      { schema: ThingSchema },
      'data.0.type: Invalid option: expected one of "a"|"b"',
    ],
    ["many failures are summarised", { data: [{}, {}] }, { schema: ThingSchema }, "(and 1 more)"],
    ["a root failure", "text", { schema: ThingSchema }, "(root)"],
    ["nothing to pick", [1, 2], { pick: "data" as const }, 'no "data" to pick'],
  ])("schema error: %s", async (_name, body, options, message) => {
    server.reply(() => ({ body }));
    const error = await failure(client.get("things", options));
    expect(error.kind).toBe("schema");
    expect(error.status).toBe(200);
    expect(error.message).toContain(message);
    expect(error.body).toEqual(body);
    expect(server.requests).toHaveLength(1);
  });
});

describe("requests", () => {
  it.each([
    ["GET", undefined],
    ["POST", { query: "food", eligibilities: ["Homeless"] }],
    ["PUT", { token: "t" }],
    ["DELETE", undefined],
  ] as const)("%s sends JSON and asks for JSON", async (method, body) => {
    server.reply(() => ({
      status: method === "DELETE" ? 204 : 200,
      body: method === "DELETE" ? undefined : { data: 1 },
    }));
    await client.request(method, "things", { body, headers: { "X-Call": "yes" } });
    const [request] = server.requests;
    expect(request?.method).toBe(method);
    expect(request?.headers.accept).toBe("application/json");
    expect(request?.headers["x-call"]).toBe("yes");
    expect(request?.body).toEqual(body);
    if (body) expect(request?.headers["content-type"]).toBe("application/json");
  });

  it.each<[string, CallOptions]>([
    ["next and cache", { next: { revalidate: 60, tags: ["settings"] }, cache: "force-cache" }],
    ["nothing extra", {}],
  ])("passes %s through to fetch, with a signal of the attempt's own", async (_name, options) => {
    const seen: RequestInit[] = [];
    const recordingClient = createApiClient({
      baseUrl: server.baseUrl,
      headers: { Authorization: "Bearer x" },
      fetch: (input, init) => {
        seen.push(init ?? {});
        return fetch(input, init);
      },
    });
    server.reply(() => ({ body: { data: [] } }));
    await recordingClient.get("settings", options);
    const init = seen[0] as RequestInit & { next?: unknown };
    expect(init.next).toEqual(options.next);
    expect(init.cache).toBe(options.cache);
    // Next.js's documented opt-out of its per-render memoisation of GETs.
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(server.requests[0]?.headers.authorization).toBe("Bearer x");
    expect(recordingClient.url("a", { page: 1 })).toBe(`${server.baseUrl}/a?page=1`);
  });

  it("aborts the attempt when the caller's signal aborts", async () => {
    const seen: (AbortSignal | null | undefined)[] = [];
    const recordingClient = createApiClient({
      baseUrl: server.baseUrl,
      fetch: (input, init) => {
        seen.push(init?.signal);
        return fetch(input, init);
      },
    });
    const controller = new AbortController();
    server.reply(() => {
      controller.abort();
      return { hang: true };
    });
    await failure(recordingClient.get("slow", { signal: controller.signal }));
    expect(seen[0]?.aborted).toBe(true);
  });

  it.each([[1]])("waits retryDelayMs between %i retry", async (retries) => {
    const delayed = createApiClient({ baseUrl: server.baseUrl, retryDelayMs: 5 });
    server.reply(() => ({ status: 503, body: { message: "busy" } }));
    await failure(delayed.get("things", { retry: retries }));
    expect(server.requests).toHaveLength(retries + 1);
  });
});
