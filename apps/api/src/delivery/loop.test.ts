// The worker in the process: it sends what is due without being asked, keeps going after a
// round, and stops cleanly, waiting for the round in progress. Retention runs in it too, at start
// and with delivery off (decision 0068), and logs counts, never what the writes held.
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { NOW, fixtureDataset } from "../test/fixture.ts";
import type { Harness } from "../test/harness.ts";
import { startHarness } from "../test/harness.ts";
import type { LocalSmtp } from "../test/smtp.ts";
import { startLocalSmtp } from "../test/smtp.ts";
import { age, setStates, traces, writeFeedback, writeReferral } from "../test/visitor-writes.ts";
import { startDeliveryLoop } from "./loop.ts";
import { createSmtpSender } from "./smtp.ts";
import { DEFAULT_POLICY } from "./worker.ts";

let h: Harness;
let smtp: LocalSmtp;

beforeAll(async () => {
  smtp = await startLocalSmtp();
  h = await startHarness(fixtureDataset(), {}, { mode: "smtp" });
}, 60_000);

afterAll(async () => {
  await smtp.down();
  await h.close();
});

const feedback = (text: string) =>
  h.post("/page-feedbacks", {
    url: "https://hub.example.org/",
    feedback: text,
    name: null,
    email: null,
    phone: null,
  });

describe("startDeliveryLoop", () => {
  it("sends what is due, round after round, until stopped", async () => {
    const sender = createSmtpSender({ url: smtp.url, from: "noreply@hub.test" });
    const loop = startDeliveryLoop({
      tenants: [h.tenant],
      sender,
      logger: pino({ level: "silent" }),
      intervalMs: 100,
      policy: DEFAULT_POLICY,
      retention: { months: 6 },
      clock: () => NOW,
    });
    try {
      expect((await feedback("First round.")).status).toBe(201);
      await vi.waitFor(
        () => {
          expect(smtp.received.some((mail) => mail.text.includes("First round."))).toBe(true);
        },
        { timeout: 20_000 },
      );
      expect((await feedback("A later round.")).status).toBe(201);
      await vi.waitFor(
        () => {
          expect(smtp.received).toHaveLength(2);
        },
        { timeout: 20_000 },
      );
    } finally {
      await loop.stop();
      sender.close();
    }
    expect((await feedback("After the stop.")).status).toBe(201);
    expect(smtp.received).toHaveLength(2);
  });
});

describe("retention in the loop", () => {
  it("erases what is past retention at start, with delivery off, and logs only counts", async () => {
    const lines: string[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => lines.push(line) });
    const expired = await writeReferral(h, "jane.expired@example.org", "sam.kept@example.org");
    const undelivered = await writeFeedback(h, "jo.undelivered@example.org");
    await setStates(h.database.db, expired, "delivered");
    await setStates(h.database.db, undelivered, "held");
    const longAgo = new Date("2026-04-01T09:00:00Z");
    await age(h.database.db, expired, longAgo);
    await age(h.database.db, undelivered, longAgo);

    const loop = startDeliveryLoop({
      tenants: [h.tenant],
      sender: undefined,
      logger,
      intervalMs: 100,
      policy: DEFAULT_POLICY,
      retention: { months: 6 },
      clock: () => NOW,
    });
    try {
      await vi.waitFor(
        async () => {
          expect(await traces(h.database.db, expired)).toEqual({
            write: 0,
            deliveries: 0,
            idempotentRequests: 0,
          });
        },
        { timeout: 20_000 },
      );
    } finally {
      await loop.stop();
    }
    expect(await traces(h.database.db, undelivered)).toMatchObject({ write: 1, deliveries: 1 });
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toContainEqual(
      expect.objectContaining({
        msg: "erased visitor writes past retention",
        tenant: "sutton",
        referrals: 1,
        deliveries: 3,
        idempotentRequests: 1,
      }),
    );
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 40, tenant: "sutton", kept: 1 }),
    );
    // A retention line holds the tenant and counts, nothing else.
    const retentionLines = logged.filter((line) => String(line.msg).includes("retention"));
    expect(retentionLines).toHaveLength(2);
    for (const line of retentionLines) {
      const {
        level: _level,
        time: _time,
        pid: _pid,
        hostname: _host,
        msg: _msg,
        tenant,
        ...counts
      } = line;
      expect(tenant).toBe("sutton");
      for (const value of Object.values(counts)) expect(typeof value).toBe("number");
    }
    const text = lines.join("\n");
    for (const personal of ["jane", "sam", "jo.", "Jane Doe", "@example.org", expired.reference]) {
      expect(text).not.toContain(personal);
    }
  });
});
