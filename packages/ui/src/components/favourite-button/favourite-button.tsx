"use client";

import { useState } from "react";

import { useHydrated } from "../../lib/use-hydrated.ts";
import { Icon } from "../icon/index.ts";
import type { FavouriteButtonLabels } from "./labels.ts";

export type FavouriteButtonProps = {
  /** From `favouriteButtonLabels(name)`, called where the page is rendered on the server. */
  labels: FavouriteButtonLabels;
  /** Saved or not, when the parent owns the state (e.g. from local storage). */
  pressed?: boolean;
  /** Starting state when the button owns it. */
  defaultPressed?: boolean;
  onPressedChange?: (pressed: boolean) => void;
};

/**
 * A toggle that saves a service to favourites. The state is `aria-pressed`, a filled heart and
 * the words "In your favourites"; each change is announced. Hidden until JavaScript runs.
 */
export function FavouriteButton({
  labels,
  pressed,
  defaultPressed = false,
  onPressedChange,
}: FavouriteButtonProps) {
  const hydrated = useHydrated();
  const [ownPressed, setOwnPressed] = useState(defaultPressed);
  const [announcement, setAnnouncement] = useState("");
  const isPressed = pressed ?? ownPressed;

  function toggle() {
    const next = !isPressed;
    setOwnPressed(next);
    setAnnouncement(next ? labels.added : labels.removed);
    onPressedChange?.(next);
  }

  return (
    <span className="inline-flex flex-wrap items-center gap-2" hidden={!hydrated}>
      <button
        type="button"
        aria-pressed={isPressed}
        onClick={toggle}
        className="inline-flex min-h-target items-center gap-2 rounded-md border-2 border-button bg-surface px-3 py-1 font-bold text-text hover:bg-surface-muted"
      >
        <Icon name="heart" className={isPressed ? "fill-current" : undefined} />
        {labels.button}
      </button>
      {isPressed ? (
        <span className="inline-flex items-center gap-1 text-sm">
          <Icon name="check" />
          {labels.saved}
        </span>
      ) : null}
      <span role="status" className="sr-only">
        {announcement}
      </span>
    </span>
  );
}
