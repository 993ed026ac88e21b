import { describe, expect, it } from "vitest";
import { categoryNames } from "./search-index.ts";

describe("categoryNames", () => {
  const optional = new Set(["support", "advice", "services", "activities", "communities"]);
  const cases: [string, string[]][] = [
    ["Dementia support", ["dementia support", "dementia"]],
    ["Arts and crafts", ["arts and crafts", "arts", "crafts"]],
    ["English classes (ESOL)", ["english classes", "esol"]],
    ["Special educational needs (SEND)", ["special educational needs", "send"]],
    [
      "GP and health services",
      ["gp and health services", "gp", "health services", "gp and health", "health"],
    ],
    ["LGBTQ+ communities", ["lgbtq communities", "lgbtq"]],
  ];
  it.each(cases)("%s", (name, forms) => {
    expect(categoryNames(name, optional).sort()).toEqual([...forms].sort());
  });
});
