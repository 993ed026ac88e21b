// `GET /settings` says how the tenant's visitor writes are delivered (contract §5.11, decision
// 0071): its configured mode, and `off` for a tenant given none, whose messages are held.
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment */
import { SettingsResponseSchema } from "@hub/api-client/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { expectContract } from "../test/contract.ts";
import { fixtureDataset } from "../test/fixture.ts";
import type { Harness } from "../test/harness.ts";
import { startHarness } from "../test/harness.ts";

let h: Harness;

beforeAll(async () => {
  h = await startHarness(fixtureDataset());
}, 60_000);

afterAll(async () => {
  await h.close();
});

describe("the settings' delivery", () => {
  it.each([
    ["no delivery configured", undefined, "off"],
    ["DELIVERY=off", { mode: "off" }, "off"],
    ["DELIVERY=smtp", { mode: "smtp" }, "smtp"],
  ] as const)("%s: %j says %s", async (_case, delivery, expected) => {
    h.tenant.delivery = delivery;
    const { status, body } = await h.call("/settings");
    expect(status).toBe(200);
    expectContract(SettingsResponseSchema, body);
    expect(body.data.delivery).toBe(expected);
    expect(body.data.cms.frontend.global.contact_email).toBe("hub@sutton.example.org");
  });
});
