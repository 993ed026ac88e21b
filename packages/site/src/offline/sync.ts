// The sync the page loads once it has loaded (offline/register.ts), a chunk of its own: while
// something is saved, it registers the worker and tells it the saved list; once nothing is, it
// unregisters the worker and deletes every copy (docs/decisions/0076).
import { readFavourites } from "../favourites/store.ts";
import { OFFLINE_WORKER_PATH } from "../shell/headers.ts";
import { browserStore } from "../storage/storage.ts";
import { OFFLINE_KEEP_MESSAGE } from "./register.ts";
import { offlineRules } from "./rules.ts";

/** Unregisters the worker and deletes its caches: nothing saved, nothing kept. */
async function forgetOfflineCopies(win: Window): Promise<void> {
  const registration = await win.navigator.serviceWorker.getRegistration("/");
  // The worker empties its cache after any sync it has in hand, which could otherwise write
  // after the page's own deletes below.
  registration?.active?.postMessage({ type: OFFLINE_KEEP_MESSAGE, saved: [] });
  await registration?.unregister();
  for (const name of await win.caches.keys()) {
    if (offlineRules.isOwnCache(name)) await win.caches.delete(name);
  }
}

/** Makes the offline copies match the saved list. */
export async function syncOfflineCopies(win: Window = window): Promise<void> {
  const saved = readFavourites(browserStore());
  try {
    if (saved.length === 0) {
      await forgetOfflineCopies(win);
      return;
    }
    const { serviceWorker } = win.navigator;
    const registration = await serviceWorker.register(OFFLINE_WORKER_PATH, {
      scope: "/",
      // The browser asks the server for the worker each time, never its HTTP cache.
      updateViaCache: "none",
    });
    const worker = registration.active ?? (await serviceWorker.ready).active;
    worker?.postMessage({ type: OFFLINE_KEEP_MESSAGE, saved });
  } catch (error) {
    // Blocked (private browsing, a policy) or failed: the site works as before, online only.
    console.warn("offline copies: not kept", error);
  }
}
