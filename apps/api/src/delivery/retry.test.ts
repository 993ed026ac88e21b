// `deliveries retry` against a real SMTP server (decision 0075): failed messages, all of them or
// one referral's or one kind's, are made due again and the worker sends each once; one with no
// address is counted and left; with delivery off they are held again; and run beside two workers
// it takes no row a worker holds, so each message still reaches the relay exactly once. It prints
// counts, never a person.
import { eq, inArray } from "drizzle-orm";
import pino from "pino";
import { beforeEach, describe, expect, it } from "vitest";
import { deliveries } from "../db/schema.ts";
import { runCommand } from "../test/deliveries-command.ts";
import { NOW } from "../test/fixture.ts";
import type { Written } from "../test/visitor-writes.ts";
import { clearVisitorWrites, writeReferral } from "../test/visitor-writes.ts";
import { useSmtpDelivery } from "../test/smtp-delivery.ts";
import { createSmtpSender } from "./smtp.ts";
import { DEFAULT_POLICY, deliverDue } from "./worker.ts";

const logger = pino({ level: "silent" });
const relay = useSmtpDelivery(logger);

beforeEach(async () => {
  await clearVisitorWrites(relay.h.database.db);
});

const HOUR = 60 * 60 * 1000;
const at = (ms: number) => () => new Date(NOW.getTime() + ms);
/** One try each, so a relay that is down fails every message for good. */
const ONE_TRY = { ...DEFAULT_POLICY, maxAttempts: 1 };
const PERSONAL = ["Jane", "jane@", "sam@", "07700", "Evenings"];

/** Referrals (with the client's address: two messages each) whose messages all failed. */
async function failedReferrals(count: number): Promise<Written[]> {
  const written: Written[] = [];
  for (let index = 0; index < count; index += 1) {
    written.push(await writeReferral(relay.h, "jane@example.com"));
  }
  await relay.smtp.down();
  try {
    const outcome = await deliverDue(relay.h.tenant, relay.sender, at(0), {
      policy: ONE_TRY,
      logger,
    });
    expect(outcome).toEqual({ delivered: 0, retrying: 0, failed: 2 * count });
  } finally {
    await relay.smtp.up();
  }
  return written;
}

const rowsOf = (...writes: Written[]) =>
  relay.h.database.db
    .select()
    .from(deliveries)
    .where(
      inArray(
        deliveries.sourceId,
        writes.map((write) => write.id),
      ),
    )
    .orderBy(deliveries.kind);

const mailsAbout = (write: Written) =>
  relay.smtp.received.filter((mail) => mail.text.includes(write.reference ?? "?"));

async function retry(args: string[], delivery = "smtp") {
  const run = await runCommand(relay.h, ["retry", ...args], { delivery, now: at(HOUR)() });
  for (const detail of PERSONAL) expect(run.out + run.err).not.toContain(detail);
  return run;
}

