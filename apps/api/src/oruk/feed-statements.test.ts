// How many statements the feed sends: a page in as many whatever its size, a record in a fixed
// handful, counted as drizzle runs them and as PGlite runs the kept ones (../db/prepared.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import type { Db } from "../db/types.ts";
import { IDS, NOW, fixtureDataset } from "../test/fixture.ts";
import type { Harness } from "../test/harness.ts";
import { startHarness } from "../test/harness.ts";

const FEED = "http://localhost/sutton/oruk";

let h: Harness;

beforeAll(async () => {
  h = await startHarness(fixtureDataset());
}, 60_000);

afterAll(async () => {
  await h.close();
});

/** The protocol message that runs a prepared statement (`Bind`). */
const BIND = "B".charCodeAt(0);

/**
 * The database, counting the statements sent through it: drizzle's `execute`, and the runs of
 * statements `preparedRows` keeps on PGlite, each an exchange that starts with a Bind.
 */
function countingDb(db: Db, onStatement: () => void): Db {
  const counting = <T extends object>(
    target: T,
    counts: (key: string | symbol, args: unknown[]) => boolean,
  ): T =>
    new Proxy(target, {
      get(object, key) {
        const value: unknown = Reflect.get(object, key, object);
        if (key === "$client" && typeof value === "object" && value !== null) {
          return counting(
            value,
            (name, args) => name === "execProtocol" && (args[0] as Uint8Array)[0] === BIND,
          );
        }
        if (typeof value !== "function") return value;
        const method = value as (...args: unknown[]) => unknown;
        return (...args: unknown[]) => {
          if (counts(key, args)) onStatement();
          return method.apply(object, args);
        };
      },
    });
  return counting(db, (key) => key === "execute");
}

describe("statements", () => {
  it("reads a page in as many statements whatever its size, a record in a fixed handful", async () => {
    let statements = 0;
    const db = countingDb(h.tenant.db, () => {
      statements += 1;
    });
    const app = createApp({ tenants: [{ ...h.tenant, db }], clock: () => NOW });
    const count = async (path: string): Promise<number> => {
      statements = 0;
      const response = await app.request(FEED + path);
      expect(response.status).toBe(200);
      return statements;
    };
    // The count, a page of ids, then the page's services with their organisations.
    expect(await count("/services?per_page=1")).toBe(3);
    expect(await count("/services?per_page=5")).toBe(3);
    expect(await count("/service_at_locations?per_page=1")).toBe(
      await count("/service_at_locations?per_page=5"),
    );
    // The service, its places, its two kinds of hours and its attributes.
    expect(await count(`/services/${IDS.debtAdvice}`)).toBe(5);
    expect(await count(`/services/${IDS.footballClub}`)).toBe(5);
  });
});
