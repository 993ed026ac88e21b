import { describe, expect, it } from "vitest";

import type { DeliveryFigure } from "./delivery.ts";
import { deliveryTable } from "./delivery-report.ts";

const figure: DeliveryFigure = {
  database: "pglite",
  referrals: 1000,
  connections: 10,
  postedSeconds: 12.3,
  deliveredSeconds: 41.5,
  failedPosts: 0,
  tally: { owed: 3420, arrived: 3420, lost: 0, duplicated: 0, unmatched: 0 },
  sideBySide: {
    rounds: 5,
    referralsPerSide: 500,
    off: { p50: 8.1, p95: 20, p99: 31 },
    outbox: { p50: 8.4, p95: 21.5, p99: 33 },
    deliveredDuring: 1100,
  },
};

describe("deliveryTable", () => {
  it.each([
    {
      name: "every message delivered",
      figure,
      row: ["pglite", "12.3 s", "41.5 s", "3420 of 3420", "0", "0", "0", "0", "8.1 ms", "20 ms"],
    },
    {
      name: "some never arrived",
      figure: {
        ...figure,
        database: "postgres" as const,
        deliveredSeconds: null,
        tally: { ...figure.tally, arrived: 3400, lost: 20 },
      },
      row: [
        "postgres",
        "12.3 s",
        "not all",
        "3400 of 3420",
        "20",
        "0",
        "0",
        "0",
        "8.1 ms",
        "20 ms",
      ],
    },
  ])("shows $name", ({ figure: shown, row }) => {
    const line = deliveryTable([shown])
      .split("\n")
      .find((text) => text.startsWith(shown.database));
    expect(line?.split(/ {2,}/).slice(0, row.length)).toEqual(row);
  });

  it("names the run's settings in its title", () => {
    expect(deliveryTable([figure])).toContain(
      "1000 referrals, 10 POSTs at a time; p95 side by side: 5 alternating rounds, 500 referrals to each API",
    );
  });
});
