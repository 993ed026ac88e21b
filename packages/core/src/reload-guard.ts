/** The subset of the Web Storage API the guard needs (sessionStorage fits). */
export type ReloadGuardStorage = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
};

export type ReloadGuardOptions = {
  readonly storage: ReloadGuardStorage;
  /** The clock, in milliseconds since the epoch. */
  readonly now: () => number;
  /** Minimum time between two reloads of the same path (spec §4: 10 seconds). */
  readonly windowMs?: number;
  readonly keyPrefix?: string;
};

export const RELOAD_GUARD_WINDOW_MS = 10_000;

export type ReloadGuard = {
  /** True when `path` may be reloaded now; records the reload when it says yes. */
  shouldReload(path: string): boolean;
};

/**
 * Guards reloads after a new build or a chunk-load error so a page reloads at most once per window
 * per path. When storage fails (private browsing, quota) it refuses, because reloading without a
 * record could loop forever.
 */
export function createReloadGuard({
  storage,
  now,
  windowMs = RELOAD_GUARD_WINDOW_MS,
  keyPrefix = "hub:reload:",
}: ReloadGuardOptions): ReloadGuard {
  return {
    shouldReload(path) {
      const key = `${keyPrefix}${path}`;
      const current = now();
      try {
        const last = Number(storage.getItem(key) ?? Number.NaN);
        const elapsed = current - last;
        if (elapsed >= 0 && elapsed < windowMs) return false;
        storage.setItem(key, String(current));
        return true;
      } catch {
        return false;
      }
    },
  };
}
