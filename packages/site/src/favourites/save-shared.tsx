"use client";

import { useEffect, useRef, useState } from "react";

import { Button } from "@hub/ui/button";

import type { Favourite } from "./store.ts";
import { mergedFavourites } from "./store.ts";
import { saveFavourites, useFavourites } from "./use-favourites.ts";

export type SaveSharedProps = {
  /** The shared services and events the API still lists. */
  items: Favourite[];
  labels: { save: string; saved: string; viewSaved: string };
  favouritesHref: string;
};

/**
 * "Save these" under a shared list: adds its items to the visitor's own favourites. Opening a
 * shared link saves nothing by itself. Hidden until JavaScript runs, as favourites need it.
 */
export function SaveShared({ items, labels, favouritesHref }: SaveSharedProps) {
  const favourites = useFavourites();
  const [saved, setSaved] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  // The button goes once pressed; focus moves to what replaced it rather than to the page top.
  useEffect(() => {
    if (saved) link.current?.focus();
  }, [saved]);
  return (
    <div className="hub-no-print flex flex-wrap items-center gap-4" hidden={favourites === null}>
      {saved ? null : (
        <Button
          type="button"
          onClick={() => {
            saveFavourites(mergedFavourites(favourites ?? [], items));
            setSaved(true);
          }}
        >
          {labels.save}
        </Button>
      )}
      <p role="status">
        {saved ? (
          <>
            {labels.saved}{" "}
            <a ref={link} href={favouritesHref}>
              {labels.viewSaved}
            </a>
          </>
        ) : null}
      </p>
    </div>
  );
}
