import { t } from "@hub/core/messages";

import { Icon } from "../icon/index.ts";

export type PaginationProps = {
  /** The page shown, from 1. */
  currentPage: number;
  totalPages: number;
  /** The address of a page, e.g. `(page) => \`/results?query=food&page=${page}\``. */
  href: (page: number) => string;
  /** Accessible name of the navigation landmark. */
  label?: string;
};

/** A page number, or a gap in the run of numbers. */
export type PageItem = { type: "page"; page: number } | { type: "ellipsis"; key: string };

/**
 * GOV.UK rules: the first, last, current and adjacent pages, with an ellipsis for each gap
 * (a gap of one page shows that page instead, as the ellipsis would take the same room).
 */
export function pageItems(currentPage: number, totalPages: number): PageItem[] {
  const wanted = new Set(
    [1, currentPage - 1, currentPage, currentPage + 1, totalPages].filter(
      (page) => page >= 1 && page <= totalPages,
    ),
  );
  const pages = [...wanted].toSorted((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const page of pages) {
    if (page - previous === 2) {
      items.push({ type: "page", page: previous + 1 });
    } else if (page - previous > 2) {
      items.push({ type: "ellipsis", key: `after-${previous}` });
    }
    items.push({ type: "page", page });
    previous = page;
  }
  return items;
}

const linkClasses =
  "inline-flex min-h-target min-w-target items-center justify-center gap-1 px-2 py-1 font-bold";

/**
 * Numbered pagination for search results (GOV.UK "list" style). Hidden when there is only
 * one page; no "Previous" on the first page and no "Next" on the last.
 */
export function Pagination({ currentPage, totalPages, href, label }: PaginationProps) {
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(1, Math.trunc(currentPage)), totalPages);
  return (
    <nav aria-label={label ?? t("ui.pagination.label")} className="my-6">
      <ul className="flex flex-wrap items-center gap-x-2 gap-y-2">
        {current > 1 ? (
          <li>
            <a href={href(current - 1)} rel="prev" className={linkClasses}>
              <Icon name="arrow-left" />
              {t("ui.pagination.previous")}
              <span className="sr-only"> {t("ui.pagination.page", { page: current - 1 })}</span>
            </a>
          </li>
        ) : null}
        {pageItems(current, totalPages).map((item) =>
          item.type === "ellipsis" ? (
            <li key={item.key} className="px-1" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              {item.page === current ? (
                <a
                  href={href(item.page)}
                  aria-current="page"
                  aria-label={t("ui.pagination.page", { page: item.page })}
                  className={`${linkClasses} rounded-sm bg-brand text-on-brand no-underline visited:text-on-brand hover:text-on-brand`}
                >
                  {item.page}
                </a>
              ) : (
                <a
                  href={href(item.page)}
                  aria-label={t("ui.pagination.page", { page: item.page })}
                  className={linkClasses}
                >
                  {item.page}
                </a>
              )}
            </li>
          ),
        )}
        {current < totalPages ? (
          <li>
            <a href={href(current + 1)} rel="next" className={linkClasses}>
              {t("ui.pagination.next")}
              <span className="sr-only"> {t("ui.pagination.page", { page: current + 1 })}</span>
              <Icon name="arrow-right" />
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
