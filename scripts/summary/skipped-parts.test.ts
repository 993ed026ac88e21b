import { describe, expect, it } from "vitest";

import { skippedParts, summaryText } from "./skipped-parts.ts";

const POSTGRES = "the API suite on PostgreSQL (it ran on the embedded PGlite only)";
const REDIS =
  "the shared-state suites on Redis (rate limits and form replay keys ran in memory only)";
const CLUSTER = "the cluster e2e project (nginx, two replicas of each site, PostgreSQL, Redis)";
const DATABASE = "postgres://postgres@127.0.0.1:5432/postgres";
const REDIS_URL = "redis://127.0.0.1:6379";

describe("skippedParts", () => {
  it.each([
    [{}, ["postgresql", "nginx"], [POSTGRES, REDIS, CLUSTER]],
    [{ TEST_DATABASE_URL: DATABASE }, [], [REDIS]],
    [{ TEST_REDIS_URL: REDIS_URL }, [], [POSTGRES]],
    [{ TEST_DATABASE_URL: " ", TEST_REDIS_URL: "" }, [], [POSTGRES, REDIS]],
    [{ TEST_DATABASE_URL: DATABASE, TEST_REDIS_URL: REDIS_URL }, ["nginx"], [CLUSTER]],
    [{ TEST_DATABASE_URL: DATABASE, TEST_REDIS_URL: REDIS_URL }, [], []],
  ])("with %j and %j missing: %j", (environment, missing, parts) => {
    expect(skippedParts(environment, missing).map(({ part }) => part)).toEqual(parts);
  });

  it("says how to install the missing programs", () => {
    expect(
      skippedParts({ TEST_DATABASE_URL: DATABASE, TEST_REDIS_URL: REDIS_URL }, [
        "redis-server",
        "nginx",
      ]),
    ).toEqual([
      {
        part: CLUSTER,
        how: "sudo apt-get install -y redis-server nginx, then pnpm test (or pnpm test:e2e)",
      },
    ]);
  });
});

describe("summaryText", () => {
  it("says so when every part ran", () => {
    expect(summaryText([])).toBe(
      "\n✔ Every part of the test run ran, PostgreSQL, Redis and the cluster included.\n",
    );
  });

  it("names each part that did not run, and how to run it", () => {
    expect(summaryText(skippedParts({ TEST_REDIS_URL: REDIS_URL }, [])).split("\n")).toEqual([
      "",
      "✔ Everything that ran passed. These parts did NOT run on this machine:",
      `  • ${POSTGRES}`,
      "      to run it: start a PostgreSQL server and run TEST_DATABASE_URL=postgres://USER@localhost:5432/DB pnpm test",
      "",
    ]);
  });
});
