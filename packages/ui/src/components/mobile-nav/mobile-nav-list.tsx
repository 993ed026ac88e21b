import type { ReactNode } from "react";

import { cx } from "../../lib/cx.ts";
import type { MenuItem } from "../../lib/menu.ts";
import { isCurrent } from "../../lib/menu.ts";
import { Icon } from "../icon/icon.tsx";

/** The small-screen menu's links; the current page is marked with `aria-current="page"`. */
export function MobileNavList({
  items,
  currentPath,
  favouritesCountSlot,
}: {
  items: MenuItem[];
  currentPath?: string;
  /** Rendered after the favourites item's label. */
  favouritesCountSlot?: ReactNode;
}) {
  return (
    <ul className="flex flex-col">
      {items.map((item) => {
        const current = isCurrent(item.href, currentPath);
        return (
          <li key={item.href} className="border-b border-border-subtle">
            <a
              href={item.href}
              aria-current={current ? "page" : undefined}
              className={cx(
                "flex min-h-12 items-center gap-2 px-2 py-3 text-link visited:text-link",
                current && "border-l-4 border-brand font-bold",
              )}
            >
              {item.kind === "favourites" ? <Icon name="heart" /> : null}
              {item.label}
              {item.kind === "favourites" ? favouritesCountSlot : null}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
