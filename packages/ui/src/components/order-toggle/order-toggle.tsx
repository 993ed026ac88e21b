import { t } from "@hub/core/messages";

import { Icon } from "../icon/index.ts";

export type ResultOrder = "relevance" | "distance";

export type OrderToggleProps = {
  /** The order the results are in. */
  order: ResultOrder;
  /** The same search in each order (usually back on its first page). */
  hrefs: Readonly<Record<ResultOrder, string>>;
};

const ORDERS: readonly ResultOrder[] = ["relevance", "distance"];

/**
 * "Sort by: Most relevant | Nearest first" as two links beside the results, the current one
 * marked, so the order is visible and changes in one step, with or without JavaScript. Shown
 * only when a search has a place to measure from.
 */
export function OrderToggle({ order, hrefs }: OrderToggleProps) {
  const label = (value: ResultOrder): string =>
    value === "relevance"
      ? t("ui.search.filters.orderRelevance")
      : t("ui.search.filters.orderDistance");
  return (
    <nav aria-label={t("ui.search.orderLabel")}>
      <p className="flex flex-wrap items-center gap-3">
        <span className="flex items-center gap-2">
          <Icon name="list" />
          {t("ui.search.filters.order")}
        </span>
        {ORDERS.map((value) =>
          value === order ? (
            <a
              key={value}
              href={hrefs[value]}
              aria-current="true"
              className="inline-flex min-h-target items-center rounded-sm bg-brand px-2 font-bold text-on-brand no-underline visited:text-on-brand hover:text-on-brand"
            >
              {label(value)}
            </a>
          ) : (
            <a
              key={value}
              href={hrefs[value]}
              className="inline-flex min-h-target items-center px-2"
            >
              {label(value)}
            </a>
          ),
        )}
      </p>
    </nav>
  );
}
