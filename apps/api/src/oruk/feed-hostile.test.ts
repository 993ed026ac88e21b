// The feed of the hostile seed (every text, URL and email carries an attack, src/seed/hostile.ts)
// is still valid against the Open Referral UK 3.0 schemas: an address or email that is not one is
// left out, and text is sent as text.
import { afterAll, beforeAll, describe, it } from "vitest";
import type { SeededFeed } from "../test/oruk-feed.ts";
import {
  expectServiceAtLocationsValid,
  expectServicesValid,
  expectTaxonomiesValid,
  seededFeed,
} from "../test/oruk-feed.ts";

describe("the feed of Sutton's hostile seed content", () => {
  let feed: SeededFeed;

  beforeAll(async () => {
    feed = await seededFeed("sutton", { content: "hostile" });
  }, 120_000);

  afterAll(async () => {
    await feed.database.close();
  });

  it("sends every service valid, nested whole", async () => {
    await expectServicesValid(feed);
  }, 120_000);

  it("sends every service_at_location valid", async () => {
    await expectServiceAtLocationsValid(feed);
  }, 120_000);

  it("sends every taxonomy and term valid", async () => {
    await expectTaxonomiesValid(feed);
  }, 120_000);
});
