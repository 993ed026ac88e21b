"use client";

import { useFavourites } from "./use-favourites.ts";

/**
 * "(3)" after the header's favourites item. Pages are cached for everyone, so the count is only
 * known in the browser: nothing is shown before JavaScript runs.
 */
export function FavouritesCount() {
  const favourites = useFavourites();
  if (favourites === null) return null;
  return <span className="font-normal"> ({favourites.length})</span>;
}
