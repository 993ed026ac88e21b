// The parts every service search page shares (`/results`, categories, personas): the form with
// its field errors, the filters, the announced count, the cards with GOV.UK pagination, and
// the empty state. Everything is a plain GET form or link, so it all works without JavaScript.
import type { ReactNode } from "react";

import { CategoryGrid } from "@hub/ui/category-grid";
import type { CategoryTileProps } from "@hub/ui/category-tile";
import { ErrorSummary } from "@hub/ui/error-summary";
import { FilterPanel } from "@hub/ui/filter-panel";
import { NoResults } from "@hub/ui/no-results";
import { Pagination } from "@hub/ui/pagination";
import { ResultCount } from "@hub/ui/result-count";
import { SearchForm } from "@hub/ui/search-form";
import { favouriteButtonLabels } from "@hub/ui/favourite-button";
import { ServiceCard } from "@hub/ui/service-card";

import { FavouriteToggle } from "../../favourites/favourite-toggle.tsx";
import { resultCard, searchHref } from "../../loaders/search.ts";
import type { SearchOutcome, SearchParamsRecord } from "../../loaders/search.ts";

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

/** Keyword, postcode and distance; every other parameter (filters, view) rides along hidden. */
export function SearchFields({
  action,
  params,
  outcome,
  idPrefix,
  keywordLabel,
}: {
  action: string;
  params: SearchParamsRecord;
  outcome: SearchOutcome;
  idPrefix: string;
  keywordLabel?: string;
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
      canOrderByDistance={outcome.location !== null}
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

export function NoResultsWithCategories({ categories }: { categories: CategoryTileProps[] }) {
  return (
    <NoResults headingLevel={3}>
      {categories.length > 0 ? <CategoryGrid categories={categories} headingLevel={3} /> : null}
    </NoResults>
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
  return (
    <>
      <ul className="grid gap-6 md:grid-cols-2">
        {results.data.map((service) => (
          <li key={service.id} className="flex">
            <ServiceCard
              {...resultCard(baseUrl, service, organisations.get(service.organisation_id))}
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
      <Pagination
        currentPage={results.meta.current_page}
        totalPages={results.meta.last_page}
        href={(page) => searchHref(path, params, { page: String(page) })}
        label={label}
      />
    </>
  );
}

/** Filters beside the results on wide screens, above them on narrow ones. */
export function SearchLayoutGrid({
  filters,
  children,
}: {
  filters: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,3fr)]">
      <div>{filters}</div>
      <div className="flex min-w-0 flex-col gap-6">{children}</div>
    </div>
  );
}
