// "Did you mean …?" for a keyword search that found nothing (contract §7.1's spelling help).
import type { Db } from "../db/types.ts";
import { searchServices } from "./services.ts";
import type { ServiceSearch } from "./services.ts";
import { prepareTextQuery } from "./text.ts";

/**
 * When a keyword search found nothing: its spelling with every unknown word corrected, if that
 * spelling finds services under the same filters (otherwise null, as it is for a search that
 * found something). The site offers it as "Did you mean …?".
 */
export async function didYouMean(
  db: Db,
  search: ServiceSearch,
  found: number,
): Promise<string | null> {
  const suggestion = search.text?.suggestion ?? null;
  if (found > 0 || suggestion === null) return null;
  const corrected = await searchServices(
    db,
    { ...search, text: await prepareTextQuery(db, suggestion), order: "relevance" },
    { page: 1, perPage: 1 },
  );
  return corrected.total > 0 ? suggestion : null;
}
