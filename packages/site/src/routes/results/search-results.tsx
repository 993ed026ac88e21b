// The parts every service search page shares (`/results`, categories, personas): the form with
// its field errors, the filters, the announced count, the cards with GOV.UK pagination, and
// the empty state. Everything is a plain GET form or link, so it all works without JavaScript.
import type { ReactNode } from "react";

import { t } from "@hub/core/messages";
import { CategoryGrid } from "@hub/ui/category-grid";
import type { CategoryTileProps } from "@hub/ui/category-tile";
import { ErrorSummary } from "@hub/ui/error-summary";
import { FilterPanel } from "@hub/ui/filter-panel";
import { NoResults } from "@hub/ui/no-results";
import { OrderToggle } from "@hub/ui/order-toggle";
import { Pagination } from "@hub/ui/pagination";
import { ResultCount } from "@hub/ui/result-count";
import { SearchForm } from "@hub/ui/search-form";
import { favouriteButtonLabels } from "@hub/ui/favourite-button";
import { ServiceCard } from "@hub/ui/service-card";

import { FavouriteToggle } from "../../favourites/favourite-toggle.tsx";
import { openDayChoices } from "../../loaders/opening.ts";
import { partialMatchesStart, resultCard } from "../../loaders/search-results.ts";
import { searchHref } from "../../loaders/search-criteria.ts";
import type { SearchOutcome } from "../../loaders/search.ts";
import type { SearchParamsRecord } from "../../loaders/search-criteria.ts";

/** The ids `SearchForm` gives its fields, for the error summary's links. */
const fieldId = (idPrefix: string, field: "query" | "postcode") => `${idPrefix}-${field}`;

const FORM_FIELDS = new Set(["query", "postcode", "distance", "page"]);

export function SearchErrors({ outcome, idPrefix }: { outcome: SearchOutcome; idPrefix: string }) {
  const errors = (["query", "postcode"] as const).flatMap((field) => {
    const text = outcome.errors[field];
    return text ? [{ fieldId: fieldId(idPrefix, field), text }] : [];
  });
  return errors.length > 0 ? <ErrorSummary errors={errors} /> : null;
}

/**
 * Keyword, postcode and distance; every other parameter (filters, view) rides along hidden. Once
 * there are results to show, the form is compact on a phone, so they come first.
 */
export function SearchFields({
  action,
  params,
  outcome,
  idPrefix,
  keywordLabel,
  narrowsAList = false,
}: {
  action: string;
  params: SearchParamsRecord;
  outcome: SearchOutcome;
  idPrefix: string;
  keywordLabel?: string;
  /** The search narrows a list shown without one (a category's): on a phone it folds whole. */
  narrowsAList?: boolean;
}) {
  const { criteria } = outcome;
  return (
    <SearchForm
      action={action}
      query={criteria.query}
      postcode={criteria.postcode}
      distance={criteria.distance}
      idPrefix={idPrefix}
      errors={outcome.errors}
      compact={outcome.results === null ? false : narrowsAList ? "whole" : true}
      hiddenFields={Object.fromEntries(
        Object.entries(params).filter(([name]) => !FORM_FIELDS.has(name)),
      )}
      {...(keywordLabel === undefined ? {} : { keywordLabel })}
    />
  );
}

export function SearchFilters({
  action,
  params,
  outcome,
}: {
  action: string;
  params: SearchParamsRecord;
  outcome: SearchOutcome;
}) {
  return (
    <FilterPanel
      action={action}
      params={params}
      eligibilityFilters={outcome.filters}
      openDays={openDayChoices(outcome.now)}
      folds
    />
  );
}

/** The count in a polite live region, so it is read out when results change in place. */
export function AnnouncedCount({ total, query }: { total: number; query: string }) {
  return (
    <div role="status" aria-live="polite">
      <ResultCount total={total} query={query} />
    </div>
  );
}

/**
 * The empty state: the respelling the API offers (`did_you_mean`, this project's API only) as a
 * link to its search, the tips, and the categories (the closest ones when `closest`).
 */
