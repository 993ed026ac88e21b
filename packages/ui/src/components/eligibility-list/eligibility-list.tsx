import { useId } from "react";

import { t } from "@hub/core/messages";

export type EligibilityGroup = {
  /** e.g. "Age group", "Housing". */
  title: string;
  /** Matching eligibility names in their order, then the provider's own words. */
  values: readonly string[];
};

export type EligibilityListProps = {
  groups: readonly EligibilityGroup[];
  /** How many values show before "Show n more". */
  initialCount?: number;
  headingLevel?: 2 | 3;
  title?: string;
};

/** "Who is it for?": one card per eligibility group that has values. */
export function EligibilityList({
  groups,
  initialCount = 3,
  headingLevel = 2,
  title,
}: EligibilityListProps) {
  const titleId = useId();
  const filled = groups.filter((group) => group.values.length > 0);
  if (filled.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  const GroupHeading = `h${headingLevel + 1}` as "h3" | "h4";
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <Heading id={titleId} className="text-xl">
        {title ?? t("ui.detail.eligibility.title")}
      </Heading>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {filled.map((group) => {
          const first = group.values.slice(0, initialCount);
          const rest = group.values.slice(initialCount);
          return (
            <li key={group.title} className="rounded-md border border-border-subtle p-4">
              <GroupHeading className="text-base">{group.title}</GroupHeading>
              <ul className="mt-1 list-disc pl-6">
                {first.map((value) => (
                  <li key={value}>{value}</li>
                ))}
              </ul>
              {rest.length > 0 ? (
                <details className="mt-1">
                  <summary className="min-h-target cursor-pointer text-link">
                    {t("ui.detail.eligibility.showMore", { count: rest.length })}
                  </summary>
                  <ul className="list-disc pl-6">
                    {rest.map((value) => (
                      <li key={value}>{value}</li>
                    ))}
                  </ul>
                </details>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
