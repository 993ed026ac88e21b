// The delivery worker inside the API process (docs/decisions/0066): every `intervalMs` it sends
// what is due in each tenant, one round at a time. Beside it, whatever `DELIVERY` is, the
// retention schedule (decision 0068) erases each tenant's expired visitor writes at start and then
// every `retention.intervalMs` (an hour). `stop()` waits for the rounds in progress.
import type { Logger } from "pino";
import { describeError } from "../describe-error.ts";
import { eraseExpired } from "../privacy/retention.ts";
import type { DeliveryTenant } from "./compose.ts";
import type { DeliveryPolicy, Sender } from "./worker.ts";
import { deliverDue } from "./worker.ts";

export type DeliveryLoop = { stop: () => Promise<void> };

/** How often each process runs the retention schedule. */
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;

export function startDeliveryLoop(options: {
  tenants: readonly DeliveryTenant[];
  /** Undefined with `DELIVERY=off`: nothing is sent, and retention still runs. */
  sender: Sender | undefined;
  logger: Logger;
  intervalMs: number;
  policy: DeliveryPolicy;
  retention: { months: number; intervalMs?: number };
  clock?: () => Date;
}): DeliveryLoop {
  const { tenants, sender, logger, intervalMs, policy, retention } = options;
  const clock = options.clock ?? (() => new Date());
  let stopped = false;

  const deliveryRound = async (active: Sender) => {
    for (const tenant of tenants) {
      if (stopped) return;
      try {
        const outcome = await deliverDue(tenant, active, clock, { policy, logger });
        if (outcome.delivered + outcome.retrying + outcome.failed > 0) {
          logger.info({ tenant: tenant.slug, ...outcome }, "delivery round");
        }
      } catch (error) {
        // The database restarting, say: the rows claimed are tried again once their lease ends.
        logger.error({ tenant: tenant.slug, error: describeError(error) }, "delivery round failed");
      }
    }
  };
  const retentionRound = async () => {
    for (const tenant of tenants) {
      if (stopped) return;
      try {
        await runRetention(tenant, clock(), retention.months, logger);
      } catch (error) {
        logger.error({ tenant: tenant.slug, error: describeError(error) }, "retention failed");
      }
    }
  };

  const timers = [
    ...(sender === undefined ? [] : [repeat(() => deliveryRound(sender), intervalMs)]),
    repeat(retentionRound, retention.intervalMs ?? RETENTION_INTERVAL_MS),
  ];
  return {
    stop: async () => {
      stopped = true;
      await Promise.all(timers.map((timer) => timer.stop()));
    },
  };
}

/** Runs `round` now and then `intervalMs` after each one ends, until stopped. */
function repeat(round: () => Promise<void>, intervalMs: number): DeliveryLoop {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = round().finally(() => {
        running = undefined;
        schedule(intervalMs);
      });
    }, delayMs);
  };
  schedule(0);
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** One tenant's retention run; its log lines carry the tenant and counts only. */
async function runRetention(
  tenant: DeliveryTenant,
  now: Date,
  months: number,
  logger: Logger,
): Promise<void> {
  const { erased, orphanedMessages, expiredAnswers, expiredExports, kept } = await eraseExpired(
    tenant.db,
    { now, months },
  );
  const total = Object.values(erased).reduce((sum, value) => sum + value, 0);
  if (total + orphanedMessages + expiredAnswers + expiredExports > 0) {
    logger.info(
      { tenant: tenant.slug, ...erased, orphanedMessages, expiredAnswers, expiredExports },
      "erased visitor writes past retention",
    );
  }
  if (kept.count > 0) {
    logger.warn(
      { tenant: tenant.slug, kept: kept.count },
      "visitor writes past retention kept: a message of theirs is not delivered (deliveries status)",
    );
  }
}
