// The outbox (docs/decisions/0066): one row per message a visitor write owes a person, enqueued in
// the write's transaction and sent by the delivery worker (src/delivery/worker.ts).
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { id, isOneOf, timestamps } from "./columns.ts";

/** Who a message goes to, about which write. */
export const DELIVERY_KINDS = [
  "referral_to_service",
  "referral_confirmation_to_client",
  "referral_confirmation_to_referrer",
  "feedback_to_council",
  "sign_up_to_admin",
] as const;

/**
 * What can go by text message: the confirmation to a person referred who gave a phone number and
 * no email. A referrer always gives an email address (the contract requires one).
 */
export const TEXTABLE_KINDS = [
  "referral_confirmation_to_client",
] as const satisfies readonly (typeof DELIVERY_KINDS)[number][];

/** How a message goes: `sms` only through GOV.UK Notify (docs/decisions/0075). */
export const DELIVERY_CHANNELS = ["email", "sms", "forward"] as const;

/**
 * What can go to the `/core/v1` source a tenant was imported from, instead of by email
 * (docs/decisions/0081): the message to whoever handles the write there.
 */
export const FORWARDABLE_KINDS = [
  "referral_to_service",
  "feedback_to_council",
  "sign_up_to_admin",
] as const satisfies readonly (typeof DELIVERY_KINDS)[number][];

/**
 * `pending`: due at `next_attempt_at`; `sending`: claimed by a worker until `next_attempt_at`
 * (its lease); `held`: enqueued while delivery was off; `delivered`; `failed`: given up, with
 * `last_error`.
 */
export const DELIVERY_STATES = ["pending", "sending", "delivered", "failed", "held"] as const;

export const deliveries = pgTable(
  "deliveries",
  {
    id: id(),
    kind: text("kind", { enum: DELIVERY_KINDS }).notNull(),
    /** The referral, page feedback or update request the message is about. */
    sourceId: uuid("source_id").notNull(),
    /** `email`, or `sms` for a confirmation texted to a phone number (decision 0075). */
    channel: text("channel", { enum: DELIVERY_CHANNELS }).notNull().default("email"),
    /**
     * Encrypted with the tenant's field cipher: an email address, a phone number for `sms`, or the
     * source's `/core/v1` base URL for `forward`; null when no address was known.
     */
    recipient: text("recipient"),
    state: text("state", { enum: DELIVERY_STATES }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    /** A code (`ESOCKET ECONNREFUSED`, `EENVELOPE 550`, `source_missing`), never a relay's message. */
    lastError: text("last_error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /**
     * A `forward`'s request (path, idempotency key and body), encrypted JSON: it can hold a
     * sign-up's password, kept nowhere else; cleared once the source accepts it (decision 0081).
     */
    payload: text("payload"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("deliveries_source_kind_index").on(t.sourceId, t.kind),
    index("deliveries_due_index")
      .on(t.nextAttemptAt)
      .where(sql`${t.state} in ('pending', 'sending')`),
    index("deliveries_state_index").on(t.state, t.createdAt),
    check("deliveries_kind_check", isOneOf(t.kind, DELIVERY_KINDS)),
    check("deliveries_state_check", isOneOf(t.state, DELIVERY_STATES)),
    check("deliveries_channel_check", isOneOf(t.channel, DELIVERY_CHANNELS)),
    // Only the confirmation to the person referred is ever texted.
    check(
      "deliveries_sms_kind_check",
      sql`${t.channel} <> 'sms' or ${isOneOf(t.kind, TEXTABLE_KINDS)}`,
    ),
    check(
      "deliveries_forward_kind_check",
      sql`${t.channel} <> 'forward' or ${isOneOf(t.kind, FORWARDABLE_KINDS)}`,
    ),
  ],
);
