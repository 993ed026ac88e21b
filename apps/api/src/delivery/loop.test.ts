// The worker in the process: it sends what is due without being asked, keeps going after a
// round, and stops cleanly, waiting for the round in progress.
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { fixtureDataset } from "../test/fixture.ts";
import type { Harness } from "../test/harness.ts";
import { startHarness } from "../test/harness.ts";
import type { LocalSmtp } from "../test/smtp.ts";
import { startLocalSmtp } from "../test/smtp.ts";
import { startDeliveryLoop } from "./loop.ts";
import { createSmtpSender } from "./smtp.ts";
import { DEFAULT_POLICY } from "./worker.ts";

let h: Harness;
let smtp: LocalSmtp;

beforeAll(async () => {
  smtp = await startLocalSmtp();
  h = await startHarness(fixtureDataset(), {}, { sending: true });
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
