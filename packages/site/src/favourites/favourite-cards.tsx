// The cards of the favourites page: rendered on the server for a shared link and in the browser
// for the saved list, so the wording comes in as props (the message catalogue stays off the
// client). Telephone and email are shown inline, as on the old site (frontend-features §5.4).
import type { ReactNode } from "react";

import { BreakableAddress } from "@hub/ui/breakable-address";
import { Icon } from "@hub/ui/icon";

import type { FavouriteItem } from "../loaders/favourites.ts";

export type FavouriteCardsLabels = {
  service: string;
  event: string;
  /** "Run by {organisation}". */
  runBy: string;
  telephone: string;
  email: string;
};

/** `{name}`-style placeholders filled in the browser (the catalogue's own `t` stays on the server). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}

export function favouriteKey(item: Pick<FavouriteItem, "type" | "id">): string {
  return `${item.type}:${item.id}`;
}

export function FavouriteCards({
  items,
  labels,
  actions,
}: {
  items: readonly FavouriteItem[];
  labels: FavouriteCardsLabels;
  /** Buttons under a card, e.g. "Remove". */
  actions?: (item: FavouriteItem) => ReactNode;
}) {
  return (
    <ul className="flex flex-col gap-4" data-testid="favourite-cards">
      {items.map((item) => (
        <li
          key={favouriteKey(item)}
          className="flex flex-col gap-2 rounded-md border border-border-subtle bg-surface p-4 break-inside-avoid"
        >
          <p className="flex items-center gap-2 text-sm font-bold text-text-muted">
            <Icon name={item.type === "event" ? "calendar" : "building-2"} />
            {item.type === "event" ? labels.event : labels.service}
          </p>
          <h2 className="text-lg">
            <a href={item.href}>{item.name}</a>
          </h2>
          {item.organisation ? (
            <p className="text-sm text-text-muted">
              {fill(labels.runBy, { organisation: item.organisation })}
            </p>
          ) : null}
          {item.when ? <p className="font-bold">{item.when}</p> : null}
          <p>{item.intro}</p>
          {item.phone || item.email ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              {item.phone && item.phoneHref ? (
                <>
                  <dt className="font-bold">{labels.telephone}</dt>
                  <dd>
                    <a href={item.phoneHref}>{item.phone}</a>
                  </dd>
                </>
              ) : null}
              {item.email ? (
                <>
                  <dt className="font-bold">{labels.email}</dt>
                  <dd>
                    <a href={`mailto:${item.email}`}>
                      <BreakableAddress>{item.email}</BreakableAddress>
                    </a>
                  </dd>
                </>
              ) : null}
            </dl>
          ) : null}
          {actions ? <div className="flex flex-wrap gap-3">{actions(item)}</div> : null}
        </li>
      ))}
    </ul>
  );
}
