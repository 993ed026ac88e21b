// What the council frontends send, over HTTP: numbers as numeric strings and booleans as 1/"0",
// which the upstream's Laravel rules accept. Each write stores the clean value, and a search
// answers instead of a 422.
/* eslint-disable @typescript-eslint/no-unsafe-member-access */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pageFeedbacks, referrals, updateRequests } from "../db/schema.ts";
import { IDS, fixtureDataset } from "../test/fixture.ts";
import { harnessForFile } from "../test/harness-for-file.ts";
import { expectValidationErrors } from "../test/validation.ts";

const h = harnessForFile(fixtureDataset());

const post = (path: string, body: unknown) => h.post(path, body);

const searches: [string, string, Record<string, unknown>][] = [
  [
    "the Sutton frontend's postcode search",
    "/search",
    {
      query: "debt",
      order: "distance",
      distance: "5",
      location: { lat: "51.3618", lon: "-0.1945" },
      page: "1",
      per_page: "25",
      is_free: "1",
    },
  ],
  ["is_free as 0", "/search", { is_free: 0 }],
  ['is_free as "0"', "/search", { is_free: "0", per_page: "2" }],
  ['is_free as "true"', "/search", { is_free: "true" }],
  [
    "an event search with string flags",
    "/search/events",
    { is_virtual: "0", is_free: 1, page: "1", per_page: "10" },
  ],
  ["a page search with string paging", "/search/pages", { query: "energy", page: "1" }],
  [
    "a category search with string paging",
    "/search/collections/categories",
    { category: "money", per_page: "5" },
  ],
];

describe("searches with Laravel's loose types", () => {
  it.each(searches)("answer %s", async (_name, path, body) => {
    const response = await post(path, body);
    expect(response.status).toBe(200);
    expect(response.body.meta.per_page).toBe(Number(body.per_page ?? 25));
  });

  it("filter with the coerced boolean", async () => {
    const free = (await post("/search", { is_free: "1" })).body.data as { is_free: boolean }[];
    const paid = (await post("/search", { is_free: "0" })).body.data as { is_free: boolean }[];
    expect(free.every((service) => service.is_free)).toBe(true);
    expect(paid.every((service) => !service.is_free)).toBe(true);
    expect(free.length + paid.length).toBeGreaterThan(0);
  });

  it("still reject what Laravel rejects", async () => {
    expectValidationErrors(
      await post("/search", {
        is_free: "yes",
        distance: "5 miles",
        location: { lat: "N", lon: 0 },
      }),
      {
        is_free: ["The is free field must be true or false."],
        "location.lat": ["The location.lat field must be a number."],
        distance: ["The distance field must be an integer."],
      },
    );
  });
});

const referral = {
  service_id: IDS.debtAdvice,
  name: "Jane Doe",
  email: "jane@example.org",
  phone: null,
  other_contact: null,
  postcode_outward_code: "SM1",
  comments: null,
};

describe("writes with Laravel's loose types", () => {
  it.each([
    ["1", "1", true],
    [1, 0, false],
    ["true", "false", false],
  ])(
    "store a referral with referral_consented %j and feedback_consented %j",
    async (consented, feedback, feedbackConsented) => {
      const response = await post("/referrals", {
        ...referral,
        referral_consented: consented,
        feedback_consented: feedback,
      });
      expect(response.status).toBe(201);
      expect(response.body.data.referral_consented_at).toBe("2026-11-24T10:30:00+0000");
      expect(response.body.data.feedback_consented_at !== null).toBe(feedbackConsented);
      const [row] = await h.database.db
        .select({ feedback: referrals.feedbackConsentedAt })
        .from(referrals)
        .where(eq(referrals.id, response.body.data.id as string));
      expect(row?.feedback !== null).toBe(feedbackConsented);
    },
  );

  it.each([
    "http://localhost/test-page",
    "http://127.0.0.1:3000/services/debt-advice",
    "http://[::1]:4000/pages/energy-bills?x=1#top",
  ])("store page feedback about %s", async (url) => {
    const response = await post("/page-feedbacks", {
      url,
      feedback: "This page is out of date.",
      name: null,
      email: null,
      phone: null,
    });
    expect(response.status).toBe(201);
    expect(response.body.data.url).toBe(url);
    expect(await h.database.db.$count(pageFeedbacks, eq(pageFeedbacks.url, url))).toBe(1);
  });

  it("stores a sign-up's service with a real boolean and real orders", async () => {
    const response = await post("/organisation-sign-up-forms", {
      user: {
        first_name: "Ada",
        last_name: "Lovelace",
        email: "ada.coercion@example.org",
        phone: "07700900123",
        password: "Secret-pass1",
      },
      organisation: { id: IDS.orgAlpha },
      service: {
        slug: "string-club",
        name: "String Club",
        type: "club",
        intro: "Knitting.",
        description: "Weekly.",
        wait_time: null,
        is_free: "0",
        fees_text: "£2",
        fees_url: null,
        testimonial: null,
        video_embed: null,
        url: "http://localhost:8080/string-club",
        contact_name: null,
        contact_phone: null,
        contact_email: null,
        useful_infos: [{ title: "Bring", description: "Needles.", order: "1" }],
        offerings: [],
        social_medias: [],
      },
    });
    expect(response.status).toBe(201);
    expect(response.body.data.service).toMatchObject({
      is_free: false,
      useful_infos: [{ order: 1 }],
    });
    const [row] = await h.database.db
      .select({ data: updateRequests.data })
      .from(updateRequests)
      .where(eq(updateRequests.id, response.body.id as string));
    const stored = JSON.parse(h.tenant.cipher.decrypt(row?.data ?? "")) as {
      service: { is_free: unknown; useful_infos: { order: unknown }[] };
    };
    expect(stored.service.is_free).toBe(false);
    expect(stored.service.useful_infos[0]?.order).toBe(1);
  });
});
