// `GET /geocode?postcode=` (this project's extension) over HTTP.
import { GeocodeResponseSchema } from "@hub/api-client/schemas";
import { describe, expect, it } from "vitest";
import { fixtureDataset } from "../test/fixture.ts";
import { harnessForFile } from "../test/harness-for-file.ts";
import { expectValidationErrors } from "../test/validation.ts";
import { postcodeTable } from "../geocode/postcodes.ts";
import { INVALID_POSTCODE_MESSAGE, unknownPostcodeMessage } from "./geocode.ts";

const SUTTON_POSTCODES = postcodeTable("sutton");
const BEXLEY_POSTCODES = postcodeTable("bexley");

const h = harnessForFile(fixtureDataset());

const point = (
  entries: readonly { lat: number; lon: number; [key: string]: unknown }[],
  key: string,
  value: string,
) => {
  const entry = entries.find((candidate) => candidate[key] === value);
  if (!entry) throw new Error(`${value} is not in the bundled table`);
  return { lat: entry.lat, lon: entry.lon };
};

describe("GET /geocode", () => {
  const [firstPostcode] = SUTTON_POSTCODES.postcodes;
  if (!firstPostcode) throw new Error("the Sutton table has postcodes");
  const cases: [string, string, string, string, { lat: number; lon: number }][] = [
    [
      "a full postcode, any case and spacing",
      firstPostcode.postcode.toLowerCase().replace(" ", ""),
      firstPostcode.postcode,
      "postcode",
      { lat: firstPostcode.lat, lon: firstPostcode.lon },
    ],
    [
      "an unlisted postcode, by its sector",
      "SM1 1ZZ",
      "SM1 1ZZ",
      "sector",
      point(SUTTON_POSTCODES.sectors, "sector", "SM1 1"),
    ],
    [
      "a district",
      "sm2",
      "SM2",
      "district",
      point(SUTTON_POSTCODES.districts, "outward_code", "SM2"),
    ],
    [
      "a neighbouring borough's district",
      "DA14",
      "DA14",
      "district",
      point(BEXLEY_POSTCODES.districts, "outward_code", "DA14"),
    ],
  ];

  it.each(cases)("finds %s", async (_, query, postcode, precision, location) => {
    const response = await h.call(`/geocode?postcode=${encodeURIComponent(query)}`);
    expect(response.status).toBe(200);
    expect(GeocodeResponseSchema.safeParse(response.body).success).toBe(true);
    expect(response.body).toEqual({
      data: { postcode, outward_code: postcode.split(" ")[0], precision, location },
    });
  });

  it.each([
    ["", "The postcode field is required."],
    ["not a postcode", INVALID_POSTCODE_MESSAGE],
    ["12345", INVALID_POSTCODE_MESSAGE],
  ])("rejects %j with 422", async (query, message) => {
    expectValidationErrors(await h.call(`/geocode?postcode=${encodeURIComponent(query)}`), {
      postcode: [message],
    });
  });

  it("is 404 for a postcode outside the bundled boroughs", async () => {
    expect(await h.call("/geocode?postcode=ec1a1bb")).toMatchObject({
      status: 404,
      body: { message: unknownPostcodeMessage("EC1A 1BB") },
    });
  });
});
