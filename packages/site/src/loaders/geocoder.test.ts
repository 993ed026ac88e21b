import { describe, expect, it, vi } from "vitest";

import { notFoundResponse, stubSite } from "../test/api-stub.ts";
import {
  apiGeocoder,
  geocoderFromEnv,
  normalisePostcode,
  postcodesIoGeocoder,
} from "./geocoder.ts";

const sutton = { postcode: "SM1 1JZ", lat: 51.3609, lon: -0.1919 };

describe("geocoder", () => {
  it.each([
    ["sm11jz", "SM1 1JZ"],
    [" SW1A   2aa ", "SW1A 2AA"],
    ["n1", "N1"],
  ])("normalises %j to %j", (input, expected) => {
    expect(normalisePostcode(input)).toBe(expected);
  });

  it.each([
    { input: "sm1 1jz", status: 200, expected: sutton, calls: 1 },
    { input: "ZZ1 1ZZ", status: 404, expected: null, calls: 1 },
    { input: "ZZ1 1ZZ", status: 422, expected: null, calls: 1 },
    { input: "not a postcode", status: 200, expected: null, calls: 0 },
  ])(
    "the API geocoder answers $input ($status) with $expected",
    async ({ input, status, expected, calls }) => {
      const { site, requests } = stubSite(({ query }) =>
        status === 200
          ? {
              body: {
                data: {
                  postcode: query.get("postcode"),
                  outward_code: "SM1",
                  precision: "postcode",
                  location: { lat: sutton.lat, lon: sutton.lon },
                },
              },
            }
          : { ...notFoundResponse, status },
      );
      expect(await apiGeocoder(site).geocode(input)).toEqual(expected);
      expect(requests).toHaveLength(calls);
      if (calls > 0) expect(requests[0]?.query.get("postcode")).toBe(normalisePostcode(input));
    },
  );

  it("lets an API outage through to the error page", async () => {
    const { site } = stubSite(() => ({ status: 500, body: { message: "Server Error" } }));
    await expect(apiGeocoder(site).geocode("SM1 1JZ")).rejects.toMatchObject({ status: 500 });
  });

  it.each([
    {
      status: 200,
      body: { status: 200, result: { postcode: "SM1 1JZ", latitude: 51.3609, longitude: -0.1919 } },
      expected: sutton,
    },
    {
      status: 200,
      body: { status: 200, result: { postcode: "JE2 3AB", latitude: null, longitude: null } },
      expected: null,
    },
    { status: 404, body: { status: 404, error: "Postcode not found" }, expected: null },
  ])("postcodes.io answering $status gives $expected", async ({ status, body, expected }) => {
    const urls: string[] = [];
    const fetch: typeof globalThis.fetch = (input) => {
      urls.push(input instanceof Request ? input.url : input.toString());
      return Promise.resolve(Response.json(body, { status }));
    };
    const geocoder = postcodesIoGeocoder({ fetch, baseUrl: "https://postcodes.test/" });
    expect(await geocoder.geocode("sm11jz")).toEqual(expected);
    expect(urls).toEqual(["https://postcodes.test/postcodes/SM1%201JZ"]);
  });

  it("reports a postcodes.io outage", async () => {
    const fetch: typeof globalThis.fetch = () =>
      Promise.resolve(Response.json({ status: 503 }, { status: 503 }));
    await expect(postcodesIoGeocoder({ fetch }).geocode("SM1 1JZ")).rejects.toThrow(/503/);
  });

  it.each([
    { env: {}, fetched: [], api: ["geocode"] },
    { env: { GEOCODER: "" }, fetched: [], api: ["geocode"] },
    { env: { GEOCODER: "api" }, fetched: [], api: ["geocode"] },
    {
      env: { GEOCODER: "postcodes.io", POSTCODES_IO_URL: "https://postcodes.test" },
      fetched: ["https://postcodes.test/postcodes/SM1%201JZ"],
      api: [],
    },
  ])("GEOCODER=$env.GEOCODER asks $api $fetched", async ({ env, fetched, api }) => {
    const urls: string[] = [];
    vi.stubGlobal("fetch", (input: string) => {
      urls.push(input);
      return Promise.resolve(Response.json({ status: 404 }, { status: 404 }));
    });
    try {
      const { site, requests } = stubSite(() => notFoundResponse);
      expect(await geocoderFromEnv(site, env).geocode("SM1 1JZ")).toBeNull();
      expect(requests.map((request) => request.path)).toEqual(api);
      expect(urls).toEqual(fetched);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("names the variable when GEOCODER is unknown", () => {
    const { site } = stubSite(() => notFoundResponse);
    expect(() => geocoderFromEnv(site, { GEOCODER: "google" })).toThrow(
      'GEOCODER must be one of api, postcodes.io (got "google")',
    );
  });
});
