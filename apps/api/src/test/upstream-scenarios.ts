// The upstream API's feature-test scenarios, run as a guest against this server: each is an
// upstream test (its name, the request it sends, in the shapes it sends) and the status it
// asserts, plus the shape checks the contract fixes.
import { afterAll, beforeAll, expect, it } from "vitest";

import { fixtureDataset } from "./fixture.ts";
import type { Harness } from "./harness.ts";
import { startHarness } from "./harness.ts";

export type Scenario = {
  name: string;
  method: "GET" | "POST";
  path: string;
  body?: unknown;
  status: number;
  /** A key every item (or the one resource) of `data` has. */
  has?: string;
};

/** Runs each scenario, as a test of its own, against the fixture borough. */
export function itRunsEveryScenario(scenarios: readonly Scenario[]): void {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness(fixtureDataset(), { rateLimit: 100_000 });
  }, 60_000);

  afterAll(async () => {
    await h.close();
  });

  it.each(scenarios)("$name", async ({ method, path, body, status, has }) => {
    const response = await h.call(path, {
      method,
      headers: { "Content-Type": "application/json" },
      body: body === undefined ? null : JSON.stringify(body),
    });
    expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBe(status);
    if (has !== undefined) {
      const data = (response.body as { data: unknown }).data;
      const items = Array.isArray(data) ? data : [data];
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect(item).toHaveProperty(has);
    }
  });
}
