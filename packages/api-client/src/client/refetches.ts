// URLs whose last answer failed its schema, so a GET of one is looked up afresh.

/**
 * Sent with a GET whose last answer failed its schema. Next.js's data cache keys a fetch on its
 * headers, so the request is looked up afresh instead of replaying the stored bad answer.
 */
export const REFETCH_HEADER = "x-hub-refetch";
/** How many URLs with a bad answer the client remembers for {@link REFETCH_HEADER}. */
const MAX_REFETCH_URLS = 1000;

/** The URLs a client last had a bad answer from, each with the generation its refetches carry. */
export function createRefetchMemory() {
  const refetches = new Map<string, number>();
  let generation = 0;
  return {
    /** The value of {@link REFETCH_HEADER} for a GET of `url`, if its last answer was bad. */
    generationOf: (url: string): number | undefined => refetches.get(url),
    /** Notes a bad answer from `url`, forgetting the oldest past {@link MAX_REFETCH_URLS}. */
    remember(url: string): void {
      refetches.delete(url);
      refetches.set(url, ++generation);
      if (refetches.size > MAX_REFETCH_URLS) {
        const oldest = refetches.keys().next().value;
        if (oldest !== undefined) refetches.delete(oldest);
      }
    },
  };
}
