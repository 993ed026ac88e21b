import { describe, expect, it } from "vitest";
import { searchVerdicts } from "./budgets.ts";

describe("searchVerdicts", () => {
  const cases: [string, { services: number; kind: string; p95: number }, string | null][] = [
    [
      "a keyword at 10 000 within 30 ms",
      { services: 10_000, kind: "keyword (broad)", p95: 30 },
      "pass",
    ],
    [
      "a keyword at 10 000 over 30 ms",
      { services: 10_000, kind: "keyword (narrow)", p95: 30.1 },
      "fail",
    ],
    [
      "a postcode at 100 000 within 100 ms",
      { services: 100_000, kind: "postcode, distance order", p95: 99 },
      "pass",
    ],
    ["filters at 100 000 over 100 ms", { services: 100_000, kind: "filters", p95: 120 }, "fail"],
    ["events have no budget", { services: 100_000, kind: "events", p95: 500 }, null],
    ["open now at 10 000 within 100 ms", { services: 10_000, kind: "open now", p95: 100 }, "pass"],
    ["open now at 10 000 over 100 ms", { services: 10_000, kind: "open now", p95: 100.1 }, "fail"],
    [
      "open now at 100 000 is reported only",
      { services: 100_000, kind: "open now", p95: 300 },
      null,
    ],
    ["a size without a budget", { services: 1_000, kind: "typo", p95: 500 }, null],
  ];
  it.each(cases)("%s", (_name, figure, status) => {
    const verdicts = searchVerdicts([{ target: "pglite", ...figure }]);
    expect(verdicts.map((verdict) => verdict.status)).toEqual(status === null ? [] : [status]);
  });
});