describe("deliveries retry", () => {
  it("makes every failed message due again, and the worker sends each once", async () => {
    const written = await failedReferrals(2);
    const { code, out } = await retry([]);
    expect(code).toBe(0);
    expect(out).toContain("sutton: 4 failed messages due again\n");
    expect(out).toContain("sutton: pending 4, sending 0, delivered 0, failed 0, held 0\n");
    for (const row of await rowsOf(...written)) {
      // A fresh round of attempts; the last error stays until the next outcome.
      expect(row).toMatchObject({
        state: "pending",
        attempts: 0,
        lastError: "ESOCKET ECONNREFUSED",
        nextAttemptAt: at(HOUR)(),
      });
    }
    await expect(deliverDue(relay.h.tenant, relay.sender, at(HOUR), { logger })).resolves.toEqual({
      delivered: 4,
      retrying: 0,
      failed: 0,
    });
    for (const write of written) expect(mailsAbout(write)).toHaveLength(2);
    for (const row of await rowsOf(...written)) {
      expect(row).toMatchObject({ state: "delivered", attempts: 1 });
    }
  });

  it("retries one referral's messages by its reference, or one kind", async () => {
    const [first, second] = await failedReferrals(2);
    if (first === undefined || second === undefined) throw new Error("Two referrals expected.");
    const byReference = await retry(["--reference", (first.reference ?? "").toLowerCase()]);
    expect(byReference.out).toContain("sutton: 2 failed messages due again\n");
    expect((await rowsOf(first)).map((row) => row.state)).toEqual(["pending", "pending"]);
    expect((await rowsOf(second)).map((row) => row.state)).toEqual(["failed", "failed"]);

    const byKind = await retry(["--kind", "referral_confirmation_to_client"]);
    expect(byKind.out).toContain("sutton: 1 failed messages due again\n");
    expect(await rowsOf(second)).toMatchObject([
      { kind: "referral_confirmation_to_client", state: "pending" },
      { kind: "referral_to_service", state: "failed" },
    ]);
  });

  it("counts a failed message with no address and leaves it failed", async () => {
    const [write] = await failedReferrals(1);
    if (write === undefined) throw new Error("A referral expected.");
    await relay.h.database.db
      .update(deliveries)
      .set({ recipient: null, lastError: "no_recipient_address" })
      .where(eq(deliveries.kind, "referral_to_service"));
    const { out } = await retry([]);
    expect(out).toContain(
      "sutton: 1 failed messages due again; 1 not retried: no address to send to\n",
    );
    expect(await rowsOf(write)).toMatchObject([
      { kind: "referral_confirmation_to_client", state: "pending" },
      { kind: "referral_to_service", state: "failed", lastError: "no_recipient_address" },
    ]);
  });

  it("holds them again with delivery off, for release to send", async () => {
    const written = await failedReferrals(1);
    const { out } = await retry([], "off");
    expect(out).toContain(
      "sutton: 2 failed messages held again (delivery is off: release them once it is on)\n",
    );
    expect((await rowsOf(...written)).map((row) => row.state)).toEqual(["held", "held"]);
  });

  it("leaves a message a worker holds alone", async () => {
    const [write] = await failedReferrals(1);
    if (write === undefined) throw new Error("A referral expected.");
    const lease = at(HOUR + 5 * 60 * 1000)();
    await relay.h.database.db
      .update(deliveries)
      .set({ state: "sending", attempts: 1, nextAttemptAt: lease })
      .where(eq(deliveries.kind, "referral_to_service"));
    const { out } = await retry([]);
    expect(out).toContain("sutton: 1 failed messages due again\n");
    expect(await rowsOf(write)).toMatchObject([
      { kind: "referral_confirmation_to_client", state: "pending", attempts: 0 },
      { kind: "referral_to_service", state: "sending", attempts: 1, nextAttemptAt: lease },
    ]);
  });

  it("run beside two workers, lets each message reach the relay exactly once", async () => {
    const written = await failedReferrals(10);
    const second = createSmtpSender({ url: relay.smtp.url, from: "noreply@hub.test" });
    const policy = { ...DEFAULT_POLICY, batch: 3 };
    try {
      // The workers start on the messages due before the retry, and find the retried ones.
      const [retried, ...outcomes] = await Promise.all([
        retry([]),
        deliverDue(relay.h.tenant, relay.sender, at(HOUR), { policy, logger }),
        deliverDue(relay.h.tenant, second, at(HOUR), { policy, logger }),
      ]);
      expect(retried.out).toContain("sutton: 20 failed messages due again\n");
      const rest = await deliverDue(relay.h.tenant, relay.sender, at(HOUR), { policy, logger });
      const delivered = [...outcomes, rest].reduce((sum, outcome) => sum + outcome.delivered, 0);
      expect(delivered).toBe(20);
    } finally {
      second.close();
    }
    for (const write of written) expect(mailsAbout(write)).toHaveLength(2);
    expect(new Set((await rowsOf(...written)).map((row) => row.state))).toEqual(
      new Set(["delivered"]),
    );
  });
});
