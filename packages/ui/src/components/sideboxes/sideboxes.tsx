import { useId } from "react";

import { t } from "@hub/core/messages";

import { cx } from "../../lib/cx.ts";
import { Markdown } from "../markdown/index.ts";
import { NarrowToggle, narrowContent } from "../narrow-toggle/index.ts";

export type Sidebox = { title: string; content: string };

export type SideboxesProps = {
  boxes: readonly Sidebox[];
  headingLevel?: 2 | 3;
  title?: string;
  /**
   * Below the `lg` breakpoint, fold the boxes behind a one-line toggle with their heading and
   * count, so the services after them come first on a phone.
   */
  folds?: boolean;
};

/** A category's or persona's side boxes: titled markdown cards under one heading. */
export function Sideboxes({ boxes, headingLevel = 2, title, folds = false }: SideboxesProps) {
  const titleId = useId();
  if (boxes.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  const BoxHeading = `h${headingLevel + 1}` as "h3" | "h4";
  const heading = title ?? t("ui.content.sideboxes");
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      {/* Folded on a phone, the toggle stands for the heading, which stays for screen readers. */}
      <Heading id={titleId} className={cx("text-lg", folds && "max-lg:sr-only")}>
        {heading}
      </Heading>
      {folds ? (
        <NarrowToggle icon="info">
          {t("ui.content.sideboxesFolded", { title: heading, count: boxes.length })}
        </NarrowToggle>
      ) : null}
      <ul className={cx("grid gap-4 md:grid-cols-2 lg:grid-cols-3", folds && narrowContent("lg"))}>
        {boxes.map((box, index) => (
          <li
            key={`${box.title}-${index}`}
            className="flex flex-col gap-2 rounded-md border-t-4 border-brand bg-surface-muted p-4"
          >
            <BoxHeading className="text-base">{box.title}</BoxHeading>
            <Markdown headingOffset={headingLevel + 1}>{box.content}</Markdown>
          </li>
        ))}
      </ul>
    </section>
  );
}
