// `/events`: every upcoming event, narrowed by keyword, category, postcode and distance, dates,
// happening now or at a day and time, and yes/no filters, 9 a page with GOV.UK pagination (frontend-features §2.6, §6.2). The form
// is a plain GET form, so the address holds the whole search and it all works without
// JavaScript. Filtered lists are searched per request; the plain list comes from the data cache.
import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { t } from "@hub/core/messages";
import { mailtoUrl, paths } from "@hub/core/urls";
import { Breadcrumbs } from "@hub/ui/breadcrumbs";
import type { BreadcrumbItem } from "@hub/ui/breadcrumbs";
import { NoResults } from "@hub/ui/no-results";
import { Pagination } from "@hub/ui/pagination";

import { breadcrumbListJsonLd } from "../../breadcrumb-list.ts";
import { JsonLd } from "../../json-ld.tsx";
import { eventCard } from "../../loaders/event-props.ts";
import {
  eventsFieldErrors,
  isFiltered,
  loadEventCollections,
  parseEventsCriteria,
  runEventSearch,
} from "../../loaders/events.ts";
import { londonToday, quickDateRanges } from "../../loaders/event-dates.ts";
import type { EventsOutcome } from "../../loaders/events.ts";
import { geocoderFromEnv } from "../../loaders/geocoder.ts";
import type { Geocoder } from "../../loaders/geocoder.ts";
import { searchHref } from "../../loaders/search-criteria.ts";
import type { SearchParamsRecord } from "../../loaders/search-criteria.ts";
import { pageMetadata } from "../../metadata.ts";
import { AnnouncedCount } from "../results/search-results.tsx";
import type { Site } from "../../site.ts";
import { viewQuery } from "../../view-query.ts";
import type { ViewParams } from "../../view-query.ts";
import { EventCards } from "./event-cards.tsx";
import { EventsErrors, EventsForm } from "./events-form.tsx";

export type EventsPageProps = {
  params: Promise<ViewParams>;
  searchParams: Promise<SearchParamsRecord>;
};

export type EventsRouteOptions = {
  /** Default: the one `GEOCODER` names, chosen on the first request (not at build time). */
  geocoder?: Geocoder;
  /** The clock, for "today" and the quick dates; tests pass a fixed one. */
  now?: () => Date;
};

const PATH = paths.events();

/** The parameters the page understands; anything else is left out of canonical links. */
const KEPT_QUERY = ["page"];

function EventResults({ outcome }: { outcome: EventsOutcome }) {
  const { results, criteria } = outcome;
  if (results === null) return null;
  if (results.meta.total === 0) {
    return isFiltered(criteria) ? (
      <>
        <AnnouncedCount total={0} query={criteria.query} />
        <NoResults
          tips={[
            t("events.tipDates"),
            t("ui.search.noResults.tipDistance"),
            t("ui.search.noResults.tipWords"),
            t("ui.search.noResults.tipFilters"),
          ]}
          headingLevel={3}
        />
      </>
    ) : (
      <>
        <p className="text-lg font-bold">{t("events.noneListed")}</p>
        <p>{t("events.checkBack")}</p>
        <p>
          <a href={paths.home()}>{t("events.findServices")}</a>
        </p>
      </>
    );
  }
  return (
    <>
      <AnnouncedCount total={results.meta.total} query={criteria.query} />
      <EventCards cards={results.data.map(eventCard)} />
    </>
  );
}

/** How an organiser lists an event: by email to the directory's team. */
function ListYourEvent({ appName, contactEmail }: { appName: string; contactEmail: string }) {
  return (
    <aside
      aria-labelledby="events-list-yours"
      className="flex flex-col gap-2 self-start rounded-md border border-border-subtle bg-surface-muted p-4"
    >
      <h2 id="events-list-yours" className="text-lg">
        {t("events.listEvent")}
      </h2>
      <p>{t("events.listEventBody", { site: appName })}</p>
      <p>
        <a href={mailtoUrl(contactEmail)}>{contactEmail}</a>
      </p>
    </aside>
  );
}

/** The events list's title, and whether this address is one to index. */
async function eventsMetadata(
  site: Site,
  geocoder: Geocoder,
  params: SearchParamsRecord,
): Promise<Metadata> {
  const errors = await eventsFieldErrors(geocoder, params);
  const title = t("events.title", { borough: site.config.boroughName });
  const filtered = isFiltered(parseEventsCriteria(params));
  return pageMetadata(site, {
    title: Object.keys(errors).length > 0 ? `${t("ui.forms.errorPrefix")} ${title}` : title,
    description: site.config.seo.descriptions.events,
    path: PATH,
    search: new URLSearchParams(
      Object.entries(params).flatMap(([key, value]) =>
        typeof value === "string" ? [[key, value]] : [],
      ),
    ),
    keepQuery: KEPT_QUERY,
    // A filtered list is a search result: one indexed address per page of the plain list.
    noindex: filtered,
  });
}

export function createEventsRoute(site: Site, options: EventsRouteOptions = {}) {
  let geocoder = options.geocoder;
  const resolveGeocoder = () => (geocoder ??= geocoderFromEnv(site));
  const clock = options.now ?? (() => new Date());

  async function render(params: SearchParamsRecord) {
    const now = clock();
    const [outcome, categories] = await Promise.all([
      runEventSearch(site, resolveGeocoder(), params, now),
      loadEventCollections(site),
    ]);
    const { criteria, results } = outcome;
    // GOV.UK pagination: a page past the end goes back to the first page.
    if (results && criteria.page > 1 && criteria.page > results.meta.last_page) {
      redirect(searchHref(PATH, params, { page: null }));
    }
    const crumbs: BreadcrumbItem[] = [
      { label: t("nav.home"), href: paths.home() },
      { label: t("nav.events") },
    ];
    const title = t("events.title", { borough: site.config.boroughName });
    const { contactEmail, appName } = site.config;
    return (
      <>
        <JsonLd data={breadcrumbListJsonLd(site.config.publicUrl, crumbs, PATH)} />
        <Breadcrumbs items={crumbs} />
        <EventsErrors errors={outcome.errors} />
        <h1 className="text-2xl">{title}</h1>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <EventsForm
            params={params}
            criteria={criteria}
            errors={outcome.errors}
            categories={categories}
            ranges={quickDateRanges(now)}
            today={londonToday(now)}
            filtered={isFiltered(criteria)}
          />
          <ListYourEvent appName={appName} contactEmail={contactEmail} />
        </div>
        <section aria-labelledby="events-results" className="flex flex-col gap-6">
          <h2 id="events-results" className="text-xl">
            {t("events.resultsTitle")}
          </h2>
          <EventResults outcome={outcome} />
          {results ? (
            <Pagination
              currentPage={results.meta.current_page}
              totalPages={results.meta.last_page}
              href={(page) => searchHref(PATH, params, { page: String(page) })}
              label={t("events.resultsTitle")}
            />
          ) : null}
        </section>
      </>
    );
  }

  const metadata = (params: SearchParamsRecord) => eventsMetadata(site, resolveGeocoder(), params);

  return {
    /** The cached plain list, its page number from the view. */
    Page: async ({ params }: EventsPageProps) => render(await viewQuery(params)),
    generateMetadata: async ({ params }: EventsPageProps) => metadata(await viewQuery(params)),
    /** The filtered twin (`/events/_filtered`), rendered per request. */
    FilteredPage: async ({ searchParams }: EventsPageProps) => render(await searchParams),
    generateFilteredMetadata: async ({ searchParams }: EventsPageProps) =>
      metadata(await searchParams),
  };
}
