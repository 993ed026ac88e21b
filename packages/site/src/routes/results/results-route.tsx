// `/results`: the service search. Keyword, postcode (geocoded on the server) and distance, the
// filters, 9 results a page with GOV.UK pagination, a list or map view, and the information
// pages that match the keyword (top or bottom, per the variant). Rendered per request; indexed
// with the keyword's results as the canonical page (docs/decisions/0006).
import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { t } from "@hub/core/messages";
import { paths } from "@hub/core/urls";
import { Breadcrumbs } from "@hub/ui/breadcrumbs";
import type { BreadcrumbItem } from "@hub/ui/breadcrumbs";
import type { CategoryTileProps } from "@hub/ui/category-tile";
import { MapView } from "@hub/ui/map-view";
import { RelatedPages } from "@hub/ui/related-pages";
import type { RelatedPage } from "@hub/ui/related-pages";

import { breadcrumbListJsonLd } from "../../breadcrumb-list.ts";
import { JsonLd } from "../../json-ld.tsx";
import { loadCategoryTiles, loadCategoryTilesFor } from "../../loaders/collections.ts";
import { geocoderFromEnv } from "../../loaders/geocoder.ts";
import type { Geocoder } from "../../loaders/geocoder.ts";
import { searchInformationPages } from "../../loaders/pages.ts";
import {
  keywordError,
  MAP_RESULTS_LIMIT,
  RESULTS_PER_PAGE,
  parseResultsCriteria,
  searchHref,
} from "../../loaders/search-criteria.ts";
import { resultMarkers, unmappedCount } from "../../loaders/search-results.ts";
import { runServiceSearch, searchFieldErrors } from "../../loaders/search.ts";
import type { SearchOutcome } from "../../loaders/search.ts";
import type { SearchParamsRecord } from "../../loaders/search-criteria.ts";
import { pageMetadata } from "../../metadata.ts";
import type { Site } from "../../site.ts";
import {
  AnnouncedCount,
  BroadenedNotice,
  NoResultsWithCategories,
  ResultCards,
  ResultsOrder,
  SearchErrors,
  SearchFields,
  SearchFilters,
  SearchLayoutGrid,
} from "./search-results.tsx";

export type ResultsPageProps = {
  searchParams: Promise<SearchParamsRecord>;
};

export type ResultsRouteOptions = {
  /** Default: the one `GEOCODER` names, chosen on the first request (not at build time). */
  geocoder?: Geocoder;
};

/** How many matching information pages to offer (three show, the rest behind "Show more"). */
export const RELATED_PAGES_COUNT = 12;

const PATH = paths.results();
const FORM_ID = "results";

function ViewToggle({ params, view }: { params: SearchParamsRecord; view: "grid" | "map" }) {
  const options = [
    {
      view: "grid",
      label: t("searchPages.viewList"),
      href: searchHref(PATH, params, { view: null, page: null }),
    },
    {
      view: "map",
      label: t("searchPages.viewMap"),
      href: searchHref(PATH, params, { view: "map", page: null }),
    },
  ] as const;
  return (
    <nav aria-label={t("searchPages.viewAsLabel")}>
      <p className="flex flex-wrap items-center gap-3">
        <span>{t("search.viewAs")}</span>
        {options.map((option) =>
          option.view === view ? (
            <a
              key={option.view}
              href={option.href}
              aria-current="true"
              className="inline-flex min-h-target items-center rounded-sm bg-brand px-2 font-bold text-on-brand no-underline visited:text-on-brand hover:text-on-brand"
            >
              {option.label}
            </a>
          ) : (
            <a
              key={option.view}
              href={option.href}
              className="inline-flex min-h-target items-center px-2"
            >
              {option.label}
            </a>
          ),
        )}
      </p>
    </nav>
  );
}

type CategorySuggestions = { tiles: CategoryTileProps[]; closest: boolean };

/**
 * The categories offered beside the results: all of them before a search, the closest to the
 * keyword (and the API's respelling of it) when nothing matched, none otherwise.
 */
async function categorySuggestions(
  site: Site,
  outcome: SearchOutcome,
): Promise<CategorySuggestions> {
  const { results, criteria } = outcome;
  if (results === null) return { tiles: await loadCategoryTiles(site), closest: false };
  if (results.meta.total > 0) return { tiles: [], closest: false };
  return loadCategoryTilesFor(site, `${criteria.query} ${results.search?.did_you_mean ?? ""}`);
}

type ResultsProps = {
  site: Site;
  outcome: SearchOutcome;
  params: SearchParamsRecord;
  categories: CategorySuggestions;
};

