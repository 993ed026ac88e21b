// Saved favourites: services and events, in the order they were saved, kept through the storage
// module (local storage unless the variant configures otherwise). The header count, the toggles
// and the favourites page all read this one list. Older browsers hold the first format, a plain
// array of service ids; it is read as services and rewritten in the new format on the next save.
import { FAVOURITES_KEY } from "../cookies/site-cookies.ts";
import type { KeyValueStore } from "../storage/storage.ts";

/** The key in web storage, or (encoded) the cookie's name: one entry of the cookie list. */
export const FAVOURITES_STORAGE_KEY = FAVOURITES_KEY;
/** Fired on `window` when this tab changes the list (`storage` events only reach other tabs). */
export const FAVOURITES_CHANGE_EVENT = "hub:favourites-change";

export const FAVOURITE_TYPES = ["service", "event"] as const;
export type FavouriteType = (typeof FAVOURITE_TYPES)[number];
export type Favourite = { type: FavouriteType; id: string };

const sameFavourite = (a: Favourite, b: Favourite) => a.type === b.type && a.id === b.id;

function asFavourite(value: unknown): Favourite | null {
  // The first format: a bare service id.
  if (typeof value === "string") return value === "" ? null : { type: "service", id: value };
  if (typeof value !== "object" || value === null) return null;
  const { type, id } = value as Record<string, unknown>;
  if ((type !== "service" && type !== "event") || typeof id !== "string" || id === "") return null;
  return { type, id };
}

/** The saved list; anything unreadable counts as empty rather than breaking the page. */
export function parseFavourites(raw: string | null): Favourite[] {
  if (raw === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const favourites: Favourite[] = [];
  for (const entry of value) {
    const favourite = asFavourite(entry);
    if (favourite && !favourites.some((saved) => sameFavourite(saved, favourite))) {
      favourites.push(favourite);
    }
  }
  return favourites;
}

/** Adds `favourite` at the end, or removes it. */
export function toggledFavourites(
  favourites: readonly Favourite[],
  favourite: Favourite,
  saved: boolean,
): Favourite[] {
  const without = favourites.filter((existing) => !sameFavourite(existing, favourite));
  return saved ? [...without, favourite] : without;
}

/** `favourites` followed by those of `added` not already in it (saving a shared list). */
export function mergedFavourites(
  favourites: readonly Favourite[],
  added: readonly Favourite[],
): Favourite[] {
  return added.reduce(
    (list, favourite) =>
      list.some((saved) => sameFavourite(saved, favourite)) ? list : [...list, favourite],
    [...favourites],
  );
}

export function isSaved(favourites: readonly Favourite[], favourite: Favourite): boolean {
  return favourites.some((saved) => sameFavourite(saved, favourite));
}

export function readFavourites(store: KeyValueStore): Favourite[] {
  return parseFavourites(store.get(FAVOURITES_STORAGE_KEY));
}

export function writeFavourites(store: KeyValueStore, favourites: readonly Favourite[]): void {
  store.set(FAVOURITES_STORAGE_KEY, JSON.stringify(favourites));
}

export function writeFavourite(
  store: KeyValueStore,
  favourite: Favourite,
  saved: boolean,
): Favourite[] {
  const next = toggledFavourites(readFavourites(store), favourite, saved);
  writeFavourites(store, next);
  return next;
}

/** The ids of one type, in saved order. */
export function idsOf(favourites: readonly Favourite[], type: FavouriteType): string[] {
  return favourites.filter((favourite) => favourite.type === type).map(({ id }) => id);
}
