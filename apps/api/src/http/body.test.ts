// Hostile request bodies: bytes that are not UTF-8, NUL characters and unpaired surrogates (which
// PostgreSQL text cannot hold or would silently change), nesting deep enough to exhaust a
// recursive walk, arrays too long to filter with, and malformed JSON. Each is a 4xx, never a 500,
// and nothing is stored.
import { describe, expect, it } from "vitest";
import { pageFeedbacks } from "../db/schema.ts";
import { IDS, fixtureDataset } from "../test/fixture.ts";
import { harnessForFile } from "../test/harness-for-file.ts";
import { expectValidationErrors } from "../test/validation.ts";
import { MAX_BODY_DEPTH } from "./body.ts";

const h = harnessForFile(fixtureDataset());

const send = (path: string, body: string | Uint8Array) =>
  h.call(path, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "Content-Length": String(typeof body === "string" ? Buffer.byteLength(body) : body.length),
    },
    body,
  });

const feedback = {
  url: "https://hub.example.org/pages/x",
  feedback: "Out of date.",
  name: null,
  email: null,
  phone: null,
};

const nested = (depth: number): string => `${"[".repeat(depth)}${"]".repeat(depth)}`;

const cases: [string, string, string | Uint8Array, Record<string, string[]>][] = [
  [
    "a NUL character in a field",
    "/page-feedbacks",
    JSON.stringify({ ...feedback, feedback: "bad\u0000byte" }),
    { feedback: ["The feedback field must not contain null characters."] },
  ],
  [
    "a NUL character in a nested field",
    "/search",
    JSON.stringify({ eligibilities: ["ok", "x\u0000"] }),
    { "eligibilities.1": ["The eligibilities.1 field must not contain null characters."] },
  ],
  [
    "an unpaired surrogate",
    "/page-feedbacks",
    `{"url":"https://hub.example.org/","feedback":"\\ud800 alone","name":null,"email":null,"phone":null}`,
    { feedback: ["The feedback field must be valid UTF-8."] },
  ],
  [
    "a NUL character in a key",
    "/search",
    `{"query":"food","x\\u0000":1}`,
    { body: ["The request body must not contain null characters."] },
  ],
  [
    "bytes that are not UTF-8",
    "/page-feedbacks",
    Uint8Array.from([...Buffer.from('{"feedback":"'), 0xff, 0xfe, ...Buffer.from('"}')]),
    { body: ["The request body must be valid UTF-8."] },
  ],
  [
    "nesting deeper than any request needs",
    "/search",
    `{"query":"food","x":${nested(MAX_BODY_DEPTH + 1)}}`,
    { body: [`The request body must not be nested more than ${MAX_BODY_DEPTH} levels deep.`] },
  ],
  [
    "half a million nested arrays",
    "/referrals",
    nested(500_000),
    { body: [`The request body must not be nested more than ${MAX_BODY_DEPTH} levels deep.`] },
  ],
  [
    "65 000 eligibilities",
    "/search",
    JSON.stringify({ eligibilities: Array.from({ length: 65_000 }, (_, i) => `e${i}`) }),
    { eligibilities: ["The eligibilities field must not have more than 50 items."] },
  ],
  [
    "an eligibility name over 255 characters",
    "/search",
    JSON.stringify({ eligibilities: ["x".repeat(256)] }),
    { "eligibilities.0": ["The eligibilities.* field must not be greater than 255 characters."] },
  ],
];

describe("hostile bodies", () => {
  it.each(cases)("refuse %s with 422", async (_name, path, body, errors) => {
    const before = await h.database.db.$count(pageFeedbacks);
    expectValidationErrors(await send(path, body), errors);
    expect(await h.database.db.$count(pageFeedbacks)).toBe(before);
  });

  it.each([
    ["/page-feedbacks", "{not json", 422],
    ["/referrals", '{"name": "Ann",', 422],
    ["/search", "[1,2,3]", 422],
    ["/search/events", "{oops", 200],
  ])(
    "treat malformed JSON on %s as an empty body, as Laravel does (%s)",
    async (path, body, status) => {
      expect((await send(path, body)).status).toBe(status);
    },
  );

  it.each([
    ["/search", { location: { lat: 51.86, lon: -0.19 }, distance: 40 }],
    ["/search/events", { location: { lat: 52.5, lon: -0.19 }, distance: "100" }],
  ])(
    "refuses a radius over 30 miles on %s (a location 33 miles out was a 500)",
    async (path, body) => {
      expectValidationErrors(await send(path, JSON.stringify(body)), {
        distance: ["The distance field must not be greater than 30."],
      });
    },
  );

  it.each([
    ["/search", { location: { lat: 51.75, lon: -0.19 }, distance: 30 }],
    ["/search/events", { location: { lat: 51.75, lon: -0.19 }, distance: 30, order: "distance" }],
  ])("answers the widest radius on %s, with locations at its edge", async (path, body) => {
    expect((await send(path, JSON.stringify(body))).status).toBe(200);
  });

  it("accepts nesting a real request has", async () => {
    const response = await send(
      "/search",
      JSON.stringify({ query: "debt", location: { lat: 51.36, lon: -0.19 }, eligibilities: [] }),
    );
    expect(response.status).toBe(200);
  });

  it("accepts text in every script, with emoji", async () => {
    const response = await send(
      "/page-feedbacks",
      JSON.stringify({ ...feedback, feedback: "Ça va 👋 — ошибка 錯誤 \u2028" }),
    );
    expect(response.status).toBe(201);
  });

  it("keeps the service a referral names", async () => {
    const response = await send(
      "/referrals",
      JSON.stringify({
        service_id: IDS.debtAdvice,
        name: "Zoë 🌻",
        email: "zoe@example.org",
        phone: null,
        other_contact: null,
        postcode_outward_code: null,
        comments: null,
        referral_consented: true,
        feedback_consented: false,
      }),
    );
    expect(response.status).toBe(201);
  });
});
