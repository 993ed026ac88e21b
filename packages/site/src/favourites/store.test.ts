import { describe, expect, it } from "vitest";

import type { KeyValueStore } from "../storage/storage.ts";
import type { Favourite } from "./store.ts";
import {
  FAVOURITES_STORAGE_KEY,
  idsOf,
  mergedFavourites,
  parseFavourites,
  readFavourites,
  toggledFavourites,
  writeFavourite,
} from "./store.ts";

const service = (id: string): Favourite => ({ type: "service", id });
const event = (id: string): Favourite => ({ type: "event", id });

function memoryStore(initial: Record<string, string> = {}): KeyValueStore & {
  values: Map<string, string>;
} {
  const values = new Map(Object.entries(initial));
  return {
    values,
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
}

describe("favourites store", () => {
  it.each([
    { raw: null, expected: [] },
    { raw: "not json", expected: [] },
    { raw: '{"a":1}', expected: [] },
    // The first format: service ids.
    { raw: '["a","b"]', expected: [service("a"), service("b")] },
    { raw: '["a","a",3,"",null,"b"]', expected: [service("a"), service("b")] },
    {
      raw: '[{"type":"event","id":"e"},{"type":"service","id":"a"},{"type":"event","id":"e"}]',
      expected: [event("e"), service("a")],
    },
    // The same id as a service and as an event are two favourites.
    {
      raw: '[{"type":"service","id":"x"},{"type":"event","id":"x"}]',
      expected: [service("x"), event("x")],
    },
    // Both formats at once (an old entry left beside new ones).
    {
      raw: '["a",{"type":"service","id":"a"},{"type":"event","id":"b"}]',
      expected: [service("a"), event("b")],
    },
    {
      raw: '[{"type":"page","id":"p"},{"type":"event"},{"type":"event","id":""},{"id":"q"}]',
      expected: [],
    },
  ])("reads $raw", ({ raw, expected }) => {
    expect(parseFavourites(raw)).toEqual(expected);
  });

  it.each([
    { list: [service("a")], item: event("a"), saved: true, expected: [service("a"), event("a")] },
    {
      list: [service("b"), service("a")],
      item: service("b"),
      saved: true,
      expected: [service("a"), service("b")],
    },
    { list: [service("a"), event("b")], item: event("b"), saved: false, expected: [service("a")] },
    { list: [], item: service("a"), saved: false, expected: [] },
  ])("toggling $item.type $item.id (saved $saved)", ({ list, item, saved, expected }) => {
    expect(toggledFavourites(list, item, saved)).toEqual(expected);
  });

  it.each([
    { list: [], added: [service("a")], expected: [service("a")] },
    {
      list: [service("a"), event("e")],
      added: [event("e"), service("b"), service("b")],
      expected: [service("a"), event("e"), service("b")],
    },
  ])("merging $added into $list", ({ list, added, expected }) => {
    expect(mergedFavourites(list, added)).toEqual(expected);
  });

  it("splits ids by type in saved order", () => {
    const list = [service("a"), event("e1"), service("b"), event("e2")];
    expect(idsOf(list, "service")).toEqual(["a", "b"]);
    expect(idsOf(list, "event")).toEqual(["e1", "e2"]);
  });

  it("rewrites an old list in the new format on the next save", () => {
    const store = memoryStore({ [FAVOURITES_STORAGE_KEY]: '["a"]' });
    expect(writeFavourite(store, event("e"), true)).toEqual([service("a"), event("e")]);
    expect(store.values.get(FAVOURITES_STORAGE_KEY)).toBe(
      '[{"type":"service","id":"a"},{"type":"event","id":"e"}]',
    );
    expect(readFavourites(store)).toEqual([service("a"), event("e")]);
  });
});
