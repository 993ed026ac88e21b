"use client";

import type { ReactNode } from "react";
import { lazy, Suspense, useRef, useState } from "react";

import { cx } from "../../lib/cx.ts";
import type { MenuItem } from "../../lib/menu.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { Icon } from "../icon/icon.tsx";
import { MobileNavList } from "./mobile-nav-list.tsx";

export type MobileNavProps = {
  items: MenuItem[];
  currentPath?: string;
  /** Accessible name of the navigation landmark, e.g. "Main navigation". */
  navLabel: string;
  /** Text of the button that opens the menu, e.g. "Menu". */
  menuLabel: string;
  /** Accessible name of the close button, e.g. "Close menu". */
  closeLabel: string;
  /** Extra content at the end of the menu (translate widget, feedback link…). */
  children?: ReactNode;
  /** Rendered after the favourites item's label (e.g. a client island with the count). */
  favouritesCountSlot?: ReactNode;
};

const loadSheet = () => import("./mobile-nav-sheet.tsx");
const MobileNavSheet = lazy(loadSheet);

const triggerClass =
  "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border-2 border-current px-3 py-1 font-bold";

/**
 * The menu on small screens. Without JavaScript it is a `<details>` disclosure; once hydrated,
 * the same button opens a Radix dialog sheet, whose code loads when the visitor heads for the
 * button (hover, focus, touch) rather than with the page. `Header` shows it below medium width.
 */
export function MobileNav({
  items,
  currentPath,
  navLabel,
  menuLabel,
  closeLabel,
  children,
  favouritesCountSlot,
}: MobileNavProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  if (!hydrated) {
    return (
      <details>
        <summary className={cx(triggerClass, "list-none [&::-webkit-details-marker]:hidden")}>
          <Icon name="menu" />
          {menuLabel}
        </summary>
        <div className="absolute inset-x-0 z-20 mt-2 bg-surface p-4 text-text shadow-lg">
          <nav aria-label={navLabel}>
            <MobileNavList
              items={items}
              currentPath={currentPath}
              favouritesCountSlot={favouritesCountSlot}
            />
          </nav>
          {children}
        </div>
      </details>
    );
  }

  const prefetch = () => {
    void loadSheet();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={triggerClass}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onTouchStart={prefetch}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Icon name="menu" />
        {menuLabel}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileNavSheet
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={button}
            items={items}
            currentPath={currentPath}
            navLabel={navLabel}
            title={menuLabel}
            closeLabel={closeLabel}
            favouritesCountSlot={favouritesCountSlot}
          >
            {children}
          </MobileNavSheet>
        </Suspense>
      ) : null}
    </>
  );
}
