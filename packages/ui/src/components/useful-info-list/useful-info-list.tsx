import { useId } from "react";

import { t } from "@hub/core/messages";

import type { IconName } from "../icon/index.ts";
import { Icon } from "../icon/index.ts";
import { Markdown } from "../markdown/index.ts";

export type UsefulInfo = { title: string; description: string; order?: number };

export type UsefulInfoListProps = {
  items: readonly UsefulInfo[];
  headingLevel?: 2 | 3;
  title?: string;
};

const iconsByTitle: [RegExp, IconName][] = [
  [/getting here|get here/i, "signpost"],
  [/signing up|sign up/i, "user"],
  [/meeting up/i, "handshake"],
  [/wear/i, "shirt"],
  [/bring/i, "backpack"],
  [/parking/i, "car"],
  [/keeping updated|updates/i, "calendar"],
];

/** The icon for a "Good to know" title; `info` for anything else. */
export function usefulInfoIcon(title: string): IconName {
  return iconsByTitle.find(([pattern]) => pattern.test(title))?.[1] ?? "info";
}

/** "Good to know": titled notes (getting here, what to bring…) with an icon chosen by title. */
export function UsefulInfoList({ items, headingLevel = 2, title }: UsefulInfoListProps) {
  const titleId = useId();
  if (items.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  const ItemHeading = `h${headingLevel + 1}` as "h3" | "h4";
  const sorted = items.toSorted((a, b) => (a.order ?? 0) - (b.order ?? 0));
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <Heading id={titleId} className="text-xl">
        {title ?? t("ui.detail.usefulInfo")}
      </Heading>
      {sorted.map((item, index) => (
        <div key={`${item.title}-${index}`} className="flex gap-3">
          <Icon name={usefulInfoIcon(item.title)} className="mt-1 size-6 text-brand" />
          <div className="flex min-w-0 flex-col gap-1">
            <ItemHeading className="text-lg">{item.title}</ItemHeading>
            <Markdown headingOffset={headingLevel + 1}>{item.description}</Markdown>
          </div>
        </div>
      ))}
    </section>
  );
}
