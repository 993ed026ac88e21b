// Retention on a real database (decision 0068): writes made through the routes, aged, their
// messages put in each state, then `eraseExpired` at the fixture's NOW with the default six months.
import { count } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { deliveries, idempotentRequests, referrals } from "../db/schema.ts";
import { NOW, fixtureDataset } from "../test/fixture.ts";
import { harnessForFile } from "../test/harness-for-file.ts";
import type { Written } from "../test/visitor-writes.ts";
import {
  age,
  clearVisitorWrites,
  setStates,
  traces,
  writeFeedback,
  writeReferral,
  writeSignUp,
} from "../test/visitor-writes.ts";
import { transaction } from "../db/transaction.ts";
import { eraseExpired, keptUndelivered, retentionCutoff } from "./retention.ts";
import { lockTenantErasure } from "./visitor-writes.ts";

const h = harnessForFile(fixtureDataset());
const months = 6;
const monthsAgo = (n: number, days = 0) =>
  new Date(retentionCutoff(NOW, n).getTime() - days * 24 * 60 * 60 * 1000);
const run = (options: { includingUndelivered?: boolean } = {}) =>
  eraseExpired(h.database.db, { now: NOW, months, ...options });

const WRITERS = {
  referral: () => writeReferral(h, "jane@example.org", "sam@example.org"),
  feedback: () => writeFeedback(h, "jane@example.org"),
  signUp: () => writeSignUp(h, "ada{n}@example.org"),
} as const;

beforeEach(async () => {
  await clearVisitorWrites(h.database.db);
});

describe("retentionCutoff", () => {
  it.each([
    ["2026-11-24T10:30:00.000Z", 6, "2026-05-24T10:30:00.000Z"],
    ["2026-08-31T00:00:00.000Z", 6, "2026-02-28T00:00:00.000Z"],
    ["2028-08-31T12:00:00.000Z", 6, "2028-02-29T12:00:00.000Z"],
    ["2026-03-31T08:00:00.000Z", 1, "2026-02-28T08:00:00.000Z"],
    ["2026-01-15T08:00:00.000Z", 13, "2024-12-15T08:00:00.000Z"],
  ])("%s less %i months is %s", (now, n, cutoff) => {
    expect(retentionCutoff(new Date(now), n).toISOString()).toBe(cutoff);
  });
});

