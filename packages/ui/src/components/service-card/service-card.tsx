import type { ReactNode } from "react";

import type { ServiceType as ContractServiceType } from "@hub/api-client/schemas";
import { t } from "@hub/core/messages";

import { cx } from "../../lib/cx.ts";
import { BreakableAddress } from "../breakable-address/index.ts";
import { telHref } from "../contact-card/index.ts";
import type { IconName } from "../icon/index.ts";
import { Icon } from "../icon/index.ts";
import { distanceText } from "../../lib/distance.ts";
import type { ResultDistance } from "../../lib/distance.ts";
import type { Tag } from "../tag-list/index.ts";
import { TagList } from "../tag-list/index.ts";

/** Service types the API sends, the legacy ones of older tenants included. */
export type ServiceType = ContractServiceType;

export const serviceTypeIcons: Record<ServiceType, IconName> = {
  service: "building-2",
  activity: "ticket",
  club: "star",
  group: "users",
  advice: "message-square",
  app: "layout-grid",
  helpline: "phone",
  information: "info",
};

/** The type and cost tags every service shows first. */
export function serviceTags(type: ServiceType, isFree: boolean): Tag[] {
  return [
    { label: t(`ui.search.card.types.${type}`), icon: serviceTypeIcons[type], tone: "strong" },
    {
      label: isFree ? t("ui.tags.free") : t("ui.tags.cost"),
      icon: "pound-sterling",
      tone: "strong",
    },
  ];
}

export type ServiceCardProps = {
  name: string;
  href: string;
  type: ServiceType;
  isFree: boolean;
  intro: string;
  /** Name of the organisation that runs it. */
  organisation?: string | null;
  /** Service logo, else the organisation's; without one a neutral icon stands in. */
  logo?: { src: string } | null;
  /** `tags[].label` from the API. */
  tags?: readonly string[];
  /** One line per place it runs (service-location name, else the first address line). */
  locations?: readonly string[];
  /** How far its nearest place is from a searched postcode ("0.8 miles from SM1 1EA"). */
  distance?: ResultDistance | null;
  /**
   * Whether it is open now and until when, or when it next opens ("Open now, closes 5pm",
   * "Opens Tuesday 9:30am"); left out when it gives no opening times.
   */
  opening?: { open: boolean; text: string } | null;
  /** Shown on the favourites page. */
  contact?: { phone?: string | null; email?: string | null };
  headingLevel?: 2 | 3 | 4;
  /** Slot for a `FavouriteButton`. */
  favourite?: ReactNode;
  /** Slot for more actions, e.g. a "Remove" button on the favourites page. */
  actions?: ReactNode;
};

/** One search result: a service or activity with who runs it, where, cost and a summary. */
export function ServiceCard({
  name,
  href,
  type,
  isFree,
  intro,
  organisation,
  logo,
  tags = [],
  locations = [],
  distance,
  opening,
  contact,
  headingLevel = 3,
  favourite,
  actions,
}: ServiceCardProps) {
  const Heading = `h${headingLevel}` as const;
  const phone = contact?.phone;
  const email = contact?.email;
  return (
    <article className="flex flex-col gap-3 rounded-md border border-border-subtle bg-surface p-4">
      <div className="flex items-start gap-4">
        <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-sm border border-border-subtle bg-surface">
          {logo ? (
            // The name is right beside it, so the logo is decorative.
            <img src={logo.src} alt="" className="size-full object-contain" loading="lazy" />
          ) : (
            <Icon name={serviceTypeIcons[type]} className="size-8 text-text-muted" />
          )}
        </div>
        <div className="min-w-0 flex-1">
          <Heading className="text-lg">
            <a href={href}>{name}</a>
          </Heading>
          {organisation ? (
            <p className="text-sm text-text-muted">{t("ui.search.card.runBy", { organisation })}</p>
          ) : null}
        </div>
      </div>
      <TagList tags={serviceTags(type, isFree)} />
      {tags.length > 0 ? (
        <TagList tags={tags.map((label) => ({ label }))} label={t("ui.detail.tags")} />
      ) : null}
      {distance ? (
        <p className="flex items-start gap-2 text-sm font-bold">
          <Icon name="navigation" className="mt-0.5" />
          <span>{distanceText(distance)}</span>
        </p>
      ) : null}
      {opening ? (
        <p className={cx("flex items-start gap-2 text-sm", opening.open && "font-bold")}>
          <Icon name="clock" className="mt-0.5" />
          <span>{opening.text}</span>
        </p>
      ) : null}
      {locations.length === 1 ? (
        <p className="flex items-start gap-2 text-sm">
          <Icon name="map-pin" className="mt-0.5" />
          <span>
            <span className="sr-only">{t("ui.search.card.location")}: </span>
            {locations[0]}
          </span>
        </p>
      ) : null}
      {locations.length > 1 ? (
        <details className="text-sm">
          <summary className="flex min-h-target cursor-pointer items-center gap-2">
            <Icon name="map-pin" />
            {t("ui.search.card.locations", { count: locations.length })}
          </summary>
          <ul className="mt-1 list-disc pl-10">
            {locations.map((location, index) => (
              <li key={`${location}-${index}`}>{location}</li>
            ))}
          </ul>
        </details>
      ) : null}
      <p>{intro}</p>
      {phone || email ? (
        <ul className="flex flex-col gap-1 text-sm">
          {phone ? (
            <li className="flex items-center gap-2">
              <Icon name="phone" />
              <span className="sr-only">{t("ui.search.card.telephone")}: </span>
              <a href={telHref(phone)}>{phone}</a>
            </li>
          ) : null}
          {email ? (
            <li className="flex items-center gap-2">
              <Icon name="mail" />
              <span className="sr-only">{t("ui.search.card.email")}: </span>
              <a href={`mailto:${email}`}>
                <BreakableAddress>{email}</BreakableAddress>
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
      {favourite || actions ? (
        <div className="mt-auto flex flex-wrap items-center gap-3">
          {favourite}
          {actions}
        </div>
      ) : null}
    </article>
  );
}
