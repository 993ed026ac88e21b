// The worker with the Notify sender against a local stand-in of Notify's API (decision 0070):
// each kind of message goes with its own template and the catalogue's subject and body, Notify
// answering 429 and then 500 still ends with each message delivered once, an answer lost after
// Notify took a message does not send it again, and a refused key or message is retried with a
// code and a hint, never the key, Notify's message or anyone's details.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELIVERY_KINDS, deliveries } from "../db/schema.ts";
import { NOW, fixtureDataset } from "../test/fixture.ts";
import type { Harness } from "../test/harness.ts";
import { startHarness } from "../test/harness.ts";
import type { LocalNotify } from "../test/notify.ts";
import { INTERNAL, RATE_LIMITED, startLocalNotify } from "../test/notify.ts";
import { writeFeedback, writeReferral, writeSignUp } from "../test/visitor-writes.ts";
import { composeMessage } from "./compose.ts";
import type { DeliveryKind } from "./enqueue.ts";
import { createNotifySender, notifyError } from "./notify.ts";
import type { Sender } from "./worker.ts";
import { DEFAULT_POLICY, deliverDue } from "./worker.ts";

const SERVICE = "referrals@alpha.example.org";
const CLIENT = "jane.doe@example.com";
const REFERRER = "sam@example.org";
/** The fixture's CMS contact address, where feedback goes. */
const CONTACT = "hub@sutton.example.org";
const SIGN_UPS_TO = "listings@sutton.example.org";
const RECIPIENT: Record<DeliveryKind, string> = {
  referral_to_service: SERVICE,
  referral_confirmation_to_client: CLIENT,
  referral_confirmation_to_referrer: REFERRER,
  feedback_to_council: CONTACT,
  sign_up_to_admin: SIGN_UPS_TO,
};

const lines: string[] = [];
const logger = pino({ level: "debug" }, { write: (line: string) => lines.push(line) });
let h: Harness;
let notify: LocalNotify;
let templates: Record<DeliveryKind, string>;
let sender: Sender;

/** A sender to the stand-in, with another key or reply-to id when given. */
const senderWith = (options: { apiKey?: string; replyToId?: string } = {}) =>
  createNotifySender({
    apiKey: options.apiKey ?? notify.apiKey,
    baseUrl: notify.url,
    templates,
    replyToId: options.replyToId,
  });

beforeAll(async () => {
  notify = await startLocalNotify(DELIVERY_KINDS.length);
  templates = Object.fromEntries(
    DELIVERY_KINDS.map((kind, index) => [kind, notify.templates[index] ?? ""]),
  ) as Record<DeliveryKind, string>;
  sender = senderWith();
  h = await startHarness(fixtureDataset(), { logger }, { mode: "notify", signUpsTo: SIGN_UPS_TO });
}, 60_000);

afterAll(async () => {
  sender.close();
  await notify.close();
  await h.close();
});

const MINUTE = 60 * 1000;
const at = (ms: number) => () => new Date(NOW.getTime() + ms);
const deliver = (ms: number) => deliverDue(h.tenant, sender, at(ms), { logger });

const rowsOf = (sourceId: string) =>
  h.database.db.select().from(deliveries).where(eq(deliveries.sourceId, sourceId));

/** What Notify accepted for one outbox row (its id is the `reference`). */
const sentFor = (rowId: string) => notify.received.filter((email) => email.reference === rowId);

