// Retention (docs/decisions/0068): a visitor write is erased, with its messages and idempotency
// records, `RETENTION_MONTHS` calendar months after it and its messages last changed, once every
// message it owed is delivered. A write with a message still pending, sending, held or failed is
// kept and reported, never erased silently. One transaction per tenant, under the tenant's
// erasure lock, so API processes running this side by side neither collide nor delete twice.
// The audit of referral exports (decision 0075) is kept as long as its referral, and then until
// the export itself is `RETENTION_MONTHS` old.
import type { SQL } from "drizzle-orm";
import { and, count, isNull, lt, sql } from "drizzle-orm";
import { deliveries, idempotentRequests, referralExports } from "../db/schema.ts";
import { transaction } from "../db/transaction.ts";
import type { Db } from "../db/types.ts";
import { queryRows } from "../db/types.ts";
import type { ErasureCounts, VisitorWrite, VisitorWriteKind } from "./visitor-writes.ts";
import { eraseTraces, lockTenantErasure, noErasure, VISITOR_WRITES } from "./visitor-writes.ts";

export type RetentionOptions = {
  now: Date;
  months: number;
  /** Erase past-retention writes whose messages never went, too: an operator's explicit choice. */
  includingUndelivered?: boolean;
};

/** The writes past retention that were kept because a message of theirs is not delivered. */
export type KeptUndelivered = {
  count: number;
  /** The oldest of them, by kind and id (never what it holds), and when it last changed. */
  oldest: { kind: VisitorWriteKind; id: string; lastUpdate: Date } | undefined;
};

export type RetentionOutcome = {
  erased: ErasureCounts;
  /** Messages whose write no longer exists, erased once past the period themselves. */
  orphanedMessages: number;
  /** Idempotency records past their expiry (a day at most), whatever they answered. */
  expiredAnswers: number;
  /** Export audit rows whose referral is gone, made more than the period ago. */
  expiredExports: number;
  kept: KeptUndelivered;
};

/** `months` calendar months before `now` (UTC), the day clamped to the month's last. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  const day = now.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const lastDay = new Date(
    Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0),
  ).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}

/** The later of the write's own last change and its messages' last change. */
const lastTouched = (write: VisitorWrite): SQL =>
  sql`greatest(${write.lastUpdate}, (select max(${deliveries.updatedAt}) from ${deliveries} where ${deliveries.sourceId} = ${write.id}))`;

const undelivered = (write: VisitorWrite): SQL =>
  sql`exists (select 1 from ${deliveries} where ${deliveries.sourceId} = ${write.id} and ${deliveries.state} <> 'delivered')`;

const pastRetention = (write: VisitorWrite, cutoff: Date): SQL =>
  and(write.only, sql`${lastTouched(write)} < ${cutoff}`) ?? sql`true`;

/** Erases what is past retention in one tenant and reports what it kept (counts only). */
export async function eraseExpired(db: Db, options: RetentionOptions): Promise<RetentionOutcome> {
  const cutoff = retentionCutoff(options.now, options.months);
  return transaction(db, async (tx) => {
    await lockTenantErasure(tx);
    const erased = noErasure();
    const sourceIds: string[] = [];
    for (const write of VISITOR_WRITES) {
      const condition = options.includingUndelivered
        ? pastRetention(write, cutoff)
        : and(pastRetention(write, cutoff), sql`not ${undelivered(write)}`);
      const rows = await tx.delete(write.table).where(condition).returning({ id: write.id });
      erased[write.kind] = rows.length;
      sourceIds.push(...rows.map((row) => row.id as string));
    }
    const traces = await eraseTraces(tx, sourceIds);
    erased.deliveries = traces.deliveries;
    erased.idempotentRequests = traces.idempotentRequests;
    const orphaned = await tx
      .delete(deliveries)
      .where(
        and(
          lt(deliveries.updatedAt, cutoff),
          ...VISITOR_WRITES.map(
            (write) =>
              sql`not exists (select 1 from ${write.table} where ${write.id} = ${deliveries.sourceId})`,
          ),
        ),
      )
      .returning({ id: deliveries.id });
    const expired = await tx
      .delete(idempotentRequests)
      .where(lt(idempotentRequests.expiresAt, options.now))
      .returning({ key: idempotentRequests.key });
    const exports = await tx
      .delete(referralExports)
      .where(and(isNull(referralExports.referralId), lt(referralExports.exportedAt, cutoff)))
      .returning({ id: referralExports.id });
    return {
      erased,
      orphanedMessages: orphaned.length,
      expiredAnswers: expired.length,
      expiredExports: exports.length,
      kept: await keptUndelivered(tx, options),
    };
  });
}

/** How many writes past retention are kept because a message of theirs is not delivered. */
export async function keptUndelivered(
  db: Db,
  options: Pick<RetentionOptions, "now" | "months">,
): Promise<KeptUndelivered> {
  const cutoff = retentionCutoff(options.now, options.months);
  let total = 0;
  let oldest: KeptUndelivered["oldest"];
  for (const write of VISITOR_WRITES) {
    const kept = and(pastRetention(write, cutoff), undelivered(write));
    const [counted] = await db.select({ count: count() }).from(write.table).where(kept);
    total += counted?.count ?? 0;
    const [first] = await queryRows<{ id: string; last_update: string | Date }>(
      db,
      sql`select ${write.id} as id, ${lastTouched(write)} as last_update from ${write.table}
        where ${kept} order by 2 asc limit 1`,
    );
    if (first === undefined) continue;
    const lastUpdate = new Date(first.last_update);
    if (oldest === undefined || lastUpdate < oldest.lastUpdate) {
      oldest = { kind: write.kind, id: first.id, lastUpdate };
    }
  }
  return { count: total, oldest };
}
