"use client";

import { FavouriteButton } from "@hub/ui/favourite-button";
import type { FavouriteButtonLabels } from "@hub/ui/favourite-button";

import type { Favourite } from "./store.ts";
import { isSaved, toggledFavourites } from "./store.ts";
import { saveFavourites, useFavourites } from "./use-favourites.ts";

export type FavouriteToggleProps = {
  /** The service or event it saves. */
  item: Favourite;
  /** From `favouriteButtonLabels(name)` on the server. */
  labels: FavouriteButtonLabels;
};

/**
 * The favourite button of a service or event, saved through the storage module. Hidden until
 * JavaScript runs (a button that cannot work is never shown); each change is announced.
 */
export function FavouriteToggle({ item, labels }: FavouriteToggleProps) {
  const favourites = useFavourites();
  return (
    <FavouriteButton
      labels={labels}
      pressed={favourites !== null && isSaved(favourites, item)}
      onPressedChange={(pressed) => {
        saveFavourites(toggledFavourites(favourites ?? [], item, pressed));
      }}
    />
  );
}
