// `POST /page-feedbacks` over HTTP (contract §5.2).
/* eslint-disable @typescript-eslint/no-unsafe-member-access */
import { PageFeedbackResponseSchema } from "@hub/api-client/schemas";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pageFeedbacks } from "../db/schema.ts";
import { expectContract } from "../test/contract.ts";
import { fixtureDataset } from "../test/fixture.ts";
import { harnessForFile } from "../test/harness-for-file.ts";
import { expectValidationErrors } from "../test/validation.ts";

const h = harnessForFile(fixtureDataset());

const post = (body: unknown) =>
  h.call("/page-feedbacks", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

const valid = {
  url: "https://hub.example.org/pages/energy-bills",
  feedback: "The phone number on this page is out of date.",
  name: "Jane Doe",
  email: "jane@example.org",
  phone: null,
};

describe("POST /page-feedbacks", () => {
  it("stores the feedback, encrypting who sent it, and answers 201", async () => {
    const response = await post(valid);
    expect(response.status).toBe(201);
    expectContract(PageFeedbackResponseSchema, response.body);
    expect(response.body.data).toMatchObject({
      ...valid,
      consented_at: "2026-11-24T10:30:00+0000",
      created_at: "2026-11-24T10:30:00+0000",
    });
    const [row] = await h.database.db
      .select()
      .from(pageFeedbacks)
      .where(eq(pageFeedbacks.id, response.body.data.id as string));
    expect(row?.name).toMatch(/^v2\./);
    expect(h.tenant.cipher.decryptNullable(row?.email ?? null)).toBe("jane@example.org");
    expect(row?.phone).toBeNull();
    expect(h.tenant.cipher.decrypt(row?.feedback ?? "")).toBe(valid.feedback);
  });

  const { name: _name, ...withoutName } = valid;
  const cases: [string, unknown, Record<string, string[]>][] = [
    [
      "an empty body",
      {},
      {
        url: ["The url field is required."],
        feedback: ["The feedback field is required."],
        name: ["The name field must be present."],
        email: ["The email field must be present."],
        phone: ["The phone field must be present."],
      },
    ],
    [
      "a url that is not one",
      { ...valid, url: "energy bills" },
      { url: ["The url field must be a valid URL."] },
    ],
    [
      "feedback over 10000 characters",
      { ...valid, feedback: "x".repeat(10_001) },
      { feedback: ["The feedback field must not be greater than 10000 characters."] },
    ],
    ["a missing name key", withoutName, { name: ["The name field must be present."] }],
    [
      "an invalid email",
      { ...valid, email: "jane" },
      { email: ["The email field must be a valid email address."] },
    ],
  ];

  it.each(cases)("rejects %s with 422", async (_, body, errors) => {
    const before = await h.database.db.$count(pageFeedbacks);
    const response = await post(body);
    expectValidationErrors(response, errors);
    expect(await h.database.db.$count(pageFeedbacks)).toBe(before);
  });
});
