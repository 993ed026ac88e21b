// The worker against a real SMTP server (decision 0066): a relay that is down and comes back gets
// the message exactly once after a retry, down for ten minutes it is waited out with the default
// policy's back-off (issue 41), a relay that never comes back leaves the message
// `failed` with its reason after the last attempt, and two workers at once send each message once.
/* eslint-disable @typescript-eslint/no-unsafe-member-access */
import { eq } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { deliveries } from "../db/schema.ts";
import { IDS, NOW } from "../test/fixture.ts";
import { useSmtpDelivery } from "../test/smtp-delivery.ts";
import { createSmtpSender } from "./smtp.ts";
import type { DeliveryOutcome } from "./worker.ts";
import { DEFAULT_POLICY, deliverDue, failureCode, retryDelayMs } from "./worker.ts";

const lines: string[] = [];
const logger = pino({ level: "debug" }, { write: (line: string) => lines.push(line) });
const relay = useSmtpDelivery(logger);

const MINUTE = 60 * 1000;
const at = (ms: number) => () => new Date(NOW.getTime() + ms);

/** A self referral with only a phone: one message, to the service. */
async function refer(comments: string): Promise<{ id: string; reference: string }> {
  const response = await relay.h.post("/referrals", {
    service_id: IDS.debtAdvice,
    name: "Jane Doe",
    email: null,
    phone: "07700 900123",
    other_contact: null,
    postcode_outward_code: "SM1",
    comments,
    referral_consented: true,
    feedback_consented: false,
  });
  expect(response.status).toBe(201);
  return response.body.data as { id: string; reference: string };
}

const rowOf = async (sourceId: string) => {
  const [row] = await relay.h.database.db
    .select()
    .from(deliveries)
    .where(eq(deliveries.sourceId, sourceId));
  return row;
};

const received = (reference: string) =>
  relay.smtp.received.filter((mail) => mail.text.includes(reference));

describe("retries", () => {
  it.each([
    [1, 1],
    [2, 2],
    [3, 4],
    [8, 128],
    [9, 240],
    [20, 240],
  ])("waits after failure %i for %i minutes", (attempts, minutes) => {
    expect(retryDelayMs(attempts)).toBe(minutes * MINUTE);
  });

  it.each([
    [
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:2525"), { code: "ECONNREFUSED" }),
      "ECONNREFUSED",
    ],
    [
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:2525"), {
        code: "ESOCKET",
        errno: -111,
      }),
      "ESOCKET ECONNREFUSED",
    ],
    [
      Object.assign(new Error("550 <jane@example.org>: rejected"), {
        code: "EENVELOPE",
        responseCode: 550,
      }),
      "EENVELOPE 550",
    ],
    [new TypeError("jane@example.org is not a function"), "TypeError"],
    ["jane@example.org", "error"],
  ])("records %s as %s, never its message", (error, code) => {
    expect(failureCode(error)).toBe(code);
  });

  it("sends once after the relay comes back", async () => {
    await relay.smtp.down();
    const { id, reference } = await refer("Relay down first.");
    await expect(deliverDue(relay.h.tenant, relay.sender, at(0), { logger })).resolves.toEqual({
      delivered: 0,
      retrying: 1,
      failed: 0,
    });
    expect(await rowOf(id)).toMatchObject({
      state: "pending",
      attempts: 1,
      lastError: "ESOCKET ECONNREFUSED",
      nextAttemptAt: new Date(NOW.getTime() + MINUTE),
    });
    await relay.smtp.up();
    // Not due yet: the back-off holds it.
    await expect(deliverDue(relay.h.tenant, relay.sender, at(30_000))).resolves.toMatchObject({
      delivered: 0,
    });
    await expect(deliverDue(relay.h.tenant, relay.sender, at(MINUTE), { logger })).resolves.toEqual(
      {
        delivered: 1,
        retrying: 0,
        failed: 0,
      },
    );
    await expect(deliverDue(relay.h.tenant, relay.sender, at(60 * MINUTE))).resolves.toMatchObject({
      delivered: 0,
    });
    expect(received(reference)).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ state: "delivered", attempts: 2 });
  });

  it("waits out a relay down for ten minutes, then sends each message once", async () => {
    const outage = 10 * MINUTE;
    await relay.smtp.down();
    const written = [await refer("Outage one."), await refer("Outage two.")];
    const outcomes: DeliveryOutcome[] = [];
    // The API process's loop, every DELIVERY_INTERVAL_MS (15 s), for an hour.
    for (let elapsed = 0; elapsed <= 60 * MINUTE; elapsed += 15_000) {
      if (elapsed === outage) await relay.smtp.up();
      outcomes.push(await deliverDue(relay.h.tenant, relay.sender, at(elapsed), { logger }));
    }
    const total = (key: keyof DeliveryOutcome) =>
      outcomes.reduce((sum, outcome) => sum + outcome[key], 0);
    expect(total("failed")).toBe(0);
    expect(total("delivered")).toBe(written.length);
    expect(total("retrying")).toBeGreaterThan(written.length);
    for (const { id, reference } of written) {
      expect(received(reference)).toHaveLength(1);
      const row = await rowOf(id);
      expect(row?.state).toBe("delivered");
      expect(row?.attempts).toBeLessThan(DEFAULT_POLICY.maxAttempts);
      // Sent within one back-off step of the relay's return.
      expect(row?.deliveredAt?.getTime()).toBeLessThanOrEqual(
        NOW.getTime() + outage + retryDelayMs((row?.attempts ?? 1) - 1),
      );
    }
  });

  it("gives up after the last attempt, with the reason", async () => {
    const policy = { ...DEFAULT_POLICY, maxAttempts: 3 };
    await relay.smtp.down();
    try {
      const { id } = await refer("Relay never back.");
      const outcomes: DeliveryOutcome[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const clock = at(attempt * 5 * 60 * MINUTE);
        outcomes.push(await deliverDue(relay.h.tenant, relay.sender, clock, { policy, logger }));
      }
      expect(outcomes.map(({ retrying, failed }) => [retrying, failed])).toEqual([
        [1, 0],
        [1, 0],
        [0, 1],
        [0, 0],
      ]);
      expect(await rowOf(id)).toMatchObject({
        state: "failed",
        attempts: 3,
        lastError: "ESOCKET ECONNREFUSED",
        deliveredAt: null,
      });
    } finally {
      await relay.smtp.up();
    }
  });
});

describe("two workers at once", () => {
  it("send each message once", async () => {
    const referrals = [];
    for (let index = 0; index < 24; index += 1) {
      referrals.push(await refer(`Concurrent ${index}.`));
    }
    const second = createSmtpSender({ url: relay.smtp.url, from: "noreply@hub.test" });
    try {
      const outcomes = await Promise.all([
        deliverDue(relay.h.tenant, relay.sender, at(0), {
          policy: { ...DEFAULT_POLICY, batch: 4 },
        }),
        deliverDue(relay.h.tenant, second, at(0), { policy: { ...DEFAULT_POLICY, batch: 4 } }),
      ]);
      expect(outcomes.reduce((sum, outcome) => sum + outcome.delivered, 0)).toBe(24);
    } finally {
      second.close();
    }
    for (const { reference } of referrals) expect(received(reference)).toHaveLength(1);
  });
});

describe("the logs", () => {
  it("name deliveries and failure codes, never a person", () => {
    const logged = lines.join("\n");
    expect(logged).toContain('"error":"ESOCKET ECONNREFUSED"');
    for (const detail of ["Jane Doe", "07700 900123", "Relay down first.", "referrals@alpha"]) {
      expect(logged).not.toContain(detail);
    }
  });
});
