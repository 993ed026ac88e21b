import { describe, expect, it } from "vitest";

import {
  FAVOURITES_STORAGE_KEY,
  parseFavourites,
  readFavourites,
  toggledFavourites,
  writeFavourite,
} from "./store.ts";

describe("favourites store", () => {
  it.each([
    { raw: null, expected: [] },
    { raw: '["a","b"]', expected: ["a", "b"] },
    { raw: '["a","a",3,"",null,"b"]', expected: ["a", "b"] },
    { raw: '{"a":1}', expected: [] },
    { raw: "not json", expected: [] },
  ])("reads $raw as $expected", ({ raw, expected }) => {
    expect(parseFavourites(raw)).toEqual(expected);
  });

  it.each([
    { ids: ["a"], id: "b", saved: true, expected: ["a", "b"] },
    { ids: ["b", "a"], id: "b", saved: true, expected: ["a", "b"] },
    { ids: ["a", "b"], id: "a", saved: false, expected: ["b"] },
    { ids: [], id: "a", saved: false, expected: [] },
  ])("toggling $id (saved $saved) in $ids", ({ ids, id, saved, expected }) => {
    expect(toggledFavourites(ids, id, saved)).toEqual(expected);
  });

  it("writes the list back under its key", () => {
    const values = new Map<string, string>([[FAVOURITES_STORAGE_KEY, '["a"]']]);
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    };
    expect(writeFavourite(storage, "b", true)).toEqual(["a", "b"]);
    expect(readFavourites(storage)).toEqual(["a", "b"]);
  });
});
