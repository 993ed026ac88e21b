// `deliveries retry` (docs/decisions/0075): failed messages made due again, all of them or those
// of one referral or one kind, once an operator has fixed what failed them (a key, a template, a
// relay). A retried message starts a fresh round of attempts; its `last_error` stays until the
// worker records the next outcome, which also tells the Notify sender to look the message up
// before sending it again. Rows are taken as the worker claims them (`for update skip locked`), so
// the command runs safely beside API processes sending: a failed row is never one a worker holds.
import type { SQL } from "drizzle-orm";
import { and, count, eq, isNull, sql } from "drizzle-orm";
import { deliveries, referrals } from "../db/schema.ts";
import type { Db } from "../db/types.ts";
import { queryRows } from "../db/types.ts";
import { normaliseReference } from "../privacy/erasure.ts";
import type { DeliveryKind } from "./enqueue.ts";

/** Which failed messages to retry; neither: all of them. */
export type RetryFilter = { reference?: string | undefined; kind?: DeliveryKind | undefined };

export type RetryOutcome = {
  /** Failed messages made due again (or held, with delivery off). */
  retried: number;
  /** Failed messages that matched but have no address: retrying cannot send them. */
  noAddress: number;
};

function matching(filter: RetryFilter): SQL {
  const conditions: SQL[] = [sql`${deliveries.state} = 'failed'`];
  if (filter.kind !== undefined) conditions.push(sql`${deliveries.kind} = ${filter.kind}`);
  if (filter.reference !== undefined) {
    conditions.push(
      sql`${deliveries.sourceId} in (select ${referrals.id} from ${referrals} where ${eq(referrals.reference, normaliseReference(filter.reference))})`,
    );
  }
  return and(...conditions) ?? sql`true`;
}

/**
 * Makes the matching failed messages that have an address `pending` and due at `now` (or `held`
 * when `held`, for delivery off: `release` sends them later), with their attempts counted afresh.
 */
export async function retryFailed(
  db: Db,
  filter: RetryFilter,
  options: { now: Date; held: boolean },
): Promise<RetryOutcome> {
  const { now, held } = options;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update ${deliveries}
      set state = ${held ? "held" : "pending"}, attempts = 0, next_attempt_at = ${now},
        updated_at = ${now}
      where id in (
        select id from ${deliveries}
        where ${matching(filter)} and ${deliveries.recipient} is not null
        for update skip locked)
      returning id`,
  );
  const [unsendable] = await db
    .select({ count: count() })
    .from(deliveries)
    .where(and(matching(filter), isNull(deliveries.recipient)));
  return { retried: rows.length, noAddress: unsendable?.count ?? 0 };
}
