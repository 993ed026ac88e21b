// The delivery worker inside the API process (docs/decisions/0066): every `intervalMs` it sends
// what is due in each tenant, one round at a time; `stop()` waits for the round in progress.
import type { Logger } from "pino";
import { describeError } from "../describe-error.ts";
import type { DeliveryTenant } from "./compose.ts";
import type { DeliveryPolicy, Sender } from "./worker.ts";
import { deliverDue } from "./worker.ts";

export type DeliveryLoop = { stop: () => Promise<void> };

export function startDeliveryLoop(options: {
  tenants: readonly DeliveryTenant[];
  sender: Sender;
  logger: Logger;
  intervalMs: number;
  policy: DeliveryPolicy;
}): DeliveryLoop {
  const { tenants, sender, logger, intervalMs, policy } = options;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> | undefined;
  let stopped = false;

  const runRound = async () => {
    for (const tenant of tenants) {
      if (stopped) return;
      try {
        const outcome = await deliverDue(tenant, sender, () => new Date(), { policy, logger });
        if (outcome.delivered + outcome.retrying + outcome.failed > 0) {
          logger.info({ tenant: tenant.slug, ...outcome }, "delivery round");
        }
      } catch (error) {
        // The database restarting, say: the rows claimed are tried again once their lease ends.
        logger.error({ tenant: tenant.slug, error: describeError(error) }, "delivery round failed");
      }
    }
  };
  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      round = runRound().finally(() => {
        round = undefined;
        schedule(intervalMs);
      });
    }, delayMs);
  };
  schedule(0);
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await round;
    },
  };
}
