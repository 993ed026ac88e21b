import { useId } from "react";

import { t } from "@hub/core/messages";

import { Markdown } from "../markdown/index.ts";

export type Offering = { offering: string; order?: number };

export type OfferingsListProps = {
  offerings: readonly Offering[];
  /** `description` (markdown), shown under the list. */
  description?: string | null;
  headingLevel?: 2 | 3;
  title?: string;
};

function capitalise(text: string): string {
  const trimmed = text.trim();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

/** "What we offer": the offerings as a bullet list (in `order`), then the description. */
export function OfferingsList({
  offerings,
  description,
  headingLevel = 2,
  title,
}: OfferingsListProps) {
  const titleId = useId();
  const items = offerings
    .filter((item) => item.offering.trim() !== "")
    .toSorted((a, b) => (a.order ?? 0) - (b.order ?? 0));
  if (items.length === 0 && !description?.trim()) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <Heading id={titleId} className="text-xl">
        {title ?? t("ui.detail.offerings")}
      </Heading>
      {items.length > 0 ? (
        <ul className="list-disc pl-6">
          {items.map((item, index) => (
            <li key={`${item.offering}-${index}`}>{capitalise(item.offering)}</li>
          ))}
        </ul>
      ) : null}
      <Markdown headingOffset={headingLevel}>{description}</Markdown>
    </section>
  );
}
