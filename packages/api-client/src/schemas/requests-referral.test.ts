import { describe, expect, it } from "vitest";

import { errorsOf } from "../../test/validation.ts";
import type { Errors } from "../../test/validation.ts";
import { ReferralRequestSchema, toValidationErrorResponse } from "./index.ts";

const selfReferral = {
  service_id: "00000000-0000-4000-8000-000000000601",
  name: "Jane Doe",
  email: "jane@example.org",
  phone: null,
  other_contact: null,
  postcode_outward_code: null,
  comments: null,
  referral_consented: true,
  feedback_consented: false,
};

const championReferral = {
  service_id: "00000000-0000-4000-8000-000000000601",
  name: "Jane Doe",
  email: null,
  phone: "07700900123",
  other_contact: null,
  postcode_outward_code: "SM1",
  comments: null,
  referral_consented: true,
  feedback_consented: false,
  referee_name: "Sam Worker",
  referee_email: "sam@example.org",
  referee_phone: "02081234567",
  organisation_taxonomy_id: null,
  organisation: "Citizens Advice",
};

const referralCases: [string, unknown, Errors][] = [
  ["the contract's champion referral", championReferral, null],
  ["a self referral by email", selfReferral, null],
  ["a mobile with spaces", { ...selfReferral, email: null, phone: "07700 900 123" }, null],
  ["an international mobile", { ...selfReferral, email: null, phone: "+447700900123" }, null],
  [
    "only another contact",
    { ...selfReferral, email: null, other_contact: "Ask at reception" },
    null,
  ],
  [
    "no way to get in touch",
    { ...selfReferral, email: null },
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
    { ...selfReferral, phone: "02081234567" },
    { phone: ["The phone must be a valid UK mobile phone number."] },
  ],
  [
    "consent not given",
    { ...selfReferral, referral_consented: false },
    { referral_consented: ["The referral consented field must be accepted."] },
  ],
  [
    "consent missing",
    { ...selfReferral, referral_consented: undefined, feedback_consented: undefined },
    {
      referral_consented: ["The referral consented field is required."],
      feedback_consented: ["The feedback consented field is required."],
    },
  ],
  [
    "postcode and comments keys missing",
    { ...selfReferral, postcode_outward_code: undefined, comments: undefined },
    {
      postcode_outward_code: ["The postcode outward code field must be present."],
      comments: ["The comments field must be present."],
    },
  ],
  [
    "a name that is too long and a bad email",
    { ...selfReferral, name: "x".repeat(256), email: "jane" },
    {
      name: ["The name field must not be greater than 255 characters."],
      email: ["The email field must be a valid email address."],
    },
  ],
  [
    "values of the wrong type",
    { ...selfReferral, name: 5, service_id: null, comments: ["x"] },
    {
      name: ["The name field must be a string."],
      service_id: ["The service id field is required."],
      comments: ["The comments field must be a string."],
    },
  ],
  [
    "a referee with nothing else",
    { ...selfReferral, referee_name: "Sam" },
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
    "a referee phone with spaces and a bad referee email",
    { ...championReferral, referee_phone: "020 8123 4567", referee_email: "sam" },
    {
      referee_phone: ["The referee phone must be a valid UK phone number."],
      referee_email: ["The referee email field must be a valid email address."],
    },
  ],
  [
    "an over-long referee email and organisation",
    {
      ...championReferral,
      referee_email: `${"s".repeat(250)}@example.org`,
      organisation: "o".repeat(256),
    },
    {
      referee_email: ["The referee email field must not be greater than 255 characters."],
      organisation: ["The organisation field must not be greater than 255 characters."],
    },
  ],
  [
    "a referee organisation taxonomy instead of free text",
    {
      ...championReferral,
      organisation: null,
      organisation_taxonomy_id: "00000000-0000-4000-8000-000000000751",
    },
    null,
  ],
  [
    "referee fields without a referee name are ignored",
    { ...selfReferral, referee_name: null, referee_phone: "not a phone", referee_email: "x" },
    null,
  ],
];

describe("ReferralRequestSchema", () => {
  it.each(referralCases)("%s", (_name, body, expected) => {
    expect(errorsOf(ReferralRequestSchema, body)).toEqual(expected);
  });
});

describe("toValidationErrorResponse", () => {
  it.each([
    [{ ...selfReferral, email: "x" }, "The email field must be a valid email address."],
    [{ ...selfReferral, email: "x", name: null }, "The name field is required. (and 1 more error)"],
    [
      { ...selfReferral, email: null, name: null },
      "The name field is required. (and 3 more errors)",
    ],
  ])("summarises %j as %s", (body, message) => {
    const result = ReferralRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    if (!result.success) expect(toValidationErrorResponse(result.error).message).toBe(message);
  });
});
