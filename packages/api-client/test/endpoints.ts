// The endpoint tests' harness: a recording server per test file, and the table each endpoint
// file's test fills: the call, the request it must make, the server's reply and what it returns.
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";

import { createApiClient } from "../src/client.ts";
import type { ApiClient } from "../src/client.ts";
import * as fx from "./fixtures.ts";
import { startServer } from "./server.ts";
import type { TestServer } from "./server.ts";

export type ExpectedRequest = {
  method: string;
  /** Below `/core/v1/`. */
  path: string;
  query?: Record<string, string>;
  body?: unknown;
};

export type EndpointCase = [
  name: string,
  call: (client: ApiClient) => Promise<unknown>,
  expected: ExpectedRequest,
  reply: unknown,
  result: unknown,
];

/** A page envelope as the server sends it. */
export const page = <T>(items: T[]) => fx.paginated(items);

/** The same page as an endpoint returns it. */
export const pageOf = <T>(items: T[]) => {
  const { data, links, meta } = fx.paginated(items);
  return { data, links, meta };
};

/** Starts a recording server for the file's tests; its requests are cleared before each test. */
export function useApiServer(): { server: TestServer; client: ApiClient } {
  const context = {} as { server: TestServer; client: ApiClient };
  beforeAll(async () => {
    context.server = await startServer();
    context.client = createApiClient({ baseUrl: context.server.baseUrl });
  });
  afterAll(() => context.server.close());
  beforeEach(() => {
    context.server.requests.length = 0;
  });
  return context;
}

/** Each case makes exactly its one request and returns what it should from the reply. */
export function itCallsEachEndpoint(
  context: { server: TestServer; client: ApiClient },
  cases: readonly EndpointCase[],
): void {
  it.each(cases)("%s", async (_name, call, expected, reply, result) => {
    const { server, client } = context;
    server.reply(() => ({ status: expected.method === "POST" ? 201 : 200, body: reply }));
    await expect(call(client)).resolves.toEqual(result);
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request?.method).toBe(expected.method);
    expect(request?.path).toBe(`/core/v1/${expected.path}`);
    expect(request?.query).toEqual(expected.query ?? {});
    expect(request?.body).toEqual(expected.body);
  });
}