describe("eraseExpired", () => {
  it.each(Object.keys(WRITERS) as (keyof typeof WRITERS)[])(
    "erases a delivered %s past retention with its messages and idempotency record",
    async (kind) => {
      const write = await WRITERS[kind]();
      expect(await traces(h.database.db, write)).toMatchObject({ write: 1, idempotentRequests: 1 });
      const messages = (await traces(h.database.db, write)).deliveries;
      expect(messages).toBeGreaterThan(0);
      await setStates(h.database.db, write, "delivered");
      await age(h.database.db, write, monthsAgo(6, 1));

      const outcome = await run();

      expect(await traces(h.database.db, write)).toEqual({
        write: 0,
        deliveries: 0,
        idempotentRequests: 0,
      });
      expect(outcome.erased).toMatchObject({ deliveries: messages, idempotentRequests: 1 });
      expect(Object.values(outcome.erased).reduce((sum, value) => sum + value, 0)).toBe(
        1 + messages + 1,
      );
      expect(outcome.kept).toEqual({ count: 0, oldest: undefined });
    },
  );

  it.each([
    ["a delivered write within the period", ["delivered"], monthsAgo(5, 27), undefined],
    [
      "a write whose message was delivered within the period",
      ["delivered"],
      monthsAgo(8),
      monthsAgo(1),
    ],
  ] as const)("keeps %s", async (_name, states, at, messagesAt) => {
    const write = await writeReferral(h, "jane@example.org");
    await setStates(h.database.db, write, ...states);
    await age(h.database.db, write, at, messagesAt);
    const outcome = await run();
    expect(await traces(h.database.db, write)).toEqual({
      write: 1,
      deliveries: 2,
      idempotentRequests: 1,
    });
    expect(outcome.erased.referrals).toBe(0);
    expect(outcome.kept.count).toBe(0);
  });

  it("erases a write past retention that owed no message (written before the outbox)", async () => {
    const write = await writeFeedback(h, null);
    await h.database.db.delete(deliveries);
    await age(h.database.db, write, monthsAgo(7));
    const outcome = await run();
    expect(await traces(h.database.db, write)).toEqual({
      write: 0,
      deliveries: 0,
      idempotentRequests: 0,
    });
    expect(outcome.erased).toMatchObject({ pageFeedbacks: 1, deliveries: 0 });
  });

  it.each([
    [["pending"]],
    [["sending"]],
    [["held"]],
    [["failed"]],
    [["delivered", "failed"]],
    [["held", "delivered"]],
  ] as const)("keeps and reports a write past retention whose messages are %j", async (states) => {
    const older = await writeReferral(h, "jane@example.org");
    const newer = await writeReferral(h, "ada@example.org", "sam@example.org");
    await setStates(h.database.db, older, ...states);
    await setStates(h.database.db, newer, ...states);
    await age(h.database.db, older, monthsAgo(9));
    await age(h.database.db, newer, monthsAgo(7));

    const outcome = await run();

    expect(await traces(h.database.db, older)).toEqual({
      write: 1,
      deliveries: 2,
      idempotentRequests: 1,
    });
    expect(await traces(h.database.db, newer)).toMatchObject({ write: 1, deliveries: 3 });
    expect(outcome.erased).toMatchObject({ referrals: 0, deliveries: 0 });
    expect(outcome.kept).toEqual({
      count: 2,
      oldest: { kind: "referrals", id: older.id, lastUpdate: monthsAgo(9) },
    });
    expect(await keptUndelivered(h.database.db, { now: NOW, months })).toEqual(outcome.kept);
  });

  it("erases undelivered writes past retention only when told to", async () => {
    const held = await writeFeedback(h, "jane@example.org");
    const recent = await writeFeedback(h, "jane@example.org");
    await age(h.database.db, held, monthsAgo(7));
    const outcome = await run({ includingUndelivered: true });
    expect(await traces(h.database.db, held)).toEqual({
      write: 0,
      deliveries: 0,
      idempotentRequests: 0,
    });
    expect(await traces(h.database.db, recent)).toMatchObject({ write: 1, deliveries: 1 });
    expect(outcome.erased).toMatchObject({ pageFeedbacks: 1, deliveries: 1 });
    expect(outcome.kept.count).toBe(0);
  });

  it("erases expired idempotency records and messages whose write is gone", async () => {
    const gone = await writeReferral(h, "jane@example.org");
    const goneRecently = await writeReferral(h, "jane@example.org");
    await age(h.database.db, gone, monthsAgo(7));
    // A service removed by an import takes its referrals with it, not their messages.
    await h.database.db.delete(referrals);
    await h.database.db.update(idempotentRequests).set({ expiresAt: new Date(NOW.getTime() - 1) });

    const outcome = await run();

    expect(outcome.orphanedMessages).toBe(2);
    expect(outcome.expiredAnswers).toBe(2);
    expect(await traces(h.database.db, gone)).toEqual({
      write: 0,
      deliveries: 0,
      idempotentRequests: 0,
    });
    expect(await traces(h.database.db, goneRecently)).toMatchObject({ deliveries: 2 });
  });

  it("lets two runs at once erase each write once, without waiting on each other for ever", async () => {
    const writes: Written[] = [];
    for (const writer of [...Object.values(WRITERS), ...Object.values(WRITERS)]) {
      const write = await writer();
      await setStates(h.database.db, write, "delivered");
      await age(h.database.db, write, monthsAgo(7));
      writes.push(write);
    }
    const [first, second] = await Promise.all([run(), run()]);
    for (const kind of ["referrals", "pageFeedbacks", "signUps", "idempotentRequests"] as const) {
      expect(first.erased[kind] + second.erased[kind]).toBe(kind === "idempotentRequests" ? 6 : 2);
    }
    // One run erased everything and the other found nothing left.
    expect(Math.min(first.erased.referrals, second.erased.referrals)).toBe(0);
    const [left] = await h.database.db.select({ count: count() }).from(deliveries);
    expect(left?.count).toBe(0);
  });

  it("waits while another process holds the tenant's erasure lock", async () => {
    const write = await writeFeedback(h, null);
    await setStates(h.database.db, write, "delivered");
    await age(h.database.db, write, monthsAgo(7));
    const { promise: gate, resolve: release } = Promise.withResolvers<undefined>();
    const { promise: holding, resolve: locked } = Promise.withResolvers<undefined>();
    const holder = transaction(h.database.db, async (tx) => {
      await lockTenantErasure(tx);
      locked(undefined);
      await gate;
    });
    await holding;
    let finished = false;
    const waiting = run().then((outcome) => {
      finished = true;
      return outcome;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(finished).toBe(false);
    release(undefined);
    await holder;
    expect((await waiting).erased.pageFeedbacks).toBe(1);
  });
});
