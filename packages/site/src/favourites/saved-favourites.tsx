"use client";

import { useEffect, useRef, useState } from "react";

import { Button } from "@hub/ui/button";
import { Icon } from "@hub/ui/icon";
import { ShareActions } from "@hub/ui/share-bar";
import type { ShareActionsLabels } from "@hub/ui/share-bar";

import type { FavouriteItem } from "../loaders/favourites.ts";
import { offlineRules } from "../offline/rules.ts";
import type { FavouriteCardsLabels } from "./favourite-cards.tsx";
import { FAVOURITE_IDS_PER_REQUEST } from "./limits.ts";
import { FavouriteCards, favouriteKey, fill } from "./favourite-cards.tsx";
import type { Favourite } from "./store.ts";
import { idsOf, toggledFavourites } from "./store.ts";
import { saveFavourites, useFavourites } from "./use-favourites.ts";

export type SavedFavouritesLabels = FavouriteCardsLabels & {
  needsJavaScript: string;
  loading: string;
  loadFailed: string;
  empty: string;
  emptyHint: string;
  addMore: string;
  countOne: string;
  countMany: string;
  droppedOne: string;
  droppedMany: string;
  remove: string;
  /** "Remove {name} from your favourites": the button's accessible name. */
  removeLabel: string;
  /** "Removed {name} from your favourites": announced. */
  removed: string;
  /** The button that empties the list (and deletes every offline copy with it). */
  removeAll: string;
  /** Announced once the list is empty. */
  removedAll: string;
  shareTitle: string;
  shareEmail: string;
  /** The share email's subject. */
  shareSubject: string;
  share: ShareActionsLabels;
};

export type SavedFavouritesProps = {
  labels: SavedFavouritesLabels;
  /** The route handler (`/favourites/items`). */
  itemsHref: string;
  homeHref: string;
};

/** Every saved item the API still lists, asked for in chunks the proxy accepts. */
async function fetchItems(
  itemsHref: string,
  favourites: readonly Favourite[],
  signal: AbortSignal,
): Promise<FavouriteItem[]> {
  // The queries the offline worker asks, and keeps the answers of, item by item.
  const queries = offlineRules.itemsQueries(favourites, FAVOURITE_IDS_PER_REQUEST);
  const answers = await Promise.all(
    queries.map(async (query) => {
      const response = await fetch(`${itemsHref}?${query}`, {
        signal,
        headers: { accept: "application/json" },
      });
      if (!response.ok) throw new Error(`${itemsHref} answered ${response.status}`);
      const body = (await response.json()) as { data: FavouriteItem[] };
      return body.data;
    }),
  );
  return answers.flat();
}

/** The share link of a list: services as `ids` (as the old site did), events as `events`. */
export function shareHref(origin: string, path: string, favourites: readonly Favourite[]): string {
  const query = new URLSearchParams();
  const services = idsOf(favourites, "service");
  const events = idsOf(favourites, "event");
  if (services.length > 0) query.set("ids", services.join(","));
  if (events.length > 0) query.set("events", events.join(","));
  // Commas read better than %2C in a link people copy.
  return `${origin}${path}?${query.toString().replaceAll("%2C", ",")}`;
}

const actionClass =
  "inline-flex min-h-target cursor-pointer items-center gap-2 rounded-sm border-2 border-border bg-surface px-3 py-1 font-bold text-link underline-offset-2 hover:underline";

/**
 * The saved list of the (cached, static) favourites page, drawn in the browser from storage.
 * Items the API no longer lists are removed from storage, with a notice. Without JavaScript
 * the server-rendered text says why nothing is shown.
 */
