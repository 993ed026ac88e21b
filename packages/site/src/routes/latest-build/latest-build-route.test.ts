import { mkdtemp, mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { readBuildId } from "../../next-internals/index.ts";
import { createLatestBuildRoute } from "./latest-build-route.ts";

describe("GET /builds/latest.json", () => {
  it("answers the running build's id, never from a cache", async () => {
    const response = await createLatestBuildRoute(() => Promise.resolve("build-7")).GET();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ buildId: "build-7" });
  });

  it("is a 404 without a build (next dev)", async () => {
    const response = await createLatestBuildRoute(() => Promise.resolve(null)).GET();
    expect(response.status).toBe(404);
  });

  it("reads Next's BUILD_ID from the app's folder", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "hub-build-id-"));
    expect(await readBuildId(dir)).toBeNull();
    await mkdir(path.join(dir, ".next"));
    await writeFile(path.join(dir, ".next", "BUILD_ID"), "abc123\n");
    expect(await readBuildId(dir)).toBe("abc123");
  });
});
