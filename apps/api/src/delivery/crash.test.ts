// The API process killed (`kill -9`) with messages owed (issue 41, decisions 0066 and 0080): a
// write acknowledged with 201 is in the outbox, so a process started after the kill delivers it.
// Killed between storing and sending, each message goes exactly once. Killed mid-send, the row is
// left `sending` under its lease, and is sent again once the lease has run out: once if the relay
// had not taken it, and twice if it had taken it before the kill, both copies with the delivery's
// Message-ID, which the reader's mail program shows as one message.
//
// On the driver under test: a PostgreSQL database, or a PGlite data directory, which the next
// process opens after the kill; each test has its own copy of one seeded database.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ApiProcess } from "../test/api-process.ts";
import type { SharedDatabase } from "../test/delivery-processes.ts";
import {
  deliveringEnv,
  deliveryRows,
  endLeases,
  refer,
  referableService,
  seededDatabase,
  startDeliveringApi,
  until,
} from "../test/delivery-processes.ts";
import type { HoldPoint, LocalSmtp } from "../test/smtp.ts";
import { distinctMessages, startLocalSmtp } from "../test/smtp.ts";

/** A worker that runs its round at start and not again during the test. */
const IDLE_MS = 3_600_000;
const BUSY_MS = 200;

let smtp: LocalSmtp;
let seeded: { template: SharedDatabase; key: string };
let database: SharedDatabase;
let env: NodeJS.ProcessEnv;
const processes: ApiProcess[] = [];

beforeAll(async () => {
  smtp = await startLocalSmtp();
  seeded = await seededDatabase();
}, 120_000);
afterAll(async () => {
  await smtp.down();
  await seeded.template.drop();
});
beforeEach(async () => {
  database = await seeded.template.copy();
  env = deliveringEnv(database, seeded.key, smtp);
});
afterEach(async () => {
  smtp.release();
  for (const api of processes.splice(0)) await api.kill();
  await database.drop();
});

async function start(intervalMs: number): Promise<ApiProcess> {
  const api = await startDeliveringApi(env, intervalMs);
  processes.push(api);
  return api;
}

const mailsAbout = (reference: string) =>
  smtp.received.filter((mail) => mail.text.includes(reference));

describe("killed between storing and sending", () => {
  it("sends each acknowledged write once, from the next process", async () => {
    const first = await start(IDLE_MS);
    // Its round at start has run on the empty outbox; the next is an hour away.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const serviceId = await referableService(first);
    const references: string[] = [];
    for (let index = 0; index < 5; index += 1) references.push(await refer(first, serviceId));
    await first.kill();
    expect(references.flatMap(mailsAbout)).toEqual([]);

    const second = await start(BUSY_MS);
    await until("every write's message arrived", () =>
      references.every((reference) => mailsAbout(reference).length > 0),
    );
    expect(await second.stop()).toBe(0);
    for (const reference of references) expect(mailsAbout(reference)).toHaveLength(1);
    const rows = await deliveryRows(database);
    expect(rows.map(({ state, attempts }) => ({ state, attempts }))).toEqual(
      references.map(() => ({ state: "delivered", attempts: 1 })),
    );
  }, 120_000);
});

describe("killed mid-send", () => {
  it.each<[HoldPoint, string, number]>([
    ["recipient", "before the relay had the message: it arrives once", 1],
    ["accepted", "after the relay took it, before its answer: twice, as one message", 2],
  ])(
    "%s: %s",
    async (point, _, copies) => {
      smtp.hold(point);
      const first = await start(BUSY_MS);
      const reference = await refer(first, await referableService(first));
      await until("the relay stalls the send", () =>
        point === "accepted" ? mailsAbout(reference).length === 1 : smtp.stalled === 1,
      );
      await first.kill();
      smtp.release();
      // Left `sending` after one attempt; its five-minute lease runs out.
      expect(await endLeases(database, new Date())).toEqual([1]);
      const second = await start(BUSY_MS);
      await until("the message is sent again", () => mailsAbout(reference).length === copies);
      expect(await second.stop()).toBe(0);
      expect(await deliveryRows(database)).toMatchObject([{ state: "delivered", attempts: 2 }]);
      const received = mailsAbout(reference);
      expect(received).toHaveLength(copies);
      expect(distinctMessages(received)).toHaveLength(1);
      expect(received[0]?.messageId).toMatch(/^<[0-9a-f-]{36}@hub\.test>$/);
    },
    120_000,
  );
});
