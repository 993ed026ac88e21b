// The visitor writes that hold residents' personal data, declared once (docs/decisions/0068):
// each one's table, which of its rows are that kind of write, when it last changed and which
// encrypted fields hold its resident's email addresses. Retention (retention.ts), erasure on
// request (erasure.ts) and the status report are derived from this list: a new kind of visitor
// write is one more entry here, and one more row of docs/privacy.md.
import type { SQL } from "drizzle-orm";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  deliveries,
  idempotentRequests,
  pageFeedbacks,
  referrals,
  updateRequests,
} from "../db/schema.ts";
import type { Db } from "../db/types.ts";
import { idChunks } from "../db/types.ts";
import { SIGN_UP_TYPE } from "../routes/organisation-sign-up-forms.ts";

export type VisitorWrite = {
  /** The key of its count in reports. */
  kind: "referrals" | "pageFeedbacks" | "signUps";
  table: PgTable;
  id: PgColumn;
  /** Which rows of the table are this kind of write; undefined: all of them. */
  only: SQL | undefined;
  /** When the write itself last changed. */
  lastUpdate: SQL;
  /** Encrypted columns that hold the resident's email addresses. */
  emailColumns: readonly PgColumn[];
  /** The addresses in those columns, decrypted (null where the column is null). */
  emailsIn: (plain: readonly (string | null)[]) => string[];
};

export type VisitorWriteKind = VisitorWrite["kind"];

/** The part of a stored sign-up's JSON that names addresses (routes/organisation-sign-up-forms.ts). */
type SignUpAddresses = {
  user?: { email?: string | null };
  organisation?: { id?: string | null; email?: string | null };
};

const present = (values: readonly (string | null | undefined)[]): string[] =>
  values.filter((value): value is string => typeof value === "string" && value.trim() !== "");

export const VISITOR_WRITES: readonly VisitorWrite[] = [
  {
    kind: "referrals",
    table: referrals,
    id: referrals.id,
    only: undefined,
    lastUpdate: sql`greatest(${referrals.updatedAt}, ${referrals.statusLastUpdatedAt})`,
    // The client's address and, for a third-party referral, the referrer's.
    emailColumns: [referrals.email, referrals.refereeEmail],
    emailsIn: present,
  },
  {
    kind: "pageFeedbacks",
    table: pageFeedbacks,
    id: pageFeedbacks.id,
    only: undefined,
    lastUpdate: sql`${pageFeedbacks.updatedAt}`,
    emailColumns: [pageFeedbacks.email],
    emailsIn: present,
  },
  {
    kind: "signUps",
    table: updateRequests,
    id: updateRequests.id,
    only: eq(updateRequests.updateableType, SIGN_UP_TYPE),
    lastUpdate: sql`${updateRequests.updatedAt}`,
    // `data` is the whole submission: the user's address, and the organisation's when the form
    // named a new one (an existing organisation's address is its published one, not the user's).
    emailColumns: [updateRequests.data],
    emailsIn: ([data]) => {
      if (data === null || data === undefined) return [];
      const { user, organisation } = JSON.parse(data) as SignUpAddresses;
      const organisationEmail = organisation?.id ? null : organisation?.email;
      return present([user?.email, organisationEmail]);
    },
  },
];

/** Counts of what an erasure removed: never which rows, never what they held. */
export type ErasureCounts = Record<VisitorWriteKind | "deliveries" | "idempotentRequests", number>;

export const noErasure = (): ErasureCounts => ({
  referrals: 0,
  pageFeedbacks: 0,
  signUps: 0,
  deliveries: 0,
  idempotentRequests: 0,
});

/** "2 referrals, 0 page feedbacks, 0 sign-ups, 5 messages, 1 idempotency records". */
export function describeCounts(counts: ErasureCounts): string {
  return [
    `${counts.referrals} referrals`,
    `${counts.pageFeedbacks} page feedbacks`,
    `${counts.signUps} sign-ups`,
    `${counts.deliveries} messages`,
    `${counts.idempotentRequests} idempotency records`,
  ].join(", ");
}

/**
 * Waits for, then holds until the transaction ends, the tenant's erasure lock: one retention run
 * or erasure at a time per tenant, across every API process and command. Tenants on PostgreSQL
 * share a database as schemas, so the key is the schema's.
 */
export async function lockTenantErasure(tx: Db): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('hub-api erasure ' || current_schema()))`,
  );
}

/** Deletes rows of a write's table by id, in chunks; returns how many went. */
export async function deleteWrites(
  tx: Db,
  write: VisitorWrite,
  ids: readonly string[],
): Promise<number> {
  let deleted = 0;
  for (const chunk of idChunks(ids)) {
    const rows = await tx
      .delete(write.table)
      .where(and(write.only, inArray(write.id, chunk)))
      .returning({ id: write.id });
    deleted += rows.length;
  }
  return deleted;
}

/** Deletes the messages and idempotency records of erased writes. */
export async function eraseTraces(
  tx: Db,
  sourceIds: readonly string[],
): Promise<Pick<ErasureCounts, "deliveries" | "idempotentRequests">> {
  const counts = { deliveries: 0, idempotentRequests: 0 };
  for (const chunk of idChunks(sourceIds)) {
    const messages = await tx
      .delete(deliveries)
      .where(inArray(deliveries.sourceId, chunk))
      .returning({ id: deliveries.id });
    const answers = await tx
      .delete(idempotentRequests)
      .where(inArray(idempotentRequests.sourceId, chunk))
      .returning({ key: idempotentRequests.key });
    counts.deliveries += messages.length;
    counts.idempotentRequests += answers.length;
  }
  return counts;
}
