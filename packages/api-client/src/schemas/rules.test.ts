import { describe, expect, it } from "vitest";

import {
  attributeName,
  isInOrder,
  isStrongPassword,
  isUkMobileNumber,
  isUkPhoneNumber,
  isVideoEmbedUrl,
  markdownTextLength,
  normaliseInput,
  SLUG_PATTERN,
  UK_POSTCODE_PATTERN,
} from "./rules.ts";

describe("rule predicates", () => {
  it.each([
    ["UK mobile", () => isUkMobileNumber("07700900123"), true],
    ["UK mobile with spaces", () => isUkMobileNumber("07700 900 123"), true],
    ["UK mobile +44", () => isUkMobileNumber("+447700900123"), true],
    ["UK mobile too short", () => isUkMobileNumber("0770090012"), false],
    ["landline as mobile", () => isUkMobileNumber("02081234567"), false],
    ["UK phone landline", () => isUkPhoneNumber("02081234567", { stripSpaces: false }), true],
    ["UK phone 10-digit area", () => isUkPhoneNumber("0123456789", { stripSpaces: false }), true],
    ["UK phone 08", () => isUkPhoneNumber("08001234567", { stripSpaces: false }), true],
    ["UK phone 09", () => isUkPhoneNumber("09001234567", { stripSpaces: false }), false],
    [
      "UK phone with spaces, not stripped",
      () => isUkPhoneNumber("020 8123 4567", { stripSpaces: false }),
      false,
    ],
    [
      "UK phone with spaces, stripped",
      () => isUkPhoneNumber("020 8123 4567", { stripSpaces: true }),
      true,
    ],
    ["strong password", () => isStrongPassword("Aa1!aaaa"), true],
    ["password without a special character", () => isStrongPassword("Aa1aaaaa"), false],
    ["password without upper case", () => isStrongPassword("aa1!aaaa"), false],
    ["password with a backtick", () => isStrongPassword("Aa1`aaaa"), true],
    ["YouTube", () => isVideoEmbedUrl("https://www.youtube.com/watch?v=x"), true],
    ["youtu.be", () => isVideoEmbedUrl("https://youtu.be/x"), true],
    ["Vimeo", () => isVideoEmbedUrl("https://vimeo.com/1"), true],
    ["plain http YouTube", () => isVideoEmbedUrl("http://www.youtube.com/watch?v=x"), false],
    ["another host", () => isVideoEmbedUrl("https://example.org/video"), false],
    ["not a URL", () => isVideoEmbedUrl("youtube"), false],
    ["orders 1..n", () => isInOrder([2, 1, 3]), true],
    ["orders with a gap", () => isInOrder([1, 3]), false],
    ["duplicate orders", () => isInOrder([1, 1]), false],
    ["no orders", () => isInOrder([]), true],
    ["slug", () => SLUG_PATTERN.test("food-bank-2"), true],
    ["slug with a double dash", () => SLUG_PATTERN.test("food--bank"), false],
    ["postcode", () => UK_POSTCODE_PATTERN.test("sm11aa"), true],
    ["outward code only", () => UK_POSTCODE_PATTERN.test("SM1"), false],
  ])("%s", (_name, check, expected) => {
    expect(check()).toBe(expected);
  });
});

describe("markdownTextLength", () => {
  it.each([
    ["plain", "Hello", 5],
    ["emphasis", "**Hello** _you_", 9],
    ["a link counts its text", "[Sutton](https://sutton.gov.uk)", 6],
    ["headings and lists", "# Title\n\n- one\n- two", 13],
    ["html", "<p>Hi</p>", 2],
    ["emoji is one character", "👋", 1],
    ["a tag inside a link's text", "[<b>Hi</b>](https://x.org)", 2],
    ["100 000 unclosed angle brackets", "<".repeat(100_000), 100_000],
    ["100 000 unclosed square brackets", "[".repeat(100_000), 100_000],
    ["100 000 unclosed link targets", "[a](".repeat(25_000), 100_000],
  ])("%s", (_name, markdown, length) => {
    expect(markdownTextLength(markdown)).toBe(length);
  });
});

describe("normaliseInput", () => {
  it.each([
    ["trims strings", "  a ", "a"],
    ["empty string to null", "   ", null],
    [
      "nested",
      { a: "", b: [" x ", ""], c: 1, d: null },
      { a: null, b: ["x", null], c: 1, d: null },
    ],
    ["booleans untouched", true, true],
  ])("%s", (_name, input, output) => {
    expect(normaliseInput(input)).toEqual(output);
  });
});

describe("attributeName", () => {
  it.each([
    ["name", "name"],
    ["postcode_outward_code", "postcode outward code"],
    ["user.first_name", "user.first name"],
  ])("%s → %s", (key, name) => {
    expect(attributeName(key)).toBe(name);
  });
});
