import { describe, expect, it } from "vitest";

import { DateSchema } from "./common.ts";

describe("DateSchema", () => {
  it.each(["2026-11-28", "2024-02-29", "2000-02-29", "1999-12-31"])("takes %s", (value) => {
    expect(DateSchema.safeParse(value).success).toBe(true);
  });

  it.each([
    ["a month past December", "2025-13-01"],
    ["a day past the month's end", "2025-04-31"],
    ["29 February of a common year", "2025-02-29"],
    ["29 February of a century not divisible by 400", "1900-02-29"],
    ["day 45", "2025-01-45"],
    ["a date-time", "2026-11-28T10:00:00Z"],
    ["another order", "28/11/2026"],
  ])("refuses %s (%s)", (_name, value) => {
    expect(DateSchema.safeParse(value).error?.issues[0]?.message).toBe(
      "Expected a date, YYYY-MM-DD",
    );
  });
});
