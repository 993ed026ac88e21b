// `POST /referrals` over HTTP against the fixture borough (contract §5.1).
/* eslint-disable @typescript-eslint/no-unsafe-member-access */
import { laravelMessages, ReferralResponseSchema } from "@hub/api-client/schemas";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { referrals } from "../db/schema.ts";
import { expectContract } from "../test/contract.ts";
import { IDS, NOW, fixtureDataset } from "../test/fixture.ts";
import { harnessForFile } from "../test/harness-for-file.ts";
import { expectValidationErrors } from "../test/validation.ts";
import { generateReference, REFERENCE_ALPHABET, ROOT_TAXONOMY_MESSAGE } from "./referrals.ts";

const h = harnessForFile(fixtureDataset());

const post = (body: unknown) =>
  h.call("/referrals", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

const self = {
  service_id: IDS.debtAdvice,
  name: "Jane Doe",
  email: null,
  phone: "07700 900123",
  other_contact: null,
  postcode_outward_code: "SM1",
  comments: "Evenings are best.",
  referral_consented: true,
  feedback_consented: false,
};

const thirdParty = {
  ...self,
  referee_name: "Sam Worker",
  referee_email: "sam@example.org",
  referee_phone: "02081234567",
  organisation_taxonomy_id: null,
  organisation: "Local Food Bank",
};

const stamp = "2026-11-24T10:30:00+0000";

describe("POST /referrals creates a referral", () => {
  it("stores a self referral and answers 201 with the referral", async () => {
    const response = await post(self);
    expect(response.status).toBe(201);
    expectContract(ReferralResponseSchema, response.body);
    expect(response.body.data).toMatchObject({
      service_id: IDS.debtAdvice,
      status: "new",
      name: "Jane Doe",
      phone: "07700 900123",
      postcode_outward_code: "SM1",
      comments: "Evenings are best.",
      referral_consented_at: stamp,
      feedback_consented_at: null,
      referee_name: null,
      referee_email: null,
      referee_phone: null,
      referee_organisation: null,
      created_at: stamp,
    });
    expect(response.body.data.reference).toMatch(/^[A-Z0-9]{10}$/);
  });

  it("keeps personal fields encrypted at rest and readable with the tenant key", async () => {
    const response = await post({ ...thirdParty, feedback_consented: true });
    expect(response.status).toBe(201);
    const [row] = await h.database.db
      .select()
      .from(referrals)
      .where(eq(referrals.id, response.body.data.id as string));
    if (!row) throw new Error("referral not stored");
    const personal = {
      name: row.name,
      phone: row.phone,
      postcode_outward_code: row.postcodeOutwardCode,
      comments: row.comments,
      referee_name: row.refereeName,
      referee_email: row.refereeEmail,
      referee_phone: row.refereePhone,
    };
    for (const [key, token] of Object.entries(personal)) {
      expect(token, key).toMatch(/^v2\./);
      expect(h.tenant.cipher.decrypt(token ?? ""), key).toBe(response.body.data[key]);
    }
    expect(row.email).toBeNull();
    expect(h.tenant.cipher.decryptNullable(row.organisation)).toBe("Local Food Bank");
    expect(row.feedbackConsentedAt).toEqual(NOW);
    expect(row.reference).toBe(response.body.data.reference);
  });

  it.each([
    ["a free-text organisation", { organisation: "Local Food Bank" }, "Local Food Bank"],
    [
      "an organisation taxonomy",
      { organisation_taxonomy_id: IDS.citizensAdvice, organisation: null },
      "Citizens Advice",
    ],
  ])("names the referee's organisation from %s", async (_, extra, expected) => {
    const response = await post({ ...thirdParty, ...extra });
    expect(response.status).toBe(201);
    expectContract(ReferralResponseSchema, response.body);
    expect(response.body.data).toMatchObject({
      referee_name: "Sam Worker",
      referee_email: "sam@example.org",
      referee_phone: "02081234567",
      referee_organisation: expected,
    });
  });

  it("ignores the referee block of a self referral", async () => {
    const response = await post({ ...self, referee_email: "x@example.org", organisation: "X" });
    expect(response.status).toBe(201);
    expect(response.body.data.referee_email).toBeNull();
    expect(response.body.data.referee_organisation).toBeNull();
  });

  it("gives every referral its own reference", () => {
    const references = new Set(Array.from({ length: 200 }, generateReference));
    expect(references.size).toBe(200);
    for (const reference of references) expect(reference).toMatch(/^[A-Z0-9]{10}$/);
  });

  it.each([
    ["0", "O"],
    ["1", "I"],
    ["1", "L"],
    ["2", "Z"],
    ["5", "S"],
    ["8", "B"],
  ])("never writes both %s and %s, which read alike", (one, other) => {
    const used = new Set(Array.from({ length: 500 }, generateReference).join(""));
    expect(REFERENCE_ALPHABET.includes(one) && REFERENCE_ALPHABET.includes(other)).toBe(false);
    expect(used.has(one) && used.has(other)).toBe(false);
    expect([...used].every((symbol) => REFERENCE_ALPHABET.includes(symbol))).toBe(true);
  });
});

describe("POST /referrals validates like the upstream API", () => {
  const without = (body: Record<string, unknown>, key: string) =>
    Object.fromEntries(Object.entries(body).filter(([name]) => name !== key));

  const cases: [string, unknown, Record<string, string[]>][] = [
    [
      "an unknown service",
      { ...self, service_id: IDS.orgAlpha },
      { service_id: ["The selected service id is invalid."] },
    ],
    [
      "a service id that is not a uuid",
      { ...self, service_id: "debt-advice" },
      { service_id: ["The selected service id is invalid."] },
    ],
    ["a missing name", without(self, "name"), { name: ["The name field is required."] }],
    [
      "a blank name (trimmed to null)",
      { ...self, name: "   " },
      { name: [laravelMessages.required("name")] },
    ],
    [
      "no way to contact the client",
      { ...self, phone: null },
      {
        email: ["The email field is required when none of phone / other contact are present."],
        phone: ["The phone field is required when none of email / other contact are present."],
        other_contact: [
          "The other contact field is required when none of email / phone are present.",
        ],
      },
    ],
    [
      "a landline as the client's phone",
      { ...self, phone: "020 8123 4567" },
      { phone: ["The phone must be a valid UK mobile phone number."] },
    ],
    [
      "an invalid email",
      { ...self, email: "not-an-email" },
      { email: ["The email field must be a valid email address."] },
    ],
    [
      "a missing postcode key",
      without(self, "postcode_outward_code"),
      { postcode_outward_code: ["The postcode outward code field must be present."] },
    ],
    [
      "a missing comments key",
      without(self, "comments"),
      { comments: ["The comments field must be present."] },
    ],
    [
      "consent refused",
      { ...self, referral_consented: false },
      { referral_consented: ["The referral consented field must be accepted."] },
    ],
    [
      "no feedback consent answer",
      without(self, "feedback_consented"),
      { feedback_consented: ["The feedback consented field is required."] },
    ],
    [
      "a referee without email, phone or organisation",
      { ...self, referee_name: "Sam Worker" },
      {
        referee_email: ["The referee email field is required."],
        referee_phone: ["The referee phone field is required."],
        organisation_taxonomy_id: [
          "The organisation taxonomy id field is required when organisation is not present.",
        ],
        organisation: [
          "The organisation field is required when organisation taxonomy id is not present.",
        ],
      },
    ],
    [
      "a referee phone with spaces",
      { ...thirdParty, referee_phone: "020 8123 4567" },
      { referee_phone: ["The referee phone must be a valid UK phone number."] },
    ],
    [
      "a referee organisation outside the Organisation tree",
      { ...thirdParty, organisation_taxonomy_id: IDS.debt, organisation: null },
      { organisation_taxonomy_id: [ROOT_TAXONOMY_MESSAGE] },
    ],
    [
      "an unknown referee organisation",
      { ...thirdParty, organisation_taxonomy_id: IDS.orgAlpha, organisation: null },
      { organisation_taxonomy_id: ["The selected organisation taxonomy id is invalid."] },
    ],
  ];

  it.each(cases)("rejects %s with 422", async (_, body, errors) => {
    const before = await h.database.db.$count(referrals);
    const response = await post(body);
    expectValidationErrors(response, errors);
    expect(await h.database.db.$count(referrals)).toBe(before);
  });

  it("answers a body that is not JSON with the required-field errors", async () => {
    const response = await h.call("/referrals", { method: "POST", body: "not json" });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors as object)).toEqual(
      expect.arrayContaining(["service_id", "name", "referral_consented"]),
    );
  });
});
