// A tenant with no settings row, as one imported from an Open Referral UK feed is, answers the
// default copy in the contract's shape (decision 0084), so a site runs on it; no banner image.
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment */
import { SettingsResponseSchema } from "@hub/api-client/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { settings } from "../db/schema.ts";
import { expectContract } from "../test/contract.ts";
import { fixtureDataset } from "../test/fixture.ts";
import type { Harness } from "../test/harness.ts";
import { startHarness } from "../test/harness.ts";
import { DEFAULT_CMS } from "./default-settings.ts";

let h: Harness;

beforeAll(async () => {
  h = await startHarness(fixtureDataset());
  await h.tenant.db.delete(settings);
}, 60_000);

afterAll(async () => {
  await h.close();
});

describe("a tenant without settings", () => {
  it("answers the default copy, valid by the contract", async () => {
    const { status, body } = await h.call("/settings");
    expect(status).toBe(200);
    expectContract(SettingsResponseSchema, body);
    expect(body.data.cms.frontend.about.title).toBe(DEFAULT_CMS.frontend.about.title);
    expect(body.data.cms.frontend.banner.has_image).toBe(false);
  });

  it("has no banner image", async () => {
    const { status, body } = await h.call("/settings/banner-image.png");
    expect(status).toBe(404);
    expect(body.message).toBe("No banner image has been provided.");
  });
});
