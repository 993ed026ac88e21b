// The audit of `deliveries export` (docs/decisions/0075): one row each time an operator decrypted a
// referral, kept in the tenant's database beside it. It names the operator and the time, and
// points at the referral only while the referral exists: erasing the referral (on request, by
// retention, or with its service) sets `referral_id` to null, so no trace of the resident is left.
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { id } from "./columns.ts";
import { referrals } from "./visitor-writes.ts";

export const referralExports = pgTable(
  "referral_exports",
  {
    id: id(),
    /** The referral exported; null once it is erased. Its reference is read through it. */
    referralId: uuid("referral_id").references(() => referrals.id, { onDelete: "set null" }),
    /** Who asked, as they gave their name to `--operator`. */
    operator: text("operator").notNull(),
    exportedAt: timestamp("exported_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("referral_exports_referral_index").on(t.referralId),
    index("referral_exports_exported_at_index").on(t.exportedAt),
  ],
);
