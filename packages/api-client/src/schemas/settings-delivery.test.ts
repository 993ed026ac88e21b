// The local API's `delivery` beside the CMS copy (contract §5.11). Only `off` says that nothing is
// sent; the upstream API sends no key, and a mode this package does not know must not break the
// settings every page reads.
import { describe, expect, it } from "vitest";

import * as fx from "../../test/fixtures.ts";
import { SettingsResponseSchema } from "./index.ts";

describe("the settings' delivery", () => {
  it.each([
    ["absent, as the upstream API sends it", {}, undefined],
    ["off", { delivery: "off" }, "off"],
    ["smtp", { delivery: "smtp" }, "smtp"],
    ["notify", { delivery: "notify" }, "notify"],
    ["a mode this package does not know", { delivery: "carrier-pigeon" }, undefined],
    ["another case", { delivery: "OFF" }, undefined],
    ["null", { delivery: null }, undefined],
    ["not a string", { delivery: 0 }, undefined],
  ])("%s", (_case, extension, expected) => {
    const parsed = SettingsResponseSchema.parse({ data: { ...fx.settings(), ...extension } });
    expect(parsed.data.delivery).toBe(expected);
    expect(parsed.data.cms).toEqual(fx.settings().cms);
  });
});
