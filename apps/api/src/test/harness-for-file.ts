// One harness for a test file's tests: started before the first and closed after the last.
import { afterAll, beforeAll } from "vitest";
import type { AppOptions } from "../app.ts";
import type { BoroughDataset } from "../seed/types.ts";
import type { Harness } from "./harness.ts";
import { startHarness } from "./harness.ts";

/**
 * Registers the file's `beforeAll` and `afterAll`, and returns the harness they start: each of its
 * members reads the started one, so it is used inside tests and hooks, never at the top level.
 */
export function harnessForFile(
  dataset: BoroughDataset,
  options: Partial<AppOptions> = {},
): Harness {
  let started: Harness | undefined;
  beforeAll(async () => {
    started = await startHarness(dataset, options);
  }, 60_000);
  afterAll(async () => {
    await started?.close();
  });
  const current = (): Harness => {
    if (started === undefined)
      throw new Error("The harness starts in beforeAll: use it in a test.");
    return started;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get tenant() {
      return current().tenant;
    },
    call: (path, init) => current().call(path, init),
    post: (path, body) => current().post(path, body),
    close: () => current().close(),
  };
}
