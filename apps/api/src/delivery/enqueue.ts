// What a visitor write owes people, enqueued in the write's own transaction (docs/decisions/0066):
// the write and its messages commit together or not at all, and a replayed write runs none of
// this again. Only the kind, the channel, the write's id and the address are stored; the message
// is composed when it is sent.
import { eq } from "drizzle-orm";
import { z } from "zod";
import { deliveries, organisations, services, settings } from "../db/schema.ts";
import type { DELIVERY_CHANNELS, DELIVERY_KINDS } from "../db/schema.ts";
import type { Db } from "../db/types.ts";
import { deliveryMode } from "../http/env.ts";
import type { Tenant } from "../http/env.ts";

export type DeliveryKind = (typeof DELIVERY_KINDS)[number];
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/** `last_error` of a message nobody could be named to receive. */
export const NO_RECIPIENT = "no_recipient_address";

type Owed = { kind: DeliveryKind; recipient: string | null; channel?: DeliveryChannel };

const address = (value: string | null | undefined): string | null =>
  value === null || value === undefined || value.trim() === "" ? null : value.trim();

/**
 * Stores the messages owed for one write: `pending` when the tenant sends, `held` when delivery
 * is off, `failed` at once when there is no address (so it is counted, never dropped).
 */
async function enqueue(
  tx: Db,
  tenant: Tenant,
  sourceId: string,
  owed: readonly Owed[],
  now: Date,
): Promise<void> {
  if (owed.length === 0) return;
  const sending = deliveryMode(tenant) !== "off";
  await tx
    .insert(deliveries)
    .values(
      owed.map(({ kind, recipient, channel = "email" }): typeof deliveries.$inferInsert => ({
        kind,
        channel,
        sourceId,
        recipient: tenant.cipher.encryptNullable(recipient),
        state: recipient === null ? "failed" : sending ? "pending" : "held",
        lastError: recipient === null ? NO_RECIPIENT : null,
        nextAttemptAt: now,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing({ target: [deliveries.sourceId, deliveries.kind] });
}

/**
 * The person referred's confirmation: by email when they gave an address, or else by text to the
 * phone number they gave when the tenant texts (decision 0075); none otherwise, and `deliveries
 * status` counts them.
 */
function clientConfirmation(
  tenant: Tenant,
  client: { email: string | null; phone: string | null },
): Owed | undefined {
  const kind = "referral_confirmation_to_client";
  const email = address(client.email);
  if (email !== null) return { kind, recipient: email };
  const phone = address(client.phone);
  if (phone !== null && tenant.delivery?.texts === true) {
    return { kind, recipient: phone, channel: "sms" };
  }
  return undefined;
}

/**
 * A referral goes to the service's `referral_email`, or its organisation's email when it has
 * none; the client gets a confirmation by email, or by text when they gave only a phone number and
 * the tenant texts; for a third-party referral, the referrer gets one at the email address they
 * must give.
 */
export async function enqueueReferral(
  tx: Db,
  tenant: Tenant,
  referral: {
    id: string;
    serviceId: string;
    client: { email: string | null; phone: string | null };
    referrerEmail: string | null;
  },
  now: Date,
): Promise<void> {
  const [service] = await tx
    .select({ referralEmail: services.referralEmail, organisationEmail: organisations.email })
    .from(services)
    .innerJoin(organisations, eq(organisations.id, services.organisationId))
    .where(eq(services.id, referral.serviceId));
  const owed: Owed[] = [
    {
      kind: "referral_to_service",
      recipient: address(service?.referralEmail) ?? address(service?.organisationEmail),
    },
  ];
  const client = clientConfirmation(tenant, referral.client);
  if (client !== undefined) owed.push(client);
  const referrer = address(referral.referrerEmail);
  if (referrer !== null) {
    owed.push({ kind: "referral_confirmation_to_referrer", recipient: referrer });
  }
  await enqueue(tx, tenant, referral.id, owed, now);
}

/** Page feedback goes to the council: its configured address, or its published contact one. */
export async function enqueueFeedback(
  tx: Db,
  tenant: Tenant,
  feedbackId: string,
  now: Date,
): Promise<void> {
  const recipient = address(tenant.delivery?.feedbackTo) ?? (await contactEmail(tx));
  await enqueue(tx, tenant, feedbackId, [{ kind: "feedback_to_council", recipient }], now);
}

/** A sign-up goes to whoever approves listings: the configured address, or the contact one. */
export async function enqueueSignUp(
  tx: Db,
  tenant: Tenant,
  updateRequestId: string,
  now: Date,
): Promise<void> {
  const recipient = address(tenant.delivery?.signUpsTo) ?? (await contactEmail(tx));
  await enqueue(tx, tenant, updateRequestId, [{ kind: "sign_up_to_admin", recipient }], now);
}

/** The part of the stored CMS settings that names the council's contact address. */
const CmsContactSchema = z.object({
  frontend: z.object({ global: z.object({ contact_email: z.string().nullish() }) }),
});

/** The council's published contact address (`cms.frontend.global.contact_email`), if any. */
async function contactEmail(tx: Db): Promise<string | null> {
  const [row] = await tx
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, "cms"));
  const parsed = CmsContactSchema.safeParse(row?.value);
  return parsed.success ? address(parsed.data.frontend.global.contact_email) : null;
}
