// What a visitor write owes people, enqueued in the write's own transaction (docs/decisions/0066):
// the write and its messages commit together or not at all, and a replayed write runs none of
// this again. Only the kind, the channel, the write's id and the address are stored; the message
// is composed when it is sent. A tenant imported from a live `/core/v1` forwards the message to
// whoever handles the write to that source instead, with the request it sends (decision 0081).
import { eq } from "drizzle-orm";
import { z } from "zod";
import { deliveries, organisations, services, settings } from "../db/schema.ts";
import type { DELIVERY_CHANNELS, DELIVERY_KINDS } from "../db/schema.ts";
import type { Db } from "../db/types.ts";
import { deliveryMode } from "../http/env.ts";
import type { Tenant } from "../http/env.ts";
import type { ForwardPayload, ForwardRequest } from "./forwarding.ts";
import {
  FORWARD_PATHS,
  forwardTarget,
  fromSource,
  referralForSource,
  signUpForSource,
} from "./forwarding.ts";

export type DeliveryKind = (typeof DELIVERY_KINDS)[number];
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/** `last_error` of a message nobody could be named to receive. */
export const NO_RECIPIENT = "no_recipient_address";

type Owed = {
  kind: DeliveryKind;
  recipient: string | null;
  channel?: DeliveryChannel;
  /** A `forward`'s request. */
  payload?: ForwardPayload;
};

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
      owed.map(
        ({ kind, recipient, channel = "email", payload }): typeof deliveries.$inferInsert => ({
          kind,
          channel,
          sourceId,
          recipient: tenant.cipher.encryptNullable(recipient),
          payload: payload === undefined ? null : tenant.cipher.encrypt(JSON.stringify(payload)),
          state: recipient === null ? "failed" : sending ? "pending" : "held",
          lastError: recipient === null ? NO_RECIPIENT : null,
          nextAttemptAt: now,
          createdAt: now,
          updatedAt: now,
        }),
      ),
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

/** The message to the service: forwarded to the source that gave us the service, else emailed. */
async function toService(
  tx: Db,
  serviceId: string,
  forward: ForwardRequest & { taxonomyName: string | undefined },
): Promise<Owed> {
  const kind = "referral_to_service";
  const source = await forwardTarget(tx);
  if (source !== undefined && (await fromSource(tx, source, "services", serviceId))) {
    const payload = await referralForSource(tx, source, forward, forward.taxonomyName);
    return { kind, recipient: source, channel: "forward", payload };
  }
  const [service] = await tx
    .select({ referralEmail: services.referralEmail, organisationEmail: organisations.email })
    .from(services)
    .innerJoin(organisations, eq(organisations.id, services.organisationId))
    .where(eq(services.id, serviceId));
  return {
    kind,
    recipient: address(service?.referralEmail) ?? address(service?.organisationEmail),
  };
}

/**
 * A referral goes to the service's `referral_email`, or its organisation's email when it has
 * none, or to the source the service was imported from (decision 0081); the client gets a
 * confirmation by email, or by text when they gave only a phone number and the tenant texts; for a
 * third-party referral, the referrer gets one at the email address they must give.
 */
export async function enqueueReferral(
  tx: Db,
  tenant: Tenant,
  referral: {
    id: string;
    serviceId: string;
    client: { email: string | null; phone: string | null };
    referrerEmail: string | null;
    /** The request, and the referee organisation's name for a source without its taxonomy. */
    forward: ForwardRequest & { taxonomyName: string | undefined };
  },
  now: Date,
): Promise<void> {
  const owed: Owed[] = [await toService(tx, referral.serviceId, referral.forward)];
  const client = clientConfirmation(tenant, referral.client);
  if (client !== undefined) owed.push(client);
  const referrer = address(referral.referrerEmail);
  if (referrer !== null) {
    owed.push({ kind: "referral_confirmation_to_referrer", recipient: referrer });
  }
  await enqueue(tx, tenant, referral.id, owed, now);
}

/**
 * Page feedback goes to the source the tenant was imported from (decision 0081), or else to the
 * council: its configured address, or its published contact one.
 */
export async function enqueueFeedback(
  tx: Db,
  tenant: Tenant,
  feedback: { id: string; forward: ForwardRequest },
  now: Date,
): Promise<void> {
  const kind = "feedback_to_council";
  const source = await forwardTarget(tx);
  const owed: Owed =
    source === undefined
      ? { kind, recipient: address(tenant.delivery?.feedbackTo) ?? (await contactEmail(tx)) }
      : {
          kind,
          recipient: source,
          channel: "forward",
          payload: { path: FORWARD_PATHS[kind], ...feedback.forward },
        };
  await enqueue(tx, tenant, feedback.id, [owed], now);
}

/**
 * A sign-up goes to the source the tenant was imported from (decision 0081), or else to whoever
 * approves listings: the configured address, or the contact one.
 */
export async function enqueueSignUp(
  tx: Db,
  tenant: Tenant,
  signUp: {
    id: string;
    forward: ForwardRequest;
    /** The organisation as stored, with its id when the visitor named one of ours. */
    organisation: Record<string, unknown>;
  },
  now: Date,
): Promise<void> {
  const kind = "sign_up_to_admin";
  const source = await forwardTarget(tx);
  const owed: Owed =
    source === undefined
      ? { kind, recipient: address(tenant.delivery?.signUpsTo) ?? (await contactEmail(tx)) }
      : {
          kind,
          recipient: source,
          channel: "forward",
          payload: await signUpForSource(tx, source, signUp.forward, signUp.organisation),
        };
  await enqueue(tx, tenant, signUp.id, [owed], now);
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
