import { describe, expect, it } from "vitest";

import {
  OrganisationSignUpUserSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
} from "@hub/api-client/schemas";

import { passwordProblem } from "./sign-up-rules.ts";

// The form and the API hold one password rule (`@hub/api-client`): a password the form accepts
// is one the API accepts, and one it refuses the API refuses too, with a message saying why.
const apiAccepts = (password: string) =>
  OrganisationSignUpUserSchema.shape.password.safeParse(password).success;

const padded = (start: string, length: number) => start + "a".repeat(length - start.length);

const passwords: readonly (readonly [name: string, password: string])[] = [
  ["the shortest", padded("Aa1!", PASSWORD_MIN_LENGTH)],
  ["one short of the shortest", padded("Aa1!", PASSWORD_MIN_LENGTH - 1)],
  ["the longest", padded("Aa1!", PASSWORD_MAX_LENGTH)],
  ["one past the longest", padded("Aa1!", PASSWORD_MAX_LENGTH + 1)],
  ["no capital", padded("a1!", PASSWORD_MIN_LENGTH)],
  ["no lower-case letter", padded("A1!", PASSWORD_MIN_LENGTH).toUpperCase()],
  ["no number", padded("Aa!", PASSWORD_MIN_LENGTH)],
  ["no symbol", padded("Aa1", PASSWORD_MIN_LENGTH)],
  ["a quote, which is not one of the symbols", padded("Aa1'", PASSWORD_MIN_LENGTH)],
  ["a space, which is not one of the symbols", padded("Aa1 ", PASSWORD_MIN_LENGTH)],
  ...Array.from(
    PASSWORD_SPECIAL_CHARACTERS,
    (symbol) => [`the symbol ${symbol}`, padded(`Aa1${symbol}`, PASSWORD_MIN_LENGTH)] as const,
  ),
];

describe("the sign-up's password rule", () => {
  it.each(passwords)("agrees with the API on %s", (_name, password) => {
    const problem = passwordProblem(password);
    expect(problem === null).toBe(apiAccepts(password));
    if (problem !== null) expect(problem).toMatch(/^(Password must|Create a password)/);
  });

  it("names the rule's limits in its messages", () => {
    expect(passwordProblem(padded("Aa1!", PASSWORD_MIN_LENGTH - 1))).toBe(
      `Password must be ${PASSWORD_MIN_LENGTH} characters or more`,
    );
    expect(passwordProblem(padded("Aa1!", PASSWORD_MAX_LENGTH + 1))).toBe(
      `Password must be ${PASSWORD_MAX_LENGTH} characters or fewer`,
    );
  });

  it("lists everything a password lacks at once", () => {
    expect(passwordProblem("secret")).toBe(
      "Password must include a capital letter, a number and a symbol such as ! # $ % ? or @",
    );
  });
});
