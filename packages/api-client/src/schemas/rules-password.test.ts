import { describe, expect, it } from "vitest";

import {
  missingPasswordCharacters,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  passwordField,
} from "./rules.ts";

describe("the password rule", () => {
  it.each([
    ["Aa1!aaaa", []],
    ["aaaaaaaa", ["upper", "digit", "symbol"]],
    ["AAAA1111", ["lower", "symbol"]],
    ["Aa'aaaaa", ["digit", "symbol"]],
    ["", ["lower", "upper", "digit", "symbol"]],
  ])("%s lacks %j", (password, missing) => {
    expect(missingPasswordCharacters(password)).toEqual(missing);
  });

  it.each(Array.from(PASSWORD_SPECIAL_CHARACTERS))("takes %s as its symbol", (symbol) => {
    expect(missingPasswordCharacters(`Aa1${symbol}`)).toEqual([]);
  });

  const field = passwordField("user.password");
  const messages = (value: unknown) =>
    field.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

  it("accepts a password of the rule's shortest and longest lengths", () => {
    const shortest = `Aa1!${"a".repeat(PASSWORD_MIN_LENGTH - 4)}`;
    const longest = `Aa1!${"a".repeat(PASSWORD_MAX_LENGTH - 4)}`;
    expect([messages(shortest), messages(longest)]).toEqual([[], []]);
  });

  it("says the minimum in Laravel's words, and the rule when a kind is missing", () => {
    expect(messages(`Aa1!${"a".repeat(PASSWORD_MIN_LENGTH - 5)}`)).toEqual([
      `The user.password field must be at least ${PASSWORD_MIN_LENGTH} characters.`,
    ]);
    expect(messages("aaaaaaaa")).toEqual([
      `The user.password must be at least ${PASSWORD_MIN_LENGTH} characters long and contain one lowercase letter, one uppercase letter, one number and one of ${PASSWORD_SPECIAL_CHARACTERS}`,
    ]);
    expect(messages(`Aa1!${"a".repeat(PASSWORD_MAX_LENGTH - 3)}`)).toEqual([
      `The user.password field must not be greater than ${PASSWORD_MAX_LENGTH} characters.`,
    ]);
  });
});
