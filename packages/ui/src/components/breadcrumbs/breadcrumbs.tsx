import { t } from "@hub/core/messages";

import { Icon } from "../icon/icon.tsx";

export type BreadcrumbItem = {
  label: string;
  /** Left out for the current page. */
  href?: string;
};

export type BreadcrumbsProps = {
  items: BreadcrumbItem[];
  /** Accessible name of the navigation; defaults to "Breadcrumb". */
  label?: string;
};

/** Where the page sits. The last item is the current page (`aria-current="page"`, not a link). */
export function Breadcrumbs({ items, label }: BreadcrumbsProps) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label ?? t("ui.breadcrumb")} className="py-3 text-sm" data-print="hide">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`} className="inline-flex items-center gap-1">
              {index > 0 ? <Icon name="chevron-right" className="text-text-muted" /> : null}
              {item.href && !last ? (
                <a href={item.href} className="inline-flex min-h-6 items-center">
                  {item.label}
                </a>
              ) : (
                <span aria-current={last ? "page" : undefined}>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
