import { describe, expect, it } from "vitest";

import { unavailablePageStatus } from "./unavailable-route.tsx";

describe("unavailablePageStatus", () => {
  it.each([
    [{}, 503],
    [{ status: "500" }, 500],
    [{ status: "429" }, 429],
    [{ status: "503" }, 503],
    [{ status: "404" }, 503],
    [{ status: ["500", "500"] }, 503],
  ])("%j → %i", (searchParams, status) => {
    expect(unavailablePageStatus(searchParams)).toBe(status);
  });
});
