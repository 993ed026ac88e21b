import { useId } from "react";

import { t } from "@hub/core/messages";

import { Markdown } from "../markdown/index.ts";

export type Sidebox = { title: string; content: string };

export type SideboxesProps = {
  boxes: readonly Sidebox[];
  headingLevel?: 2 | 3;
  title?: string;
};

/** A category's or persona's side boxes: titled markdown cards under one heading. */
export function Sideboxes({ boxes, headingLevel = 2, title }: SideboxesProps) {
  const titleId = useId();
  if (boxes.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  const BoxHeading = `h${headingLevel + 1}` as "h3" | "h4";
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <Heading id={titleId} className="text-lg">
        {title ?? t("ui.content.sideboxes")}
      </Heading>
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
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