export function NoResultsWithCategories({
  categories,
  closest = false,
  outcome,
  path,
  params,
}: {
  categories: CategoryTileProps[];
  closest?: boolean;
  outcome?: SearchOutcome;
  path?: string;
  params?: SearchParamsRecord;
}) {
  const suggestion = outcome?.results?.search?.did_you_mean ?? null;
  const didYouMean =
    suggestion !== null && path !== undefined && params !== undefined
      ? { text: suggestion, href: searchHref(path, params, { query: suggestion, page: null }) }
      : null;
  return (
    <NoResults
      headingLevel={3}
      didYouMean={didYouMean}
      {...(closest ? { childrenIntro: t("ui.search.noResults.closestCategories") } : {})}
    >
      {categories.length > 0 ? <CategoryGrid categories={categories} headingLevel={3} /> : null}
    </NoResults>
  );
}

/**
 * "Sort by: Most relevant | Nearest first" when the search has a postcode to measure from; each
 * a link to the first page in that order.
 */
export function ResultsOrder({
  outcome,
  path,
  params,
}: {
  outcome: SearchOutcome;
  path: string;
  params: SearchParamsRecord;
}) {
  if (outcome.location === null || !outcome.results || outcome.results.meta.total === 0) {
    return null;
  }
  return (
    <OrderToggle
      order={outcome.criteria.order}
      hrefs={{
        relevance: searchHref(path, params, { order: null, page: null }),
        distance: searchHref(path, params, { order: "distance", page: null }),
      }}
    />
  );
}

/**
 * Said above the results when no service matched every word and the API took any word, and when
 * asked for open services, how many were left out for listing no opening times.
 */
export function BroadenedNotice({ outcome }: { outcome: SearchOutcome }) {
  const withoutHours = outcome.criteria.open ? (outcome.results?.search?.without_hours ?? 0) : 0;
  return (
    <>
      {outcome.results?.search?.broadened ? (
        <p className="border-l-4 border-info bg-info-surface p-3">{t("searchPages.broadened")}</p>
      ) : null}
      {withoutHours > 0 ? (
        <p className="border-l-4 border-info bg-info-surface p-3">
          {withoutHours === 1
            ? t("searchPages.withoutHoursOne")
            : t("searchPages.withoutHoursMany", { count: withoutHours })}
        </p>
      ) : null}
    </>
  );
}

/** One page of result cards and its pagination (links keep every other parameter). */
export function ResultCards({
  outcome,
  baseUrl,
  path,
  params,
  label,
}: {
  outcome: SearchOutcome;
  baseUrl: string;
  path: string;
  params: SearchParamsRecord;
  label: string;
}) {
  const { results, organisations } = outcome;
  if (!results || results.data.length === 0) return null;
  const start = partialMatchesStart(results) ?? results.data.length;
  const cards = (services: typeof results.data) => (
    <ul className="grid gap-6 md:grid-cols-2">
      {services.map((service) => (
        <li key={service.id} className="flex">
          <ServiceCard
            {...resultCard(
              baseUrl,
              service,
              organisations.get(service.organisation_id),
              outcome.location,
              outcome.now,
            )}
            headingLevel={3}
            favourite={
              <FavouriteToggle
                item={{ type: "service", id: service.id }}
                labels={favouriteButtonLabels(service.name)}
              />
            }
          />
        </li>
      ))}
    </ul>
  );
  return (
    <>
      {start > 0 ? cards(results.data.slice(0, start)) : null}
      {start < results.data.length ? (
        // The services matching all but one word: a heading of their own, above a rule.
        <>
          <h2 className="border-t-2 border-border pt-4 text-xl">
            {t("searchPages.partialMatches")}
          </h2>
          {cards(results.data.slice(start))}
        </>
      ) : null}
      <Pagination
        currentPage={results.meta.current_page}
        totalPages={results.meta.last_page}
        href={(page) => searchHref(path, params, { page: String(page) })}
        label={label}
      />
    </>
  );
}

/** Filters beside the results on wide screens, above them (folded) on narrow ones. */
export function SearchLayoutGrid({
  filters,
  children,
}: {
  filters: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,3fr)] lg:gap-8">
      <div>{filters}</div>
      <div className="flex min-w-0 flex-col gap-4 lg:gap-6">{children}</div>
    </div>
  );
}
