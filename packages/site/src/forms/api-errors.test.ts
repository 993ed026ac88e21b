import { describe, expect, it } from "vitest";

import { mapApiErrors } from "./api-errors.ts";

const targets = {
  name: { step: "name", field: "name" },
  phone: { step: "contact", field: "phone" },
  "service.useful_infos.*.title": { step: "service", field: "useful_infos" },
};
const order = ["name", "contact", "service", "consent"];

describe("mapApiErrors", () => {
  it.each<{ name: string; errors: Record<string, string[]>; expected: unknown }>([
    {
      name: "a field goes to its page",
      errors: { phone: ["The phone must be a valid UK mobile phone number."] },
      expected: {
        firstStep: "contact",
        byStep: {
          contact: { fields: { phone: "The phone must be a valid UK mobile phone number." } },
        },
      },
    },
    {
      name: "the earliest page is where the person goes, every page keeps its errors",
      errors: { phone: ["Bad phone.", "Second message."], name: ["The name field is required."] },
      expected: {
        firstStep: "name",
        byStep: {
          name: { fields: { name: "The name field is required." } },
          contact: { fields: { phone: "Bad phone." } },
        },
      },
    },
    {
      name: "array indexes match a wildcard target",
      errors: { "service.useful_infos.0.title": ["Too long."] },
      expected: {
        firstStep: "service",
        byStep: { service: { fields: { useful_infos: "Too long." } } },
      },
    },
    {
      name: "unknown keys become a page error on the fallback page",
      errors: { service_id: ["The selected service id is invalid."], other: ["Odd."] },
      expected: {
        firstStep: "consent",
        byStep: { consent: { fields: {}, form: "The selected service id is invalid. Odd." } },
      },
    },
  ])("$name", ({ errors, expected }) => {
    expect(mapApiErrors(errors, targets, order, "consent")).toEqual(expected);
  });
});
