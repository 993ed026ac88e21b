// Two API processes running the worker at once on one PostgreSQL database (issue 41, decision
// 0066): each claims its own rows (`for update skip locked`) and every acknowledged write's
// message reaches the relay exactly once. The relay holds its answers until every row is claimed:
// one process claims at most a batch, so both take part. PGlite is left out (scripts/test.ts runs
// this file in the PostgreSQL half only): its data directory is one process's alone.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiProcess } from "../test/api-process.ts";
import type { SharedDatabase } from "../test/delivery-processes.ts";
import {
  deliveringEnv,
  deliveryRows,
  refer,
  referableService,
  seededDatabase,
  startDeliveringApi,
  until,
} from "../test/delivery-processes.ts";
import type { LocalSmtp } from "../test/smtp.ts";
import { startLocalSmtp } from "../test/smtp.ts";
import { DEFAULT_POLICY } from "./worker.ts";

/** More than one batch, so a second process finds rows the first has not claimed. */
const WRITES = DEFAULT_POLICY.batch + 10;

/** The messages a process's log says it delivered. */
const deliveredBy = (api: ApiProcess): number =>
  api.logs
    .map((line) => JSON.parse(line) as { msg?: string; delivered?: number })
    .filter((entry) => entry.msg === "delivery round")
    .reduce((sum, entry) => sum + (entry.delivered ?? 0), 0);

describe.runIf(process.env.API_TEST_DRIVER === "pg")("two API processes sending at once", () => {
  let smtp: LocalSmtp;
  let database: SharedDatabase;
  let key: string;
  const processes: ApiProcess[] = [];

  beforeAll(async () => {
    smtp = await startLocalSmtp();
    ({ template: database, key } = await seededDatabase());
  }, 120_000);
  afterAll(async () => {
    smtp.release();
    for (const api of processes) await api.kill();
    await smtp.down();
    await database.drop();
  });

  it("deliver every acknowledged write exactly once", async () => {
    const env = deliveringEnv(database, key, smtp);
    // Writes stored by a process whose worker has had its one round, before any of them.
    const writer = await startDeliveringApi(env, 3_600_000);
    processes.push(writer);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const serviceId = await referableService(writer);
    const references: string[] = [];
    for (let index = 0; index < WRITES; index += 1) references.push(await refer(writer, serviceId));
    expect(await writer.stop()).toBe(0);

    smtp.hold("recipient");
    const senders = await Promise.all([startDeliveringApi(env, 200), startDeliveringApi(env, 200)]);
    processes.push(...senders);
    // Each process sends its claimed batch over a pool of connections, each stalled by the relay.
    await until(
      "both processes have claimed every row",
      async () =>
        smtp.stalled > 0 && (await deliveryRows(database)).every((row) => row.state === "sending"),
    );
    smtp.release();
    const mailsAbout = (reference: string) =>
      smtp.received.filter((mail) => mail.text.includes(reference));
    await until("every write's message arrived", () =>
      references.every((reference) => mailsAbout(reference).length > 0),
    );
    for (const api of senders) expect(await api.stop()).toBe(0);

    for (const reference of references) expect(mailsAbout(reference)).toHaveLength(1);
    expect(new Set((await deliveryRows(database)).map((row) => row.state))).toEqual(
      new Set(["delivered"]),
    );
    const counts = senders.map(deliveredBy);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(WRITES);
    expect(Math.min(...counts)).toBeGreaterThan(0);
  }, 120_000);
});