describe("each kind of message", () => {
  it("goes with its template, the catalogue's subject and body, and its row's id", async () => {
    const referral = await writeReferral(h, CLIENT, REFERRER);
    const feedback = await writeFeedback(h, null);
    const signUp = await writeSignUp(h, "ada{n}@example.net");
    await expect(deliver(0)).resolves.toEqual({ delivered: 5, retrying: 0, failed: 0 });
    const rows = [
      ...(await rowsOf(referral.id)),
      ...(await rowsOf(feedback.id)),
      ...(await rowsOf(signUp.id)),
    ];
    expect(rows.map((row) => row.kind).sort()).toEqual([...DELIVERY_KINDS].sort());
    // First tries send at once: only a retry looks for an earlier send first.
    expect(notify.requests).toEqual(
      rows.map(() => ({ method: "POST", path: "/v2/notifications/email", status: 201 })),
    );
    for (const row of rows) {
      expect(row).toMatchObject({ state: "delivered", attempts: 1, lastError: null });
      const message = await composeMessage(h.tenant, row.kind, row.sourceId);
      // One email each (toMatchObject compares the array's length too).
      expect(sentFor(row.id)).toMatchObject([
        {
          emailAddress: RECIPIENT[row.kind],
          templateId: templates[row.kind],
          personalisation: { subject: message?.subject, body: message?.text },
          reference: row.id,
          replyToId: null,
        },
      ]);
    }
    const toService = rows.find((row) => row.kind === "referral_to_service");
    const [email] = sentFor(toService?.id ?? "");
    expect(email?.personalisation.subject).toBe(
      "New referral to Debt Advice from Sutton Information Hub",
    );
    expect(email?.personalisation.body).toContain(`Reference: ${referral.reference ?? ""}`);
    expect(email?.personalisation.body).toContain("Name: Jane Doe");
  });

  it("names the reply-to address set up in Notify when configured", async () => {
    const replyToId = randomUUID();
    const withReplyTo = senderWith({ replyToId });
    try {
      const feedback = await writeFeedback(h, null);
      await expect(deliverDue(h.tenant, withReplyTo, at(0), { logger })).resolves.toMatchObject({
        delivered: 1,
      });
      const [row] = await rowsOf(feedback.id);
      expect(sentFor(row?.id ?? "")).toMatchObject([{ replyToId }]);
    } finally {
      withReplyTo.close();
    }
  });
});

describe("Notify answering 429, then 500", () => {
  it("ends with each message delivered once, after the back-off", async () => {
    const referral = await writeReferral(h, CLIENT, REFERRER);
    notify.failNext(3, RATE_LIMITED, "POST");
    await expect(deliver(0)).resolves.toEqual({ delivered: 0, retrying: 3, failed: 0 });
    for (const row of await rowsOf(referral.id)) {
      expect(row).toMatchObject({
        state: "pending",
        attempts: 1,
        lastError: "notify 429 RateLimitError",
        nextAttemptAt: new Date(NOW.getTime() + MINUTE),
      });
    }
    // Not due yet: the back-off holds them.
    await expect(deliver(30_000)).resolves.toEqual({ delivered: 0, retrying: 0, failed: 0 });

    notify.failNext(3, INTERNAL, "POST");
    await expect(deliver(MINUTE)).resolves.toEqual({ delivered: 0, retrying: 3, failed: 0 });
    for (const row of await rowsOf(referral.id)) {
      expect(row).toMatchObject({
        state: "pending",
        attempts: 2,
        lastError: "notify 500 Exception",
        nextAttemptAt: new Date(NOW.getTime() + 3 * MINUTE),
      });
    }

    await expect(deliver(3 * MINUTE)).resolves.toEqual({ delivered: 3, retrying: 0, failed: 0 });
    await expect(deliver(60 * MINUTE)).resolves.toEqual({ delivered: 0, retrying: 0, failed: 0 });
    const rows = await rowsOf(referral.id);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row).toMatchObject({ state: "delivered", attempts: 3 });
      expect(sentFor(row.id)).toHaveLength(1);
    }
  });

  it("answering 429 to the look-up before a retry waits and tries again", async () => {
    const feedback = await writeFeedback(h, null);
    notify.failNext(1, INTERNAL, "POST");
    await expect(deliver(0)).resolves.toMatchObject({ retrying: 1 });
    notify.failNext(1, RATE_LIMITED, "GET");
    await expect(deliver(MINUTE)).resolves.toMatchObject({ retrying: 1 });
    expect(await rowsOf(feedback.id)).toMatchObject([
      { state: "pending", lastError: "notify 429 RateLimitError" },
    ]);
    await expect(deliver(3 * MINUTE)).resolves.toMatchObject({ delivered: 1 });
    const [row] = await rowsOf(feedback.id);
    expect(sentFor(row?.id ?? "")).toHaveLength(1);
  });
});

