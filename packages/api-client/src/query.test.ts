import { hashKey, QueryClient } from "@tanstack/react-query";
import { afterAll, beforeAll, beforeEach, describe, expect, expectTypeOf, it } from "vitest";

import * as fx from "../test/fixtures.ts";
import { startServer } from "../test/server.ts";
import type { TestServer } from "../test/server.ts";
import { createApiClient } from "./client.ts";
import type { ApiClient } from "./client.ts";
import type { ServiceSearchPage } from "./endpoints.ts";
import type { Service } from "./schemas/services.ts";
import type { Settings } from "./schemas/settings.ts";
import {
  apiQueryKeys,
  organisationsByIdsQueryOptions,
  serviceLocationsByServiceIdsQueryOptions,
  serviceQueryOptions,
  servicesByIdsQueryOptions,
  serviceSearchQueryOptions,
  settingsQueryOptions,
} from "./query.ts";

let server: TestServer;
let client: ApiClient;

beforeAll(async () => {
  server = await startServer();
  client = createApiClient({ baseUrl: server.baseUrl });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

describe("query keys", () => {
  it.each([
    [
      "ids in any order",
      apiQueryKeys.servicesByIds(["b", "a", "a"]),
      apiQueryKeys.servicesByIds(["a", "b"]),
      true,
    ],
    ["different ids", apiQueryKeys.servicesByIds(["a"]), apiQueryKeys.servicesByIds(["b"]), false],
    [
      "search bodies with keys in any order",
      apiQueryKeys.serviceSearch({ query: "food", is_free: true }, { page: 1 }),
      apiQueryKeys.serviceSearch({ is_free: true, query: "food" }, { page: 1 }),
      true,
    ],
    [
      "search pages",
      apiQueryKeys.serviceSearch({ query: "food" }, { page: 1 }),
      apiQueryKeys.serviceSearch({ query: "food" }, { page: 2 }),
      false,
    ],
    [
      "service includes",
      apiQueryKeys.service("s", ["organisation"]),
      apiQueryKeys.service("s"),
      false,
    ],
    [
      "location service ids",
      apiQueryKeys.serviceLocationsByServiceIds(["b", "a"]),
      apiQueryKeys.serviceLocationsByServiceIds(["a", "b"]),
      true,
    ],
    [
      "organisation ids",
      apiQueryKeys.organisationsByIds(["b", "a"]),
      apiQueryKeys.organisationsByIds(["a", "b"]),
      true,
    ],
  ])("%s: same entry %s", (_name, left, right, same) => {
    expect(hashKey(left) === hashKey(right)).toBe(same);
  });

  it.each([
    [apiQueryKeys.settings()],
    [apiQueryKeys.service("s")],
    [apiQueryKeys.servicesByIds([])],
    [apiQueryKeys.serviceSearch({ query: "food" })],
  ])("%j sits under the root and services keys", (key) => {
    expect(key[0]).toBe(apiQueryKeys.all[0]);
    if (key[1] === "services") expect(key.slice(0, 2)).toEqual(apiQueryKeys.services());
  });
});

type Run = (queryClient: QueryClient) => Promise<{ data: unknown; cached: unknown }>;

/** Fetches through a QueryClient and reads the entry back under the factory's own key. */
const run =
  (build: () => { queryKey: readonly unknown[]; queryFn?: unknown }): Run =>
  async (queryClient) => {
    const options = build() as Parameters<QueryClient["query"]>[0];
    const data = await queryClient.query(options);
    return { data, cached: queryClient.getQueryData(options.queryKey) };
  };

describe("query options fetch through the client", () => {
  it.each<[string, Run, string, Record<string, string>, unknown, unknown]>([
    [
      "settings",
      run(() => settingsQueryOptions(client)),
      "settings",
      {},
      { data: fx.settings() },
      fx.settings(),
    ],
    [
      "a service",
      run(() => serviceQueryOptions(client, "service-1", ["organisation"])),
      "services/service-1",
      { include: "organisation" },
      { data: fx.service() },
      fx.service(),
    ],
    [
      "favourite services",
      run(() => servicesByIdsQueryOptions(client, [fx.id(601)])),
      "services",
      { "filter[id]": fx.id(601), per_page: "100" },
      fx.paginated([fx.service()]),
      [fx.service()],
    ],
    [
      "favourite locations",
      run(() => serviceLocationsByServiceIdsQueryOptions(client, [fx.id(601)])),
      "service-locations",
      { "filter[service_id]": fx.id(601), include: "location", page: "1", per_page: "100" },
      fx.paginated([fx.serviceLocation()]),
      [fx.serviceLocation()],
    ],
    [
      "organisations",
      run(() => organisationsByIdsQueryOptions(client, [fx.id(201)])),
      "organisations",
      { "filter[id]": fx.id(201), per_page: "100" },
      fx.paginated([fx.organisation()]),
      [fx.organisation()],
    ],
    [
      "a search",
      run(() => serviceSearchQueryOptions(client, { query: "food" }, { page: 2, per_page: 9 })),
      "search",
      { page: "2", per_page: "9" },
      fx.paginated([fx.searchResult()]),
      fx.paginated([fx.searchResult()]),
    ],
  ])("%s", async (_name, fetchWith, path, query, reply, result) => {
    server.reply(() => ({ body: reply }));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { data, cached } = await fetchWith(queryClient);
    expect(data).toEqual(result);
    expect(cached).toEqual(result);
    expect(server.requests.map((request) => [request.path, request.query])).toEqual([
      [`/core/v1/${path}`, query],
    ]);
  });
});

describe("query keys carry the data type", () => {
  it("for settings, saved services and a search", () => {
    const queryClient = new QueryClient();
    expectTypeOf(queryClient.getQueryData(settingsQueryOptions(client).queryKey)).toEqualTypeOf<
      Settings | undefined
    >();
    expectTypeOf(
      queryClient.getQueryData(servicesByIdsQueryOptions(client, []).queryKey),
    ).toEqualTypeOf<Service[] | undefined>();
    expectTypeOf(
      queryClient.getQueryData(serviceSearchQueryOptions(client, { query: "food" }).queryKey),
    ).toEqualTypeOf<ServiceSearchPage | undefined>();
  });
});
