import { describe, expect, it } from "vitest";

import type { Answers } from "../../journeys/journey.ts";
import { referralBody, referralJourney, whoOf } from "./referral-journey.tsx";
import type { Who } from "./referral-journey.tsx";

// The referral's declaration, read through the engine (the engine's own table is in
// journeys/journey.test.ts).
const journey = referralJourney;

/** The `POST /referrals` body the answers make, or the first page still to answer. */
function bodyOf(serviceId: string, values: Answers, familyTaxonomyId: string | null) {
  const parsed = journey.parse(values);
  if (!parsed.ok) return parsed;
  const who = whoOf(values) ?? "myself";
  return { ok: true, body: referralBody(serviceId, who, parsed.data, familyTaxonomyId) };
}

const base = {
  name: "Jane Doe",
  email: "",
  phone: "07700 900 982",
  other_contact: "",
  postcode_outward_code: "sm1",
  comments: "",
  referral_consented: "yes",
  feedback_consented: "",
};
const referrer = {
  referee_name: "Sam Worker",
  referee_email: "sam@example.org",
  referee_phone: "020 8123 4567",
};
const answers: Record<Who, Record<string, string>> = {
  myself: { ...base, who: "myself" },
  friend: { ...base, ...referrer, who: "friend" },
  "someone-else": { ...base, ...referrer, organisation: "Citizens Advice", who: "someone-else" },
};

describe("step sequencing", () => {
  it.each<[Who, string[]]>([
    ["myself", ["name", "contact", "details", "check", "consent"]],
    ["friend", ["name", "contact", "referrer", "details", "check", "consent"]],
    [
      "someone-else",
      ["name", "contact", "referrer", "organisation", "details", "check", "consent"],
    ],
  ])("%s: Step N of M counts every question page, the first one included", (who, path) => {
    expect(journey.path({ who })).toEqual(["intro", "who", ...path]);
    const numbered: string[] = ["who", ...path];
    expect(numbered.map((step) => journey.stepNumber(step, { who }))).toEqual(
      numbered.map((_, index) => ({ current: index + 1, total: numbered.length })),
    );
    expect([
      journey.stepNumber("intro", { who }),
      journey.stepNumber("confirmation", { who }),
    ]).toEqual([null, null]);
  });

  it("counts the first question before it is answered against the shortest path", () => {
    expect(journey.stepNumber("who", {})).toEqual({ current: 1, total: 6 });
  });

  it.each<{ step: string; values: Record<string, string>; changing: boolean; next: string }>([
    { step: "intro", values: {}, changing: false, next: "who" },
    { step: "who", values: answers.myself, changing: false, next: "name" },
    { step: "contact", values: answers.myself, changing: false, next: "details" },
    { step: "contact", values: answers.friend, changing: false, next: "referrer" },
    { step: "referrer", values: answers.friend, changing: false, next: "details" },
    { step: "referrer", values: answers["someone-else"], changing: false, next: "organisation" },
    { step: "details", values: answers.myself, changing: false, next: "check" },
    { step: "name", values: answers.myself, changing: true, next: "check" },
    {
      step: "who",
      values: { ...answers.myself, who: "someone-else" },
      changing: true,
      next: "referrer",
    },
  ])("after $step (changing: $changing) comes $next", ({ step, values, changing, next }) => {
    expect(journey.next(step, values, changing)).toBe(next);
  });

  it.each<{ step: string; who: Who | undefined; changing: boolean; back: string | null }>([
    { step: "name", who: "myself", changing: false, back: "who" },
    { step: "details", who: "myself", changing: false, back: "contact" },
    { step: "details", who: "someone-else", changing: false, back: "organisation" },
    { step: "contact", who: "friend", changing: true, back: "check" },
    { step: "intro", who: undefined, changing: false, back: null },
  ])("back from $step ($who, changing: $changing) is $back", ({ step, who, changing, back }) => {
    expect(journey.previous(step, who === undefined ? {} : { who }, changing)).toBe(back);
  });

  it.each<{ step: string; values: Record<string, string>; reach: string }>([
    { step: "check", values: {}, reach: "who" },
    { step: "details", values: { who: "myself", name: "Jane" }, reach: "contact" },
    { step: "organisation", values: answers.myself, reach: "check" },
    { step: "consent", values: answers.friend, reach: "consent" },
    { step: "who", values: {}, reach: "who" },
  ])("a GET of $step goes to $reach", ({ step, values, reach }) => {
    expect(journey.reachable(step, values)).toBe(reach);
  });

  it("finds nothing to answer once every page is done", () => {
    expect(journey.firstIncomplete(answers["someone-else"])).toBeNull();
  });
});

