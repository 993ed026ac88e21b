// What the outbox holds, for the start-up report and `pnpm --filter @hub/api deliveries status`:
// messages by state, and the oldest one not delivered (no addresses: only kinds, states, codes);
// and `deliveries release`, which sends what was held while delivery was off. Beside them, the
// confirmations never enqueued: people who gave only a phone number while texts were off.
import { and, asc, count, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { DELIVERY_STATES, deliveries, referrals } from "../db/schema.ts";
import type { Db } from "../db/types.ts";

type DeliveryState = (typeof DELIVERY_STATES)[number];

export type DeliveryStatus = {
  counts: Record<DeliveryState, number>;
  oldestUndelivered:
    | {
        id: string;
        kind: string;
        state: DeliveryState;
        attempts: number;
        lastError: string | null;
        createdAt: Date;
      }
    | undefined;
};

export async function deliveryStatus(db: Db): Promise<DeliveryStatus> {
  const rows = await db
    .select({ state: deliveries.state, count: count() })
    .from(deliveries)
    .groupBy(deliveries.state);
  const counts = Object.fromEntries(DELIVERY_STATES.map((state) => [state, 0])) as Record<
    DeliveryState,
    number
  >;
  for (const row of rows) counts[row.state] = row.count;
  const [oldestUndelivered] = await db
    .select({
      id: deliveries.id,
      kind: deliveries.kind,
      state: deliveries.state,
      attempts: deliveries.attempts,
      lastError: deliveries.lastError,
      createdAt: deliveries.createdAt,
    })
    .from(deliveries)
    .where(inArray(deliveries.state, ["pending", "sending", "held", "failed"]))
    .orderBy(asc(deliveries.createdAt))
    .limit(1);
  return { counts, oldestUndelivered };
}

/** Makes every held message due now; the worker sends them once delivery is on. */
export async function releaseHeld(db: Db, now: Date): Promise<number> {
  const released = await db
    .update(deliveries)
    .set({ state: "pending", nextAttemptAt: now, updatedAt: now })
    .where(eq(deliveries.state, "held"))
    .returning({ id: deliveries.id });
  return released.length;
}

/**
 * How many people referred were sent no confirmation because they gave a phone number and no
 * email while the tenant did not text (decision 0075).
 */
export async function unsentConfirmations(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(referrals)
    .where(
      and(
        isNull(referrals.email),
        isNotNull(referrals.phone),
        sql`not exists (select 1 from ${deliveries} where ${deliveries.sourceId} = ${referrals.id} and ${deliveries.kind} = 'referral_confirmation_to_client')`,
      ),
    );
  return row?.count ?? 0;
}
