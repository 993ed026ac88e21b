import { t } from "@hub/core/messages";

export type ResultCountProps = {
  total: number;
  /** The keyword searched for, repeated back to the visitor. */
  query?: string | null;
};

/** "12 results found" (or "for “food”"): the result count GOV.UK finders show above results. */
export function ResultCount({ total, query }: ResultCountProps) {
  const count =
    total === 0
      ? t("ui.search.resultCount.none")
      : total === 1
        ? t("ui.search.resultCount.one")
        : t("ui.search.resultCount.many", { count: total.toLocaleString("en-GB") });
  return (
    <p className="text-lg font-bold">
      {query?.trim() ? t("ui.search.resultCount.forQuery", { count, query: query.trim() }) : count}
    </p>
  );
}