/** A prompt, no results with the closest categories, or the count, order and results. */
function Results({ site, outcome, params, categories }: ResultsProps) {
  const { criteria, results } = outcome;
  if (results === null) {
    return Object.keys(outcome.errors).length > 0 ? null : (
      <>
        <p>{t("searchPages.prompt")}</p>
        <NoResultsWithCategories categories={categories.tiles} />
      </>
    );
  }
  if (results.meta.total === 0) {
    return (
      <>
        <AnnouncedCount total={0} query={criteria.query} />
        <NoResultsWithCategories
          categories={categories.tiles}
          closest={categories.closest}
          outcome={outcome}
          path={PATH}
          params={params}
        />
      </>
    );
  }
  return (
    <>
      <AnnouncedCount total={results.meta.total} query={criteria.query} />
      <BroadenedNotice outcome={outcome} />
      <ViewToggle params={params} view={criteria.view} />
      <ResultsOrder outcome={outcome} path={PATH} params={params} />
      {criteria.view === "map" ? (
        <MapView
          markers={resultMarkers(results.data, outcome.location)}
          center={outcome.location ?? site.config.map.centre}
          zoom={site.config.map.centre.zoom}
          tileUrl={site.config.map.tileUrl}
          attribution={site.config.map.attribution}
          notShownCount={unmappedCount(results.data)}
        />
      ) : (
        <ResultCards
          outcome={outcome}
          baseUrl={site.api().baseUrl}
          path={PATH}
          params={params}
          label={t("results.title")}
        />
      )}
    </>
  );
}

/** One indexed page per keyword, its title marked when a field was rejected. */
async function resultsMetadata(
  site: Site,
  geocoder: Geocoder,
  params: SearchParamsRecord,
): Promise<Metadata> {
  const errors = await searchFieldErrors(geocoder, params);
  const { query } = parseResultsCriteria(params);
  const title = t("results.title");
  return pageMetadata(site, {
    title: Object.keys(errors).length > 0 ? `${t("ui.forms.errorPrefix")} ${title}` : title,
    fallbackDescription: site.config.seo.descriptions.results,
    path: PATH,
    // One page per keyword: filters, page numbers and postcodes only narrow it down.
    ...(query === "" ? {} : { search: new URLSearchParams({ query }), keepQuery: ["query"] }),
  });
}

export function createResultsRoute(site: Site, options: ResultsRouteOptions = {}) {
  let geocoder = options.geocoder;
  const resolveGeocoder = () => (geocoder ??= geocoderFromEnv(site));

  async function Page({ searchParams }: ResultsPageProps) {
    const asked = await searchParams;
    const isMap = parseResultsCriteria(asked).view === "map";
    // The map shows the first hundred at once, so it has no pages.
    const params = isMap ? { ...asked, page: undefined } : asked;
    const criteria = parseResultsCriteria(params);
    // The information pages matching a keyword both searches take.
    const wantsPages =
      criteria.query !== "" &&
      keywordError(criteria.query, "services") === null &&
      keywordError(criteria.query, "pages") === null;
    const [outcome, related] = await Promise.all([
      runServiceSearch(site, resolveGeocoder(), params, {
        perPage: isMap ? MAP_RESULTS_LIMIT : RESULTS_PER_PAGE,
      }),
      wantsPages
        ? searchInformationPages(site, criteria.query, { page: 1, per_page: RELATED_PAGES_COUNT })
        : null,
    ]);
    const { results } = outcome;
    // GOV.UK pagination: a page past the end goes back to the first page.
    if (results && criteria.page > 1 && criteria.page > results.meta.last_page) {
      redirect(searchHref(PATH, params, { page: null }));
    }
    const categories = await categorySuggestions(site, outcome);
    const relatedPages: RelatedPage[] = outcome.errors.query ? [] : (related?.pages ?? []);
    const position = site.config.theme.relatedPagesPosition;
    // On top (the spec's place for them in one variant) they fold to one line on a phone.
    const relatedSection =
      relatedPages.length > 0 ? (
        <RelatedPages
          pages={relatedPages}
          title={t("results.usefulInformation")}
          folds={position === "top"}
        />
      ) : null;
    const crumbs: BreadcrumbItem[] = [
      { label: t("nav.home"), href: paths.home() },
      { label: t("results.title") },
    ];
    return (
      <>
        <JsonLd data={breadcrumbListJsonLd(site.config.publicUrl, crumbs, PATH)} />
        <Breadcrumbs items={crumbs} />
        <SearchErrors outcome={outcome} idPrefix={FORM_ID} />
        <h1 className="text-2xl">{t("results.title")}</h1>
        <SearchFields
          action={PATH}
          params={params}
          outcome={outcome}
          idPrefix={FORM_ID}
          keywordLabel={t("search.keywordLabelResults")}
        />
        <SearchLayoutGrid
          filters={<SearchFilters action={PATH} params={params} outcome={outcome} />}
        >
          {position === "top" ? relatedSection : null}
          <section aria-labelledby="results-services" className="flex flex-col gap-4 lg:gap-6">
            {/* On a phone the count heads the results; the heading stays for screen readers. */}
            <h2 id="results-services" className="text-xl max-lg:sr-only">
              {t("results.services")}
            </h2>
            <Results site={site} outcome={outcome} params={params} categories={categories} />
          </section>
          {position === "bottom" ? relatedSection : null}
        </SearchLayoutGrid>
      </>
    );
  }

  async function generateMetadata({ searchParams }: ResultsPageProps): Promise<Metadata> {
    return resultsMetadata(site, resolveGeocoder(), await searchParams);
  }

  return { Page, generateMetadata };
}
