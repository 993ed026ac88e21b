import { describe, expect, it } from "vitest";

import { checkBudgets } from "./budgets.ts";
import type { BudgetInput } from "./budgets.ts";

type Run = NonNullable<BudgetInput["delivery"]>[number];

const onTime: Run = {
  subject: "pglite",
  referrals: 1000,
  seconds: 42.5,
  failedPosts: 0,
  lost: 0,
  duplicated: 0,
  offP95Ms: 20,
  outboxP95Ms: 21,
};

describe("the delivery budgets", () => {
  it.each<{ name: string; run: Run; actual: string[]; statuses: string[] }>([
    {
      name: "delivered in time, nothing lost or twice, a p95 5% over",
      run: onTime,
      actual: ["42.5 s", "0", "0", "105% (21 vs 20 ms)"],
      statuses: ["pass", "pass", "pass", "pass"],
    },
    {
      name: "delivered at exactly the limit, a p95 exactly 10% over",
      run: { ...onTime, seconds: 60, outboxP95Ms: 22 },
      actual: ["60 s", "0", "0", "110% (22 vs 20 ms)"],
      statuses: ["pass", "pass", "pass", "pass"],
    },
    {
      name: "delivered late, a p95 just over 10% over",
      run: { ...onTime, seconds: 60.1, outboxP95Ms: 22.1 },
      actual: ["60.1 s", "0", "0", "111% (22.1 vs 20 ms)"],
      statuses: ["fail", "pass", "pass", "fail"],
    },
    {
      name: "some messages never arrived",
      run: { ...onTime, seconds: null, lost: 7 },
      actual: ["not all delivered", "7", "0", "105% (21 vs 20 ms)"],
      statuses: ["fail", "fail", "pass", "pass"],
    },
    {
      name: "a message sent twice",
      run: { ...onTime, duplicated: 1 },
      actual: ["42.5 s", "0", "1", "105% (21 vs 20 ms)"],
      statuses: ["pass", "pass", "fail", "pass"],
    },
    {
      name: "in time, but some referrals were refused",
      run: { ...onTime, failedPosts: 3 },
      actual: ["42.5 s, 3 failed", "0", "0", "105% (21 vs 20 ms)"],
      statuses: ["fail", "pass", "pass", "pass"],
    },
  ])("judges $name", ({ run, actual, statuses }) => {
    const verdicts = checkBudgets({ delivery: [run] });
    expect(verdicts.map((verdict) => verdict.budget)).toEqual([
      "delivery: 1000 referrals enqueued and delivered",
      "delivery: messages lost",
      "delivery: messages duplicated",
      "delivery: referral POST p95 with the outbox",
    ]);
    expect(verdicts.map((verdict) => verdict.actual)).toEqual(actual);
    expect(verdicts.map((verdict) => verdict.status)).toEqual(statuses);
  });
});
