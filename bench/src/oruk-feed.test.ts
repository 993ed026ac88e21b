import { describe, expect, it } from "vitest";

import { spread } from "./oruk-feed.ts";

describe("spread", () => {
  it.each([
    { items: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], count: 5, spread: [1, 3, 5, 7, 9] },
    { items: [1, 2, 3, 4], count: 4, spread: [1, 2, 3, 4] },
    { items: [1, 2, 3], count: 7, spread: [1, 2, 3, 1, 2, 3, 1] },
    { items: [1], count: 3, spread: [1, 1, 1] },
    { items: [], count: 3, spread: [] },
    { items: [1, 2], count: 0, spread: [] },
  ])("takes $count of $items", ({ items, count, spread: expected }) => {
    expect(spread(items, count)).toEqual(expected);
  });
});
