// How every process of the hub (the API and each site replica) tries to reach Redis again after
// losing it: ioredis's `retryStrategy`. ioredis's default doubles the wait up to 5 s, so a process
// could stay without Redis for seconds after Redis was back: a site replica then shares no page
// with the others and purges tags for itself alone, and the API counts its visitors alone. A try
// is one connection on the local network, so each process tries at least twice a second.

/** The longest a process waits between two attempts to reach Redis again, in ms. */
export const REDIS_RECONNECT_MAX_MS = 500;

/** How long to wait before the `attempt`th try (counted from 1) to reach Redis again, in ms. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(Math.max(attempt, 1) * 100, REDIS_RECONNECT_MAX_MS);
}
