// The `/events` result cards (frontend-features §2.6): when, Free/Cost and Online/In person,
// title, intro and "View more". The whole card is the link's target area.
import { t } from "@hub/core/messages";
import { favouriteButtonLabels } from "@hub/ui/favourite-button";
import { Icon } from "@hub/ui/icon";
import { TagList } from "@hub/ui/tag-list";

import { FavouriteToggle } from "../../favourites/favourite-toggle.tsx";
import type { EventCardData } from "../../loaders/event-props.ts";

export function EventCards({ cards }: { cards: readonly EventCardData[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li
          key={card.href}
          className="relative flex flex-col gap-3 rounded-lg border-2 border-border-subtle bg-surface p-4 focus-within:border-link hover:border-link"
        >
          <p className="flex items-start gap-2 font-bold">
            <Icon name="calendar" className="mt-1" />
            <time dateTime={card.startsAt}>{card.dateText}</time>
          </p>
          <h3 className="text-lg font-bold">
            <a href={card.href} className="after:absolute after:inset-0">
              {card.title}
            </a>
          </h3>
          <TagList tags={card.tags} />
          <p>{card.intro}</p>
          <p className="mt-auto flex items-center gap-1 font-bold text-link" aria-hidden="true">
            {t("events.viewMore")}
            <Icon name="arrow-right" />
          </p>
          {/* Above the card's link area, so pressing it saves rather than opens the event. */}
          <div className="relative z-10">
            <FavouriteToggle
              item={{ type: "event", id: card.id }}
              labels={favouriteButtonLabels(card.title)}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
