// Saved favourites: service ids in the browser's local storage, in the order they were saved.
// The header count, the service pages and the favourites page all read this one list.

export const FAVOURITES_STORAGE_KEY = "hub:favourites";
/** Fired on `window` when this tab changes the list (`storage` events only reach other tabs). */
export const FAVOURITES_CHANGE_EVENT = "hub:favourites-change";

type Storage = Pick<globalThis.Storage, "getItem" | "setItem">;

/** The saved ids; anything unreadable counts as an empty list rather than breaking the page. */
export function parseFavourites(raw: string | null): string[] {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value)
      ? [...new Set(value.filter((id): id is string => typeof id === "string" && id !== ""))]
      : [];
  } catch {
    return [];
  }
}

/** Adds `id` at the end, or removes it. */
export function toggledFavourites(ids: readonly string[], id: string, saved: boolean): string[] {
  const without = ids.filter((existing) => existing !== id);
  return saved ? [...without, id] : without;
}

export function readFavourites(storage: Storage): string[] {
  return parseFavourites(storage.getItem(FAVOURITES_STORAGE_KEY));
}

export function writeFavourite(storage: Storage, id: string, saved: boolean): string[] {
  const next = toggledFavourites(readFavourites(storage), id, saved);
  storage.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify(next));
  return next;
}
