// Where texts are off (DELIVERY=smtp, or notify without NOTIFY_SMS_TEMPLATE_ID), against a real
// SMTP server (decision 0075): a person referred who gave only a phone number is sent nothing,
// truthfully, and `deliveries status` counts them; their referral still reaches the service. A text
// left due from a time texts were on is refused by the SMTP sender with a hint, never emailed, and
// its number is never logged.
import { eq } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { deliveries } from "../db/schema.ts";
import { runCommand } from "../test/deliveries-command.ts";
import { IDS, NOW } from "../test/fixture.ts";
import { useSmtpDelivery } from "../test/smtp-delivery.ts";
import { deliverDue } from "./worker.ts";

const PHONE = "07700 900123";
const lines: string[] = [];
const logger = pino({ level: "debug" }, { write: (line: string) => lines.push(line) });
const relay = useSmtpDelivery(logger);

const at = (ms: number) => () => new Date(NOW.getTime() + ms);

/** `comments` tells the referrals apart: the same body twice is one referral (idempotency). */
async function referByPhone(comments: string): Promise<{ id: string; reference: string }> {
  const response = await relay.h.post("/referrals", {
    service_id: IDS.debtAdvice,
    name: "Jane Doe",
    email: null,
    phone: PHONE,
    other_contact: null,
    postcode_outward_code: "SM1",
    comments,
    referral_consented: true,
    feedback_consented: false,
  });
  expect(response.status).toBe(201);
  return (response.body as { data: { id: string; reference: string } }).data;
}

describe("a person referred who gave only a phone number, with texts off", () => {
  it("is sent nothing, counted by status, and the service still gets the referral", async () => {
    const { id, reference } = await referByPhone("Texts are best.");
    const rows = await relay.h.database.db
      .select()
      .from(deliveries)
      .where(eq(deliveries.sourceId, id));
    expect(rows.map((row) => row.kind)).toEqual(["referral_to_service"]);
    await expect(
      deliverDue(relay.h.tenant, relay.sender, at(0), { logger }),
    ).resolves.toMatchObject({
      delivered: 1,
    });
    const mails = relay.smtp.received.filter((mail) => mail.text.includes(reference));
    expect(mails.map((mail) => mail.to)).toEqual([["referrals@alpha.example.org"]]);
    expect(mails[0]?.text).toContain(`Phone: ${PHONE}`);

    const { out } = await runCommand(relay.h, ["status"], { delivery: "smtp" });
    expect(out).toContain(
      "  confirmations never sent, as the person gave only a phone number while texts were off (DELIVERY=notify with NOTIFY_SMS_TEMPLATE_ID): 1 referrals\n",
    );
    expect(out).not.toContain(PHONE);
  });

  it("whose text was enqueued while texts were on is refused by SMTP with a hint", async () => {
    const { id } = await referByPhone("Mornings are best.");
    const [row] = await relay.h.database.db
      .insert(deliveries)
      .values({
        kind: "referral_confirmation_to_client",
        channel: "sms",
        sourceId: id,
        recipient: relay.h.tenant.cipher.encrypt(PHONE),
        state: "pending",
        nextAttemptAt: NOW,
        createdAt: NOW,
        updatedAt: NOW,
      })
      .returning();
    const before = relay.smtp.received.length;
    const outcome = await deliverDue(relay.h.tenant, relay.sender, at(0), { logger });
    // The referral to the service goes; the text does not, by email or otherwise.
    expect(outcome).toEqual({ delivered: 1, retrying: 1, failed: 0 });
    expect(relay.smtp.received.slice(before).map((mail) => mail.to)).toEqual([
      ["referrals@alpha.example.org"],
    ]);
    const [after] = await relay.h.database.db
      .select()
      .from(deliveries)
      .where(eq(deliveries.id, row?.id ?? ""));
    expect(after).toMatchObject({ state: "pending", lastError: "smtp cannot_text" });
    const refusal = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.msg === "delivery refused");
    expect(refusal).toMatchObject({ error: "smtp cannot_text" });
    expect(refusal?.hint).toMatch(/DELIVERY=smtp sends email only/);
    for (const form of [PHONE, PHONE.replaceAll(" ", "")]) {
      expect(lines.join("\n")).not.toContain(form);
    }
  });
});
