import { t } from "@hub/core/messages";
import type { ReactNode } from "react";

import { cx } from "../../lib/cx.ts";
import type { MenuItem } from "../../lib/menu.ts";
import { isCurrent } from "../../lib/menu.ts";
import { Icon } from "../icon/icon.tsx";
import { MobileNav } from "../mobile-nav/mobile-nav.tsx";

export type { MenuItem } from "../../lib/menu.ts";

export type HeaderProps = {
  siteName: string;
  /** The variant's menu from its site config. */
  menu: MenuItem[];
  /** Path of the current page, to mark its menu item with `aria-current="page"`. */
  currentPath?: string;
  homeHref?: string;
  /**
   * The logo (an `<img>` or `<svg>`); the link around it is named "{site} homepage". Give it
   * `max-w-full min-w-0 h-auto` so it can shrink to leave the Menu button room on a phone.
   */
  logo?: ReactNode;
  /** Saved favourites, shown beside the favourites item. */
  favouritesCount?: number;
  /**
   * Rendered after the favourites item's label instead of `favouritesCount`, in both menus: a
   * client island that fills in the count where pages are cached for everyone.
   */
  favouritesCountSlot?: ReactNode;
  /** Extra controls on the right of the header (e.g. `TranslateSlot`, a feedback link). */
  actions?: ReactNode;
  /** Extra content at the end of the small-screen menu. */
  mobileExtras?: ReactNode;
  /** Text overrides. */
  navLabel?: string;
  menuLabel?: string;
};

function ItemLabel({
  item,
  count,
  countSlot,
}: {
  item: MenuItem;
  count: number | undefined;
  countSlot: ReactNode;
}) {
  if (item.kind !== "favourites") return <>{item.label}</>;
  return (
    <>
      <Icon name="heart" />
      {item.label}
      {countSlot ?? (count !== undefined ? <span className="font-normal">({count})</span> : null)}
    </>
  );
}

/**
 * Site header: logo, actions and the variant's menu (inline from medium width up). `PageShell`
 * puts it in the page's `<header>` landmark, with the skip link and the banners.
 */
export function Header({
  siteName,
  menu,
  currentPath,
  homeHref = "/",
  logo,
  favouritesCount,
  favouritesCountSlot,
  actions,
  mobileExtras,
  navLabel = t("nav.label"),
  menuLabel = t("ui.menu"),
}: HeaderProps) {
  const mobileItems = menu.map((item) =>
    item.kind === "favourites" && favouritesCount !== undefined && favouritesCountSlot === undefined
      ? { ...item, label: `${item.label} (${favouritesCount})` }
      : item,
  );
  return (
    <div className="hub-header relative border-b-4 border-brand bg-header text-on-header">
      {/*
       * One row at any width: the logo gives up width, the actions and the Menu button keep
       * theirs (with `overflow-wrap: anywhere` they would otherwise break "Menu" into "Me/nu").
       * A logo that can shrink, `max-w-full`, keeps its proportions on a 320px screen.
       */}
      <div className="mx-auto flex max-w-page items-center justify-between gap-4 px-gutter py-3">
        <a
          href={homeHref}
          aria-label={logo ? t("ui.shell.homeLink", { site: siteName }) : undefined}
          className="inline-flex min-h-11 min-w-0 items-center text-xl font-bold text-on-header no-underline visited:text-on-header hover:text-on-header"
        >
          {logo ?? siteName}
        </a>
        <div className="flex shrink-0 flex-wrap items-center justify-end gap-4">
          {actions}
          <div className="md:hidden" data-print="hide">
            <MobileNav
              items={mobileItems}
              currentPath={currentPath}
              navLabel={navLabel}
              menuLabel={menuLabel}
              closeLabel={t("ui.closeMenu")}
              favouritesCountSlot={favouritesCountSlot}
            >
              {mobileExtras}
            </MobileNav>
          </div>
        </div>
      </div>
      <nav aria-label={navLabel} className="hidden md:block" data-print="hide">
        <ul className="mx-auto flex max-w-page flex-wrap gap-x-6 px-gutter">
          {menu.map((item) => {
            const current = isCurrent(item.href, currentPath);
            return (
              <li key={item.href}>
                <a
                  href={item.href}
                  aria-current={current ? "page" : undefined}
                  className={cx(
                    "inline-flex min-h-11 items-center gap-1 border-b-4 py-2 text-on-header no-underline visited:text-on-header hover:text-on-header hover:underline",
                    current ? "border-current font-bold" : "border-transparent",
                  )}
                >
                  <ItemLabel item={item} count={favouritesCount} countSlot={favouritesCountSlot} />
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
