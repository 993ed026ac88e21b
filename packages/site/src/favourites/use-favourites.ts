// The saved list as React state in the client islands: every island on the page re-reads it when
// this tab changes it (our event) or another tab does (`storage`, local storage only).
import { useSyncExternalStore } from "react";

import { browserStore } from "../storage/storage.ts";
import type { Favourite } from "./store.ts";
import {
  FAVOURITES_CHANGE_EVENT,
  FAVOURITES_STORAGE_KEY,
  parseFavourites,
  writeFavourites,
} from "./store.ts";

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === FAVOURITES_STORAGE_KEY || event.key === null) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(FAVOURITES_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(FAVOURITES_CHANGE_EVENT, onChange);
  };
}

// The raw string is the snapshot: equal strings mean no re-render, and parsing happens once per
// change rather than once per read.
const rawSnapshot = () => browserStore().get(FAVOURITES_STORAGE_KEY);
const serverSnapshot = () => null;

/** The saved list, or `null` on the server and while hydrating (nothing is known yet). */
export function useFavourites(): Favourite[] | null {
  const raw = useSyncExternalStore(subscribe, rawSnapshot, serverSnapshot);
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return hydrated ? parseFavourites(raw) : null;
}

/** Saves the list and tells every island on the page. */
export function saveFavourites(favourites: readonly Favourite[]): void {
  writeFavourites(browserStore(), favourites);
  window.dispatchEvent(new Event(FAVOURITES_CHANGE_EVENT));
}