describe("page validation (messages pinned)", () => {
  it.each<{
    step: string;
    values: Record<string, string>;
    errors: Record<string, string>;
  }>([
    { step: "who", values: {}, errors: { who: "Select who would like to be connected" } },
    { step: "name", values: { who: "myself" }, errors: { name: "Enter your full name" } },
    { step: "name", values: { who: "friend" }, errors: { name: "Enter their full name" } },
    {
      step: "name",
      values: { who: "myself", name: "x".repeat(256) },
      errors: { name: "Full name must be 255 characters or fewer" },
    },
    {
      step: "contact",
      values: { who: "myself" },
      errors: { email: "Enter an email address, a UK mobile number or another way to contact you" },
    },
    {
      step: "contact",
      values: { who: "friend" },
      errors: {
        email: "Enter an email address, a UK mobile number or another way to contact them",
      },
    },
    {
      step: "contact",
      values: { who: "myself", email: "jane@example.org", phone: "020 7946 0000" },
      errors: {
        phone:
          "Enter a UK mobile number, like 07700 900 982 or +44 7700 900 982 (a landline cannot be used)",
      },
    },
    {
      step: "contact",
      values: { who: "myself", email: "jane@", phone: "" },
      errors: { email: "Enter an email address in the correct format, like name@example.com" },
    },
    {
      step: "referrer",
      values: { who: "friend", referee_phone: "+44 20 7946 0000" },
      errors: {
        referee_name: "Enter your full name",
        referee_email: "Enter your email address",
        referee_phone: "Enter a UK phone number, like 020 7946 0000 or 07700 900 982",
      },
    },
    {
      step: "organisation",
      values: { who: "someone-else" },
      errors: { organisation: "Enter the name of your organisation" },
    },
    {
      step: "details",
      values: { who: "myself", postcode_outward_code: "nowhere", comments: "x".repeat(256) },
      errors: {
        postcode_outward_code:
          "Enter the first part of a real postcode, the letters and numbers before the space",
        comments: "Comments must be 255 characters or fewer",
      },
    },
    {
      step: "details",
      values: { who: "myself", postcode_outward_code: "SM1 1EA" },
      errors: {
        postcode_outward_code:
          "Enter only the first part of the postcode, the letters and numbers before the space",
      },
    },
    {
      step: "name",
      values: { who: "myself", name: "J" },
      errors: { name: "Full name must be 2 characters or more" },
    },
    {
      step: "referrer",
      values: {
        who: "friend",
        referee_name: "S",
        referee_email: "sam@example.org",
        referee_phone: "020 7946 0000",
      },
      errors: { referee_name: "Full name must be 2 characters or more" },
    },
    {
      step: "consent",
      values: { who: "myself", feedback_consented: "yes" },
      errors: { referral_consented: "Select that you agree, so that we can make the connection" },
    },
  ])("$step: $errors", ({ step, values, errors }) => {
    expect(journey.validateStep(step, values)).toEqual({ ok: false, errors });
  });

  it("accepts an email alone, with no phone (each contact checked only when given)", () => {
    expect(journey.validateStep("contact", { who: "myself", email: "jane@example.org" }).ok).toBe(
      true,
    );
  });
});

describe("referralBody", () => {
  const serviceId = "00000000-0000-4000-8000-000000000001";
  const common = {
    service_id: serviceId,
    name: "Jane Doe",
    email: null,
    phone: "07700900982",
    other_contact: null,
    postcode_outward_code: "SM1",
    comments: null,
    referral_consented: true,
    feedback_consented: false,
  };
  const refereeBlock = {
    referee_name: "Sam Worker",
    referee_email: "sam@example.org",
    referee_phone: "02081234567",
  };
  it.each<{ who: Who; family: string | null; body: object }>([
    { who: "myself", family: "tax-1", body: common },
    {
      who: "friend",
      family: "tax-1",
      body: { ...common, ...refereeBlock, organisation_taxonomy_id: "tax-1", organisation: null },
    },
    {
      who: "friend",
      family: null,
      body: {
        ...common,
        ...refereeBlock,
        organisation_taxonomy_id: null,
        organisation: "A friend or family member",
      },
    },
    {
      who: "someone-else",
      family: "tax-1",
      body: {
        ...common,
        ...refereeBlock,
        organisation_taxonomy_id: null,
        organisation: "Citizens Advice",
      },
    },
  ])("$who (family taxonomy $family)", ({ who, family, body }) => {
    expect(bodyOf(serviceId, answers[who], family)).toEqual({ ok: true, body });
  });

  it("drops referrer answers left over from a path no longer chosen", () => {
    const switched = { ...answers["someone-else"], who: "myself" };
    expect(bodyOf(serviceId, switched, null)).toEqual({ ok: true, body: common });
  });

  it("names the first page still to answer", () => {
    expect(bodyOf(serviceId, { ...answers.friend, referee_email: "" }, null)).toEqual({
      ok: false,
      step: "referrer",
      errors: { referee_email: "Enter your email address" },
    });
  });
});
