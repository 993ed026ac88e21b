// Text messages through GOV.UK Notify (decision 0075), against the local stand-in: a person referred
// who gave only a phone number gets their confirmation by text with the SMS template, the
// catalogue's words and the row's id as reference; Notify answering 429 and then 500 still ends
// with one text; an answer lost on the last attempt, retried by an operator, is looked up and not
// sent twice; a number Notify refuses is recorded by code only, never the number; and a text due
// with no SMS template set fails with a hint rather than going as an email.
import { and, eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DELIVERY_KINDS, deliveries } from "../db/schema.ts";
import { runCommand } from "../test/deliveries-command.ts";
import { IDS, NOW, fixtureDataset } from "../test/fixture.ts";
import type { Harness } from "../test/harness.ts";
import { startHarness } from "../test/harness.ts";
import type { LocalNotify } from "../test/notify.ts";
import { INTERNAL, RATE_LIMITED, startLocalNotify } from "../test/notify.ts";
import { clearVisitorWrites } from "../test/visitor-writes.ts";
import { composeText } from "./compose.ts";
import type { DeliveryKind } from "./enqueue.ts";
import { createNotifySender, NotifyError } from "./notify.ts";
import type { Sender } from "./worker.ts";
import { DEFAULT_POLICY, deliverDue } from "./worker.ts";

const PHONE = "07700 900123";
const lines: string[] = [];
const logger = pino({ level: "debug" }, { write: (line: string) => lines.push(line) });
let h: Harness;
let notify: LocalNotify;
let templates: Record<DeliveryKind, string>;
let sender: Sender;

const senderWith = (smsTemplate: string | undefined) =>
  createNotifySender({
    apiKey: notify.apiKey,
    baseUrl: notify.url,
    templates,
    replyToId: undefined,
    smsTemplate,
  });

beforeAll(async () => {
  notify = await startLocalNotify(DELIVERY_KINDS.length, 1);
  templates = Object.fromEntries(
    DELIVERY_KINDS.map((kind, index) => [kind, notify.templates[index] ?? ""]),
  ) as Record<DeliveryKind, string>;
  sender = senderWith(notify.smsTemplates[0]);
  h = await startHarness(fixtureDataset(), { logger }, { mode: "notify", texts: true });
}, 60_000);

afterAll(async () => {
  sender.close();
  await notify.close();
  await h.close();
});

beforeEach(async () => {
  await clearVisitorWrites(h.database.db);
  notify.trialTeam(undefined);
  notify.requests.length = 0;
});

const MINUTE = 60 * 1000;
const at = (ms: number) => () => new Date(NOW.getTime() + ms);
const deliver = (ms: number, options: { sender?: Sender; maxAttempts?: number } = {}) =>
  deliverDue(h.tenant, options.sender ?? sender, at(ms), {
    logger,
    policy: { ...DEFAULT_POLICY, maxAttempts: options.maxAttempts ?? DEFAULT_POLICY.maxAttempts },
  });

/** A self referral with a phone number and no email; its message to the service already sent. */
async function referByPhone(phone = PHONE): Promise<{ id: string; textId: string }> {
  const response = await h.post("/referrals", {
    service_id: IDS.debtAdvice,
    name: "Jane Doe",
    email: null,
    phone,
    other_contact: null,
    postcode_outward_code: "SM1",
    comments: "Texts are best.",
    referral_consented: true,
    feedback_consented: false,
  });
  expect(response.status).toBe(201);
  const { id } = (response.body as { data: { id: string } }).data;
  const rows = await h.database.db.select().from(deliveries).where(eq(deliveries.sourceId, id));
  expect(rows.map(({ kind, channel }) => [kind, channel]).sort()).toEqual([
    ["referral_confirmation_to_client", "sms"],
    ["referral_to_service", "email"],
  ]);
  // So that only the text is due, and the stand-in's faults meet it.
  await h.database.db
    .update(deliveries)
    .set({ state: "delivered" })
    .where(and(eq(deliveries.sourceId, id), eq(deliveries.kind, "referral_to_service")));
  const text = rows.find((row) => row.channel === "sms");
  return { id, textId: text?.id ?? "" };
}

const rowOf = async (rowId: string) => {
  const [row] = await h.database.db.select().from(deliveries).where(eq(deliveries.id, rowId));
  return row;
};
const textsFor = (rowId: string) => notify.texts.filter((text) => text.reference === rowId);

