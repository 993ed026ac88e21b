// The page's side of the offline copies (docs/decisions/0076), in every page's first load and
// kept tiny: after the page has loaded, and again whenever the saved list changes, it loads the
// sync (offline/sync.ts, a chunk of its own) that registers the worker while something is saved,
// and forgets every copy once nothing is. Without JavaScript none of it runs: nothing is
// registered.
import {
  FAVOURITES_CHANGE_EVENT,
  FAVOURITES_STORAGE_KEY,
  readFavourites,
} from "../favourites/store.ts";
import { browserStore, configuredTarget, STORAGE_ATTRIBUTE } from "../storage/storage.ts";

/** The type of the message that tells the worker the saved list. */
export const OFFLINE_KEEP_MESSAGE = "hub:offline-keep";

/**
 * Starts keeping offline copies of what is saved; returns the function that stops listening.
 * Not where favourites last only as long as the tab (`clientStorage: "session"`): copies would
 * outlive them.
 */
export function startOfflineCopies(win: Window = window): () => void {
  const storage = configuredTarget(win.document.documentElement.getAttribute(STORAGE_ATTRIBUTE));
  if (!("serviceWorker" in win.navigator) || storage === "session") return () => undefined;
  const sync = () => {
    // A visitor who saved nothing, on a page no worker controls, downloads nothing more.
    const saved = readFavourites(browserStore()).length > 0;
    if (!saved && win.navigator.serviceWorker.controller === null) return;
    void import("./sync.ts").then(({ syncOfflineCopies }) => syncOfflineCopies(win));
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === FAVOURITES_STORAGE_KEY || event.key === null) sync();
  };
  const start = () => {
    sync();
    win.addEventListener(FAVOURITES_CHANGE_EVENT, sync);
    win.addEventListener("storage", onStorage);
  };
  if (win.document.readyState === "complete") start();
  else win.addEventListener("load", start, { once: true });
  return () => {
    win.removeEventListener("load", start);
    win.removeEventListener(FAVOURITES_CHANGE_EVENT, sync);
    win.removeEventListener("storage", onStorage);
  };
}