describe("an answer lost after Notify took the message", () => {
  it("is not sent again: the retry finds it by its reference", async () => {
    const feedback = await writeFeedback(h, null);
    notify.failNext(1, { lose: true }, "POST");
    await expect(deliver(0)).resolves.toEqual({ delivered: 0, retrying: 1, failed: 0 });
    const [row] = await rowsOf(feedback.id);
    expect(row?.lastError).toMatch(/^notify E[A-Z_]+$/);
    expect(sentFor(row?.id ?? "")).toHaveLength(1);
    await expect(deliver(MINUTE)).resolves.toEqual({ delivered: 1, retrying: 0, failed: 0 });
    expect(sentFor(row?.id ?? "")).toHaveLength(1);
    expect(await rowsOf(feedback.id)).toMatchObject([{ state: "delivered", attempts: 2 }]);
  });
});

describe("a refusal", () => {
  it("of the key is retried loudly, then fails with the status and Notify's error name", async () => {
    const wrongSecret = randomUUID();
    const refused = senderWith({ apiKey: notify.apiKey.replace(/.{36}$/, wrongSecret) });
    const policy = { ...DEFAULT_POLICY, maxAttempts: 2 };
    const before = lines.length;
    try {
      const feedback = await writeFeedback(h, null);
      const round = (ms: number) => deliverDue(h.tenant, refused, at(ms), { logger, policy });
      await expect(round(0)).resolves.toEqual({ delivered: 0, retrying: 1, failed: 0 });
      await expect(round(MINUTE)).resolves.toEqual({ delivered: 0, retrying: 0, failed: 1 });
      expect(await rowsOf(feedback.id)).toMatchObject([
        { state: "failed", attempts: 2, lastError: "notify 403 AuthError", deliveredAt: null },
      ]);
    } finally {
      refused.close();
    }
    const logged = lines.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>);
    const refusals = logged.filter((line) => line.msg === "delivery refused");
    expect(refusals).toHaveLength(2);
    for (const line of refusals) {
      expect(line).toMatchObject({ level: 50, error: "notify 403 AuthError" });
      expect(line.hint).toMatch(/check NOTIFY_API_KEY/);
    }
    const text = lines.join("\n");
    expect(text).not.toContain(wrongSecret);
    expect(text).not.toContain(notify.apiKey.slice(-36));
  });

  it("of a message keeps Notify's words out of last_error, and a retry sends it", async () => {
    const feedback = await writeFeedback(h, null);
    notify.failNext(
      1,
      {
        status: 400,
        error: "BadRequestError",
        message: `Can't send to ${CONTACT} when service is in trial mode`,
      },
      "POST",
    );
    await expect(deliver(0)).resolves.toMatchObject({ retrying: 1 });
    expect(await rowsOf(feedback.id)).toMatchObject([
      { state: "pending", lastError: "notify 400 BadRequestError" },
    ]);
    await expect(deliver(MINUTE)).resolves.toMatchObject({ delivered: 1 });
  });

  it.each([
    [new TypeError(`${CLIENT} is not a function`), "notify TypeError"],
    ["jane@example.org", "notify error"],
  ])("of another kind is recorded by its type only (%#)", (error, code) => {
    const safe = notifyError(error);
    expect(safe.failureCode).toBe(code);
    expect(safe.message).toBe(code);
  });
});

describe("what is recorded", () => {
  it("names deliveries, codes and hints in logs and last_error, never a person", async () => {
    const logged = lines.join("\n");
    expect(logged).toContain('"error":"notify 429 RateLimitError"');
    expect(logged).toContain('"error":"notify 500 Exception"');
    const personal = [
      "Jane Doe",
      "07700 900123",
      "Evenings are best.",
      "The phone number is wrong.",
      "Lovelace",
      ...Object.values(RECIPIENT),
    ];
    for (const detail of personal) expect(logged).not.toContain(detail);
    const errors = await h.database.db.select({ lastError: deliveries.lastError }).from(deliveries);
    for (const { lastError } of errors) {
      if (lastError !== null) expect(lastError).toMatch(/^notify [A-Za-z0-9_ ]+$/);
    }
  });
});