describe("a confirmation to someone who gave only a phone number", () => {
  it("goes by text with the SMS template, the catalogue's words and its row's id", async () => {
    const { id, textId } = await referByPhone();
    await expect(deliver(0)).resolves.toEqual({ delivered: 1, retrying: 0, failed: 0 });
    const expected = await composeText(h.tenant, "referral_confirmation_to_client", id);
    expect(expected?.text).toMatch(/^Sutton Information Hub: we've sent your request to Debt/);
    expect(textsFor(textId)).toMatchObject([
      {
        phoneNumber: PHONE,
        templateId: notify.smsTemplates[0],
        personalisation: { body: expected?.text },
        reference: textId,
      },
    ]);
    // A first try sends at once: only a retry looks for an earlier send first.
    expect(notify.requests).toEqual([
      { method: "POST", path: "/v2/notifications/sms", status: 201 },
    ]);
    expect(await rowOf(textId)).toMatchObject({ state: "delivered", attempts: 1 });
  });

  it("is texted exactly once after Notify answers 429, then 500", async () => {
    const { textId } = await referByPhone();
    notify.failNext(1, RATE_LIMITED, "POST");
    await expect(deliver(0)).resolves.toEqual({ delivered: 0, retrying: 1, failed: 0 });
    expect(await rowOf(textId)).toMatchObject({
      state: "pending",
      attempts: 1,
      lastError: "notify 429 RateLimitError",
    });
    notify.failNext(1, INTERNAL, "POST");
    await expect(deliver(MINUTE)).resolves.toEqual({ delivered: 0, retrying: 1, failed: 0 });
    expect(await rowOf(textId)).toMatchObject({ attempts: 2, lastError: "notify 500 Exception" });
    await expect(deliver(3 * MINUTE)).resolves.toEqual({ delivered: 1, retrying: 0, failed: 0 });
    await expect(deliver(60 * MINUTE)).resolves.toEqual({ delivered: 0, retrying: 0, failed: 0 });
    expect(textsFor(textId)).toHaveLength(1);
    expect(await rowOf(textId)).toMatchObject({ state: "delivered", attempts: 3 });
    // Each retry first asked Notify for texts with the row's id.
    expect(notify.requests.filter((request) => request.method === "GET")).toHaveLength(2);
  });

  it("lost on its last attempt and retried by an operator, is looked up, not sent again", async () => {
    const { textId } = await referByPhone();
    notify.failNext(1, { lose: true }, "POST");
    await expect(deliver(0, { maxAttempts: 1 })).resolves.toMatchObject({ failed: 1 });
    const failed = await rowOf(textId);
    expect(failed?.state).toBe("failed");
    expect(failed?.lastError).toMatch(/^notify E[A-Z_]+$/);
    expect(textsFor(textId)).toHaveLength(1);

    const retried = await runCommand(h, ["retry"], { delivery: "notify" });
    expect(retried.out).toContain("sutton: 1 failed messages due again\n");
    await expect(deliver(MINUTE)).resolves.toMatchObject({ delivered: 1 });
    expect(textsFor(textId)).toHaveLength(1);
    expect(notify.requests.slice(-1)).toEqual([
      { method: "GET", path: "/v2/notifications", status: 200 },
    ]);
  });
});

describe("a number Notify refuses", () => {
  it("is recorded as Notify's status and error name, the number nowhere", async () => {
    notify.trialTeam(["07700 900999"]);
    const before = lines.length;
    const { textId } = await referByPhone();
    await expect(deliver(0)).resolves.toMatchObject({ retrying: 1 });
    expect(await rowOf(textId)).toMatchObject({
      state: "pending",
      lastError: "notify 400 BadRequestError",
    });
    expect(notify.requests.at(-1)).toEqual({
      method: "POST",
      path: "/v2/notifications/sms",
      status: 400,
    });
    const logged = lines.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged.find((line) => line.msg === "delivery refused")).toMatchObject({
      level: 50,
      error: "notify 400 BadRequestError",
      hint: expect.stringContaining("NOTIFY_SMS_TEMPLATE_ID") as unknown,
    });
    const stored = await h.database.db.select({ lastError: deliveries.lastError }).from(deliveries);
    const everything = [...lines, ...stored.map((row) => row.lastError ?? "")].join("\n");
    for (const form of [PHONE, PHONE.replaceAll(" ", ""), "7700900123"]) {
      expect(everything).not.toContain(form);
    }
  });

  it("as not a UK mobile answers Notify's validation error, without the number", async () => {
    let refused: unknown;
    try {
      await sender.send({
        channel: "sms",
        text: "Test",
        to: "07012 34",
        kind: "referral_confirmation_to_client",
        deliveryId: "b4d7e0de-6f4a-4c2c-9f59-0d2b5e1f7a11",
        triedBefore: false,
      });
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(NotifyError);
    expect(refused).toMatchObject({ failureCode: "notify 400 ValidationError" });
    expect(`${String(refused)} ${JSON.stringify(refused)}`).not.toContain("07012");
  });
});

describe("a text due with no SMS template set", () => {
  it("fails with a hint to set NOTIFY_SMS_TEMPLATE_ID, and is not emailed", async () => {
    const withoutTexts = senderWith(undefined);
    const before = lines.length;
    try {
      const { textId } = await referByPhone();
      await expect(deliver(0, { sender: withoutTexts })).resolves.toMatchObject({ retrying: 1 });
      expect(await rowOf(textId)).toMatchObject({ lastError: "notify sms_template_unset" });
      expect(notify.requests).toEqual([]);
    } finally {
      withoutTexts.close();
    }
    const logged = lines.slice(before).join("\n");
    expect(logged).toContain("NOTIFY_SMS_TEMPLATE_ID is not set");
    expect(logged).not.toContain(PHONE);
  });
});
