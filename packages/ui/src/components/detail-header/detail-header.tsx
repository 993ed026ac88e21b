import type { ReactNode } from "react";

import type { ServiceType } from "@hub/api-client/schemas";
import { t } from "@hub/core/messages";

import type { IconName } from "../icon/index.ts";
import { Icon } from "../icon/index.ts";

/** What a detail page is about: a service of any type (older ones read as "service"), an event or an organisation. */
export type DetailKind = ServiceType | "event" | "organisation";

/** The lower-case word for a kind, for sentences like "This activity is free." */
export function kindWord(kind: DetailKind): string {
  switch (kind) {
    case "activity":
    case "club":
    case "group":
    case "event":
    case "organisation":
      return t(`ui.detail.types.${kind}`);
    default:
      return t("ui.detail.types.service");
  }
}

/** The capitalised caption above the title: "Activity", "Event", "Organisation". */
export function kindCaption(kind: DetailKind): string {
  const word = kind === "event" || kind === "organisation" ? kindWord(kind) : null;
  if (word !== null) return word.charAt(0).toUpperCase() + word.slice(1);
  return t(`ui.search.card.types.${kind as Exclude<DetailKind, "event" | "organisation">}`);
}

const kindIcons: Record<DetailKind, IconName> = {
  service: "building-2",
  activity: "ticket",
  club: "star",
  group: "users",
  event: "calendar",
  organisation: "building-2",
  advice: "message-square",
  app: "layout-grid",
  helpline: "phone",
  information: "info",
};

/** Splits a message around one placeholder so a link can take its place. */
function aroundPlaceholder(message: (marker: string) => string): [string, string] {
  const marker = "\u0000";
  const [before = "", after = ""] = message(marker).split(marker);
  return [before, after];
}

export type DetailHeaderProps = {
  title: string;
  kind: DetailKind;
  /** Caption above the title; defaults to the kind ("Activity", "Event"…). */
  caption?: string;
  logo?: { src: string } | null;
  /** Who runs it, linked to the organisation page. */
  organisation?: { name: string; href: string } | null;
  /** Under the title: usually a `TagList`. */
  tags?: ReactNode;
  /** Buttons and links: favourite toggle, "View organisation"… */
  actions?: ReactNode;
};

/** The top of a service, event or organisation page: caption, `<h1>`, who runs it, tags, actions. */
export function DetailHeader({
  title,
  kind,
  caption,
  logo,
  organisation,
  tags,
  actions,
}: DetailHeaderProps) {
  const [before, after] = aroundPlaceholder((marker) =>
    t("ui.detail.runBy", { type: kindWord(kind), organisation: marker }),
  );
  return (
    <header className="flex flex-col gap-4 border-b border-border-subtle pb-6">
      <div className="flex items-start gap-4">
        {/* Smaller on a phone, so a long name keeps most of the line. */}
        <div className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-md border border-border-subtle bg-surface sm:size-20">
          {logo ? (
            <img src={logo.src} alt="" className="size-full object-contain" />
          ) : (
            <Icon name={kindIcons[kind]} className="size-7 text-text-muted sm:size-10" />
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-base text-text-muted">{caption ?? kindCaption(kind)}</p>
          <h1 className="text-2xl">{title}</h1>
        </div>
      </div>
      {organisation ? (
        <p>
          {before}
          <a href={organisation.href}>{organisation.name}</a>
          {after}
        </p>
      ) : null}
      {tags}
      {actions ? <div className="flex flex-wrap items-center gap-3">{actions}</div> : null}
    </header>
  );
}
