import { describe, expect, it } from "vitest";

import type { CategoryLike } from "./categories.ts";
import {
  categoryImageAlt,
  categoryImageUrl,
  closestCategories,
  isCategoryVisible,
  sortCategories,
  visibleCategories,
} from "./categories.ts";

const base: CategoryLike = { id: "c1", name: "Health", enabled: true };

describe("isCategoryVisible", () => {
  it.each([
    [{ ...base }, true],
    [{ ...base, homepage: true }, true],
    [{ ...base, homepage: null }, true],
    [{ ...base, homepage: false }, false],
    [{ ...base, enabled: false }, false],
    [{ ...base, enabled: false, homepage: true }, false],
  ])("%j → %s", (category, expected) => {
    expect(isCategoryVisible(category)).toBe(expected);
  });
});

describe("categoryImageAlt", () => {
  it.each([
    [{ ...base }, "Health"],
    [{ ...base, image: null }, "Health"],
    [{ ...base, image: { url: "u", alt_text: null } }, "Health"],
    [{ ...base, image: { url: "u", alt_text: "  " } }, "Health"],
    [{ ...base, image: { url: "u", alt_text: "A stethoscope" } }, "A stethoscope"],
  ])("%j → %j", (category, expected) => {
    expect(categoryImageAlt(category)).toBe(expected);
  });
});

describe("categoryImageUrl", () => {
  it.each([
    [
      "https://api.test/core/v1",
      "c1",
      undefined,
      "https://api.test/core/v1/collections/categories/c1/image.png?max_dimension=150",
    ],
    [
      "https://api.test/core/v1/",
      "a b",
      { extension: "svg" as const },
      "https://api.test/core/v1/collections/categories/a%20b/image.svg?max_dimension=150",
    ],
    [
      "https://api.test/core/v1",
      "c1",
      { maxDimension: 300 },
      "https://api.test/core/v1/collections/categories/c1/image.png?max_dimension=300",
    ],
  ])("%s + %s → %s", (apiBase, id, options, expected) => {
    expect(categoryImageUrl(apiBase, id, options)).toBe(expected);
  });
});

describe("sorting", () => {
  const categories: CategoryLike[] = [
    { id: "a", name: "Zebra", enabled: true, order: 2 },
    { id: "b", name: "Apple", enabled: true },
    { id: "c", name: "Mango", enabled: false, order: 1 },
    { id: "d", name: "Berry", enabled: true, order: 2 },
    { id: "e", name: "Kiwi", enabled: true, order: 3, homepage: false },
    { id: "f", name: "Fig", enabled: true, order: 0 },
  ];

  it.each([
    ["sortCategories", sortCategories, ["f", "c", "d", "a", "e", "b"]],
    ["visibleCategories", visibleCategories, ["f", "d", "a", "b"]],
  ] as const)("%s orders by order, then name", (_name, sort, expected) => {
    expect(sort(categories).map((category) => category.id)).toEqual(expected);
    expect(categories[0]?.id).toBe("a");
  });
});

describe("closestCategories", () => {
  const money = {
    name: "Money and debt",
    intro: "Help with benefits and bills.",
    taxonomies: ["Debt advice"],
  };
  const carers = {
    name: "Carers",
    intro: "Support for people who look after someone.",
    taxonomies: ["Carer support"],
  };
  const health = {
    name: "Health and wellbeing",
    intro: "Feeling well, body and mind.",
    taxonomies: ["Mental health"],
  };
  const families = {
    name: "Families",
    intro: "For parents and children.",
    taxonomies: ["Early years"],
  };
  const all = [money, carers, health, families];

  it.each([
    ["a word of the name", "debts", [money]],
    ["a singular meets a plural", "support for a carer", [carers]],
    ["a word of the intro only", "benefits", [money]],
    ["the name counts most", "mental health", [health]],
    ["plural and singular meet", "family activities", [families]],
    ["nothing shared", "skydiving", []],
    ["only filler words", "help near me", []],
  ])("%s: %s", (_name, query, expected) => {
    expect(closestCategories(query, all)).toEqual(expected);
  });

  it("keeps at most the limit, best first", () => {
    const ranked = closestCategories("mental health carers debt", all, 2);
    expect(ranked).toHaveLength(2);
    expect(ranked[0]).toBe(health);
  });
});
