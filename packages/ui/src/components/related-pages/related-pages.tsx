import { useId } from "react";

import { t } from "@hub/core/messages";

import { cx } from "../../lib/cx.ts";
import { NarrowToggle, narrowContent } from "../narrow-toggle/index.ts";

export type RelatedPage = {
  title: string;
  href: string;
  excerpt?: string | null;
  /** The landing page it belongs to, e.g. "Cost of living". */
  section?: string | null;
};

export type RelatedPagesProps = {
  pages: readonly RelatedPage[];
  /** How many show before "Show more" (a `<details>`, so it works without JavaScript). */
  initialCount?: number;
  headingLevel?: 2 | 3;
  title?: string;
  /**
   * Below the `lg` breakpoint, fold the pages behind a one-line toggle that says how many there
   * are, so services above which they sit still come first on a phone.
   */
  folds?: boolean;
};

function PageLinks({
  pages,
  headingLevel,
  className,
}: {
  pages: readonly RelatedPage[];
  headingLevel: 3 | 4;
  className?: string | undefined;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={cx("grid gap-3 md:grid-cols-3", className)}>
      {pages.map((page) => (
        <li key={page.href} className="rounded-md border border-border-subtle bg-surface-muted p-3">
          <Heading className="text-base">
            <a href={page.href}>{page.title}</a>
          </Heading>
          {page.section ? (
            <p className="text-sm text-text-muted">
              {t("ui.search.relatedPages.inSection", { section: page.section })}
            </p>
          ) : null}
          {page.excerpt ? <p className="mt-1 text-sm">{page.excerpt}</p> : null}
        </li>
      ))}
    </ul>
  );
}

/** Information pages that match a keyword search, shown beside the service results. */
export function RelatedPages({
  pages,
  initialCount = 3,
  headingLevel = 2,
  title,
  folds = false,
}: RelatedPagesProps) {
  const titleId = useId();
  if (pages.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  const itemLevel = (headingLevel + 1) as 3 | 4;
  const first = pages.slice(0, initialCount);
  const rest = pages.slice(initialCount);
  const folded = folds ? narrowContent("lg") : undefined;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      {/* Folded on a phone, the toggle stands for the heading, which stays for screen readers. */}
      <Heading id={titleId} className={cx("text-lg", folds && "max-lg:sr-only")}>
        {title ?? t("ui.search.relatedPages.title")}
      </Heading>
      {folds ? (
        <NarrowToggle icon="info">
          {pages.length === 1
            ? t("ui.search.relatedPages.foldedOne")
            : t("ui.search.relatedPages.foldedMany", { count: pages.length })}
        </NarrowToggle>
      ) : null}
      <PageLinks pages={first} headingLevel={itemLevel} className={folded} />
      {rest.length > 0 ? (
        <details className={folded}>
          <summary className="min-h-target cursor-pointer font-bold text-link">
            {t("ui.search.relatedPages.showMore", { count: rest.length })}
          </summary>
          <div className="mt-3">
            <PageLinks pages={rest} headingLevel={itemLevel} />
          </div>
        </details>
      ) : null}
    </section>
  );
}
