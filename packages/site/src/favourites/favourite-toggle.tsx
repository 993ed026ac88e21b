"use client";

import { useSyncExternalStore } from "react";

import { FavouriteButton } from "@hub/ui/favourite-button";
import type { FavouriteButtonLabels } from "@hub/ui/favourite-button";

import {
  FAVOURITES_CHANGE_EVENT,
  FAVOURITES_STORAGE_KEY,
  readFavourites,
  writeFavourite,
} from "./store.ts";

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === FAVOURITES_STORAGE_KEY) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(FAVOURITES_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(FAVOURITES_CHANGE_EVENT, onChange);
  };
}

export type FavouriteToggleProps = {
  serviceId: string;
  /** From `favouriteButtonLabels(name)` on the server. */
  labels: FavouriteButtonLabels;
};

/** The favourite button of a service, saved in local storage (hidden until JavaScript runs). */
export function FavouriteToggle({ serviceId, labels }: FavouriteToggleProps) {
  const saved = useSyncExternalStore(
    subscribe,
    () => readFavourites(window.localStorage).includes(serviceId),
    () => false,
  );
  return (
    <FavouriteButton
      labels={labels}
      pressed={saved}
      onPressedChange={(pressed) => {
        writeFavourite(window.localStorage, serviceId, pressed);
        window.dispatchEvent(new Event(FAVOURITES_CHANGE_EVENT));
      }}
    />
  );
}
