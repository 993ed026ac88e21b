import { describe, expect, it } from "vitest";
import { validationFailed } from "./errors.ts";
import { formatNullableTimestamp, formatTimestamp, isUuid } from "./format.ts";
import { pagerWindow, paginator } from "./respond.ts";

describe("pagerWindow (Laravel UrlWindow, onEachSide 3)", () => {
  const cases: [number, number, (number | "...")[]][] = [
    [1, 1, [1]],
    [3, 13, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]],
    [1, 20, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, "...", 19, 20]],
    [7, 20, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, "...", 19, 20]],
    [8, 20, [1, 2, "...", 5, 6, 7, 8, 9, 10, 11, "...", 19, 20]],
    [13, 20, [1, 2, "...", 10, 11, 12, 13, 14, 15, 16, "...", 19, 20]],
    [14, 20, [1, 2, "...", 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]],
    [20, 20, [1, 2, "...", 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]],
  ];
  it.each(cases)("page %i of %i", (current, last, expected) => {
    expect(pagerWindow(current, last)).toEqual(expected);
  });
});

describe("paginator", () => {
  it("describes an empty result as one empty page", () => {
    const { links, meta } = paginator(new URL("https://api.example.org/x/core/v1/services"), {
      total: 0,
      page: 1,
      perPage: 25,
    });
    expect(links).toEqual({
      first: "https://api.example.org/x/core/v1/services?page=1",
      last: "https://api.example.org/x/core/v1/services?page=1",
      prev: null,
      next: null,
    });
    expect(meta).toMatchObject({ current_page: 1, from: null, to: null, last_page: 1, total: 0 });
    expect(meta.links.map((link) => link.label)).toEqual(["&laquo; Previous", "1", "Next &raquo;"]);
  });
});

describe("formats", () => {
  it.each([
    [new Date("2024-08-09T09:43:26.789Z"), "2024-08-09T09:43:26+0000"],
    [new Date("2026-06-01T23:00:00+01:00"), "2026-06-01T22:00:00+0000"],
  ])("formatTimestamp(%s)", (date, expected) => {
    expect(formatTimestamp(date)).toBe(expected);
  });

  it("keeps null timestamps null", () => {
    expect(formatNullableTimestamp(null)).toBeNull();
  });

  it.each([
    ["00000000-0000-4000-8000-000000000001", true],
    ["A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11", true],
    ["debt-advice", false],
    ["00000000-0000-4000-8000-00000000000", false],
  ])("isUuid(%j) = %s", (value, expected) => {
    expect(isUuid(value)).toBe(expected);
  });
});

describe("validationFailed", () => {
  const cases: [Record<string, string[]>, string][] = [
    [{ name: ["The name field is required."] }, "The name field is required."],
    [
      {
        name: ["The name field is required."],
        "user.email": ["The user.email field must be a valid email address."],
      },
      "The name field is required. (and 1 more error)",
    ],
    [{ a: ["One.", "Two."], b: ["Three."] }, "One. (and 2 more errors)"],
  ];
  it.each(cases)("%j → %j", (errors, message) => {
    const error = validationFailed(errors);
    expect(error.status).toBe(422);
    expect(error.toBody()).toEqual({ message, errors });
  });
});
