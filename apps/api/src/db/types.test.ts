import { describe, expect, it } from "vitest";
import { idChunks } from "./types.ts";

const ids = (count: number) => Array.from({ length: count }, (_, index) => `id-${index}`);

describe("idChunks", () => {
  it.each([
    { count: 0, sizes: [] },
    { count: 1, sizes: [1] },
    { count: 1000, sizes: [1000] },
    { count: 1001, sizes: [1000, 1] },
    { count: 2500, sizes: [1000, 1000, 500] },
  ])("cuts $count ids into runs of $sizes, in order", ({ count, sizes }) => {
    const chunks = idChunks(ids(count));
    expect(chunks.map((chunk) => chunk.length)).toEqual(sizes);
    expect(chunks.flat()).toEqual(ids(count));
  });
});