export function SavedFavourites({ labels, itemsHref, homeHref }: SavedFavouritesProps) {
  const favourites = useFavourites();
  const [loaded, setLoaded] = useState<Map<string, FavouriteItem> | null>(null);
  const [failed, setFailed] = useState(false);
  const [dropped, setDropped] = useState(0);
  const [announcement, setAnnouncement] = useState("");
  const heading = useRef<HTMLHeadingElement>(null);
  const emptyMessage = useRef<HTMLParagraphElement>(null);
  const [emptied, setEmptied] = useState(false);

  // Fetch whenever the list holds something not loaded yet (first visit, another tab saved more).
  const missing = favourites?.filter((item) => !loaded?.has(favouriteKey(item))) ?? [];
  const missingKeys = missing.map(favouriteKey).join(" ");
  useEffect(() => {
    if (missingKeys === "" || favourites === null) return;
    const controller = new AbortController();
    fetchItems(itemsHref, missing, controller.signal).then(
      (items) => {
        const found = new Map(loaded);
        for (const item of items) found.set(favouriteKey(item), item);
        const gone = new Set(missing.map(favouriteKey).filter((key) => !found.has(key)));
        setLoaded(found);
        setFailed(false);
        if (gone.size > 0) {
          setDropped((count) => count + gone.size);
          saveFavourites(favourites.filter((item) => !gone.has(favouriteKey(item))));
        }
      },
      (error: unknown) => {
        if (!controller.signal.aborted) {
          console.error(error);
          setFailed(true);
        }
      },
    );
    return () => {
      controller.abort();
    };
    // `missingKeys` stands for `missing`; the rest are read at the time of the fetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [missingKeys, itemsHref]);

  // Once "Remove all" has emptied the list, its button is gone: focus goes to what replaced it.
  useEffect(() => {
    if (emptied) emptyMessage.current?.focus();
  }, [emptied]);

  if (favourites === null) {
    return <p data-testid="favourites-needs-js">{labels.needsJavaScript}</p>;
  }

  const status = (text: string) => (
    <p role="status" className="sr-only">
      {text}
    </p>
  );

  if (favourites.length === 0) {
    return (
      <div className="flex flex-col gap-4">
        {dropped > 0 ? <DroppedNotice labels={labels} count={dropped} /> : null}
        <p ref={emptyMessage} tabIndex={-1} className="text-lg font-bold">
          {labels.empty}
        </p>
        <p>{labels.emptyHint}</p>
        <p>
          <Button href={homeHref}>{labels.addMore}</Button>
        </p>
        {status(announcement)}
      </div>
    );
  }

  if (failed) {
    return (
      <p role="alert" className="border-l-4 border-error pl-4">
        {labels.loadFailed}
      </p>
    );
  }

  if (loaded === null) {
    return <p role="status">{labels.loading}</p>;
  }
  const items = favourites.flatMap((item) => loaded.get(favouriteKey(item)) ?? []);

  const url = shareHref(window.location.origin, window.location.pathname, favourites);
  const count =
    items.length === 1 ? labels.countOne : fill(labels.countMany, { count: items.length });
  const email = `mailto:?subject=${encodeURIComponent(labels.shareSubject)}&body=${encodeURIComponent(url)}`;

  return (
    <div className="flex flex-col gap-6">
      {dropped > 0 ? <DroppedNotice labels={labels} count={dropped} /> : null}
      <h2 ref={heading} tabIndex={-1} className="text-xl" data-testid="favourites-count">
        {count}
      </h2>
      <FavouriteCards
        items={items}
        labels={labels}
        actions={(item) => (
          <button
            type="button"
            className={`${actionClass} hub-no-print`}
            aria-label={fill(labels.removeLabel, { name: item.name })}
            onClick={() => {
              saveFavourites(toggledFavourites(favourites, item, false));
              setAnnouncement(fill(labels.removed, { name: item.name }));
              // The button goes with its card; focus stays on the page, at the list's heading.
              heading.current?.focus();
            }}
          >
            <Icon name="x" />
            {labels.remove}
          </button>
        )}
      />
      {status(announcement)}
      <p className="hub-no-print flex flex-wrap gap-4">
        <Button href={homeHref} variant="secondary">
          {labels.addMore}
        </Button>
        <Button
          type="button"
          variant="warning"
          onClick={() => {
            saveFavourites([]);
            setAnnouncement(labels.removedAll);
            setEmptied(true);
          }}
        >
          {labels.removeAll}
        </Button>
      </p>
      <section aria-labelledby="favourites-share" className="hub-no-print flex flex-col gap-3">
        <h2 id="favourites-share" className="flex items-center gap-2 text-lg">
          <Icon name="share-2" />
          {labels.shareTitle}
        </h2>
        <ul className="flex flex-wrap items-start gap-3">
          <li>
            <a href={email} className={actionClass}>
              <Icon name="mail" />
              {labels.shareEmail}
            </a>
          </li>
          <ShareActions url={url} buttonClassName={actionClass} labels={labels.share} />
        </ul>
      </section>
    </div>
  );
}

function DroppedNotice({ labels, count }: { labels: SavedFavouritesLabels; count: number }) {
  return (
    <div role="status" className="border-l-4 border-brand bg-surface-muted p-4">
      {count === 1 ? labels.droppedOne : fill(labels.droppedMany, { count })}
    </div>
  );
}
