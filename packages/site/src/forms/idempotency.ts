// Nothing is submitted twice. A submission carries a token minted with the form; the first POST
// with a token sends it to the API, and any later POST with the same token (a double click, a
// resubmission from the browser history) gets the first one's outcome instead. The API has no
// idempotency keys, so this is remembered here: in the person's session once it completes, and
// in memory while it is in flight (two POSTs racing before either has a cookie to show for it).
import { randomUUID } from "node:crypto";

export function newSubmissionToken(): string {
  return randomUUID();
}

export type IdempotencyStore<T> = {
  /** `submit()`'s outcome for `token`: the first call runs it, later calls share its result. */
  run(token: string, submit: () => Promise<T>): Promise<T>;
};

export type IdempotencyOptions = {
  /** How long a completed submission is remembered. */
  ttlMs?: number;
  /** The oldest entries are forgotten beyond this many. */
  maxEntries?: number;
  now?: () => number;
};

export function createIdempotencyStore<T>(options: IdempotencyOptions = {}): IdempotencyStore<T> {
  const { ttlMs = 2 * 60 * 60 * 1000, maxEntries = 10_000, now = Date.now } = options;
  const entries = new Map<string, { result: Promise<T>; expiresAt: number }>();

  function forgetExpired(at: number) {
    for (const [token, entry] of entries) {
      if (entry.expiresAt > at && entries.size < maxEntries) break;
      entries.delete(token);
    }
  }

  return {
    run(token, submit) {
      const at = now();
      forgetExpired(at);
      const existing = entries.get(token);
      if (existing !== undefined) return existing.result;
      const result = submit();
      entries.set(token, { result, expiresAt: at + ttlMs });
      // A failed submission (API down, validation) may be tried again with the same token.
      result.catch(() => {
        if (entries.get(token)?.result === result) entries.delete(token);
      });
      return result;
    },
  };
}
