// What visitors send: referrals, page feedback, moderated update requests, and the answers a
// retried write is given again.
import { REFERRAL_STATUSES } from "@hub/api-client/values";
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns.ts";
import { taxonomies } from "./taxonomies.ts";
import { services } from "./services.ts";

/** Personal fields hold AES-256-GCM ciphertext (see src/db/crypto.ts), never plain text. */
export const referrals = pgTable(
  "referrals",
  {
    id: id(),
    serviceId: uuid("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    reference: varchar("reference", { length: 10 }).notNull().unique(),
    status: text("status", { enum: REFERRAL_STATUSES }).notNull().default("new"),
    name: text("name").notNull(),
    email: text("email"),
    phone: text("phone"),
    otherContact: text("other_contact"),
    postcodeOutwardCode: text("postcode_outward_code"),
    comments: text("comments"),
    referralConsentedAt: timestamp("referral_consented_at", { withTimezone: true }),
    feedbackConsentedAt: timestamp("feedback_consented_at", { withTimezone: true }),
    refereeName: text("referee_name"),
    refereeEmail: text("referee_email"),
    refereePhone: text("referee_phone"),
    organisationTaxonomyId: uuid("organisation_taxonomy_id").references(() => taxonomies.id, {
      onDelete: "set null",
    }),
    organisation: text("organisation"),
    statusLastUpdatedAt: timestamp("status_last_updated_at", { withTimezone: true })
      .notNull()
      .defaultNow(),
    ...timestamps,
  },
  (t) => [index("referrals_status_index").on(t.status)],
);

/** `feedback`, `name`, `email` and `phone` are encrypted like referral fields. */
export const pageFeedbacks = pgTable("page_feedbacks", {
  id: id(),
  url: text("url").notNull(),
  feedback: text("feedback").notNull(),
  name: text("name"),
  email: text("email"),
  phone: text("phone"),
  consentedAt: timestamp("consented_at", { withTimezone: true }),
  ...timestamps,
});

/** Moderation queue (e.g. organisation sign-up). `data` is encrypted JSON: it names people. */
export const updateRequests = pgTable(
  "update_requests",
  {
    id: id(),
    updateableType: text("updateable_type").notNull(),
    updateableId: uuid("updateable_id"),
    data: text("data").notNull(),
    rejectionMessage: varchar("rejection_message", { length: 1000 }),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index("update_requests_updateable_index").on(t.updateableType, t.updateableId)],
);

/**
 * Visitor writes already answered, so a retry gets the first answer instead of a second row:
 * by the client's `Idempotency-Key` (kept a day) or, without one, by the same body from the same
 * client address (kept ten minutes). `key` is a SHA-256 (never the header or the address);
 * `response` is the encrypted JSON body, which repeats the personal data sent. The primary key makes concurrent replays safe.
 */
export const idempotentRequests = pgTable(
  "idempotent_requests",
  {
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    status: integer("status").notNull(),
    response: text("response").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The referral, page feedback or update request the answer is about, so erasing a write
     * erases its answer too (docs/decisions/0068); null for rows written before 0020.
     */
    sourceId: uuid("source_id"),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index("idempotent_requests_expires_at_index").on(t.expiresAt),
    index("idempotent_requests_source_index").on(t.sourceId),
  ],
);
