// A category or persona page: the collection's header and side boxes, then its services with
// the same search fields and filters as `/results` (which all keep the collection), 9 a page.
// The category's "all" view lists every service, a hundred a page. Unknown or disabled → 404.
import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { MAX_PAGE_SIZE } from "@hub/api-client/endpoints";
import { t } from "@hub/core/messages";
import { collectionTitle } from "@hub/core/seo";
import { absoluteUrl, paths } from "@hub/core/urls";
import { Breadcrumbs } from "@hub/ui/breadcrumbs";
import type { BreadcrumbItem } from "@hub/ui/breadcrumbs";
import { Markdown } from "@hub/ui/markdown";
import { NarrowToggle, narrowContent } from "@hub/ui/narrow-toggle";
import { Sideboxes } from "@hub/ui/sideboxes";

import { breadcrumbListJsonLd } from "../../breadcrumb-list.ts";
import { JsonLd } from "../../json-ld.tsx";
import type { JsonLdObject } from "../../json-ld.tsx";
import {
  collectionHeading,
  collectionImage,
  loadCollection,
  loadCollectionOrNull,
} from "../../loaders/collections.ts";
import type { Collection, CollectionKind } from "../../loaders/collections.ts";
import { geocoderFromEnv } from "../../loaders/geocoder.ts";
import type { Geocoder } from "../../loaders/geocoder.ts";
import { pageParam } from "../../loaders/paging.ts";
import { RESULTS_PER_PAGE, hasSearchCriteria, searchHref } from "../../loaders/search-criteria.ts";
import { runServiceSearch } from "../../loaders/search.ts";
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
} from "../results/search-results.tsx";

export type CollectionRouteOptions = { geocoder?: Geocoder };

/** What one request asks for: which collection, and whether it is the "all" view. */
export type CollectionRequest = { kind: CollectionKind; slug: string; all: boolean };

const FORM_ID = "collection";

export function collectionPath({ kind, slug, all }: CollectionRequest): string {
  if (kind === "persona") return paths.persona(slug);
  return all ? paths.categoryAll(slug) : paths.category(slug);
}

export function collectionPageJsonLd(
  publicUrl: string,
  request: CollectionRequest,
  collection: Collection,
  outcome: SearchOutcome,
  perPage: number,
): JsonLdObject {
  const url = absoluteUrl(publicUrl, collectionPath(request));
  const results = outcome.results;
  const offset = ((results?.meta.current_page ?? 1) - 1) * perPage;
  return {
    "@context": "https://schema.org",
    "@type": "CollectionPage",
    "@id": url,
    url,
    name: collectionHeading(collection.name),
    description: collection.intro,
    isPartOf: { "@type": "WebSite", url: absoluteUrl(publicUrl, paths.home()) },
    mainEntity: {
      "@type": "ItemList",
      numberOfItems: results?.meta.total ?? 0,
      itemListElement: (results?.data ?? []).map((service, index) => ({
        "@type": "ListItem",
        position: offset + index + 1,
        name: service.name,
        url: absoluteUrl(publicUrl, paths.service(service.slug)),
      })),
    },
  };
}

/** Home → {name}, or for the "all" view Home → {name} → All {name}. */
function collectionCrumbs(
  request: CollectionRequest,
  slug: string,
  name: string,
  heading: string,
): BreadcrumbItem[] {
  const home = { label: t("nav.home"), href: paths.home() };
  if (!request.all) return [home, { label: name }];
  return [home, { label: name, href: paths.category(slug) }, { label: heading }];
}

/** The side boxes without cards; like the cards, folded to one line on a phone. */
function PlainSideboxes({ boxes }: { boxes: Collection["sideboxes"] }) {
  if (boxes.length === 0) return null;
  const heading = t("ui.content.sideboxes");
  return (
    <section aria-labelledby="collection-sideboxes" className="flex flex-col gap-4">
      <h2 id="collection-sideboxes" className="text-lg max-lg:sr-only">
        {heading}
      </h2>
      <NarrowToggle icon="info">
        {t("ui.content.sideboxesFolded", { title: heading, count: boxes.length })}
      </NarrowToggle>
      {boxes.map((box, index) => (
        <div key={`${box.title}-${index}`} className={`flex flex-col gap-2 ${narrowContent()}`}>
          <h3 className="text-base">{box.title}</h3>
          <Markdown headingOffset={3}>{box.content}</Markdown>
        </div>
      ))}
    </section>
  );
}

type CollectionServicesProps = {
  site: Site;
  request: CollectionRequest;
  collection: Collection;
  outcome: SearchOutcome;
  params: SearchParamsRecord;
  perPage: number;
};

/** The collection's services: the count, order and cards, or why there are none. */
function CollectionServices(props: CollectionServicesProps) {
  const { site, request, collection, outcome, params, perPage } = props;
  const path = collectionPath(request);
  const { results, criteria } = outcome;
  const name = collectionHeading(collection.name);
  const total = results?.meta.total ?? 0;
  const filtered = hasSearchCriteria(criteria);
  const servicesTitle = t("searchPages.categoryTitle", { name });
  return (
    <section aria-labelledby="collection-services" className="flex flex-col gap-4 lg:gap-6">
      {/* On a phone the count heads the results; the heading stays for screen readers. */}
      <h2 id="collection-services" className="text-xl max-lg:sr-only">
        {servicesTitle}
      </h2>
      {results === null ? null : <AnnouncedCount total={total} query={criteria.query} />}
      <BroadenedNotice outcome={outcome} />
      <ResultsOrder outcome={outcome} path={path} params={params} />
      <ResultCards
        outcome={outcome}
        baseUrl={site.api().baseUrl}
        path={path}
        params={params}
        label={servicesTitle}
      />
      {results !== null && total === 0 ? (
        filtered ? (
          <NoResultsWithCategories categories={[]} outcome={outcome} path={path} params={params} />
        ) : (
          <p>{t("searchPages.noServices", { name })}</p>
        )
      ) : null}
      {request.kind === "category" && !request.all && !filtered && total > perPage ? (
        <p>
          <a href={paths.categoryAll(collection.slug)}>
            {t("searchPages.viewAll", { count: total, name })}
          </a>
        </p>
      ) : null}
    </section>
  );
}

type CollectionIntroProps = {
  heading: string;
  intro: string | null;
  image: ReturnType<typeof collectionImage>;
};

/** The collection's name and introduction, with its illustration beside them. */
function CollectionIntro({ heading, intro, image }: CollectionIntroProps) {
  return (
    <div className="flex flex-col gap-4 md:flex-row md:items-start md:gap-8">
      <div className="flex max-w-prose flex-col gap-4">
        <h1 className="text-2xl">{heading}</h1>
        {intro ? <p className="text-base md:text-lg">{intro}</p> : null}
      </div>
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element -- the API resizes it
        <img
          src={image.src}
          alt={image.alt}
          width={150}
          height={100}
          // An illustration of the name beside it: left out on a phone, for the results.
          className="h-auto w-40 shrink-0 object-contain max-md:hidden"
        />
      ) : null}
    </div>
  );
}

/** The collection's title, introduction and image for search engines and link previews. */
async function collectionMetadata(
  site: Site,
  request: CollectionRequest,
  params: SearchParamsRecord,
): Promise<Metadata> {
  const path = collectionPath(request);
  const collection = await loadCollectionOrNull(site, request.kind, request.slug);
  if (collection === null) {
    return pageMetadata(site, { title: t("pages.error.404.title"), path, noindex: true });
  }
  const name = collectionHeading(collection.name);
  const page = pageParam(params.page);
  return pageMetadata(site, {
    title: request.all
      ? t("searchPages.categoryAllTitle", { name })
      : collectionTitle(name, site.config.boroughName),
    description: collection.intro,
    path,
    search: page > 1 ? `page=${page}` : "",
    keepQuery: ["page"],
    image: collectionImage(site.api().baseUrl, request.kind, collection)?.src ?? null,
  });
}

export function createCollectionPage(site: Site, options: CollectionRouteOptions = {}) {
  let geocoder = options.geocoder;
  const resolveGeocoder = () => (geocoder ??= geocoderFromEnv(site));

  async function render(request: CollectionRequest, params: SearchParamsRecord) {
    const path = collectionPath(request);
    const collection = await loadCollection(site, request.kind, request.slug);
    const scope =
      request.kind === "category" ? { category: collection.slug } : { persona: collection.slug };
    // The "all" view is the plain list: no search fields, only the page number.
    const asked = request.all ? { page: params.page } : params;
    const perPage = request.all ? MAX_PAGE_SIZE : RESULTS_PER_PAGE;
    const outcome = await runServiceSearch(site, resolveGeocoder(), asked, { scope, perPage });
    const { results, criteria } = outcome;
    if (results && criteria.page > 1 && criteria.page > results.meta.last_page) {
      redirect(searchHref(path, asked, { page: null }));
    }
    const name = collectionHeading(collection.name);
    const heading = request.all ? t("searchPages.categoryAllTitle", { name }) : name;
    const crumbs = collectionCrumbs(request, collection.slug, name, heading);
    const image = collectionImage(site.api().baseUrl, request.kind, collection);
    const list = (
      <CollectionServices
        site={site}
        request={request}
        collection={collection}
        outcome={outcome}
        params={asked}
        perPage={perPage}
      />
    );

    return (
      <>
        <JsonLd
          data={[
            collectionPageJsonLd(site.config.publicUrl, request, collection, outcome, perPage),
            breadcrumbListJsonLd(site.config.publicUrl, crumbs, path),
          ]}
        />
        <Breadcrumbs items={crumbs} />
        <SearchErrors outcome={outcome} idPrefix={FORM_ID} />
        <CollectionIntro heading={heading} intro={collection.intro} image={image} />
        {request.all ? (
          <p>
            <a href={paths.category(collection.slug)}>
              {t("searchPages.backToCategory", { name })}
            </a>
          </p>
        ) : site.config.theme.categorySideboxesAsCards ? (
          <Sideboxes boxes={collection.sideboxes} folds />
        ) : (
          <PlainSideboxes boxes={collection.sideboxes} />
        )}
        {request.all ? null : (
          <SearchFields
            action={path}
            params={params}
            outcome={outcome}
            idPrefix={FORM_ID}
            keywordLabel={t("search.keywordLabelResults")}
            narrowsAList
          />
        )}
        {request.all ? (
          list
        ) : (
          <SearchLayoutGrid
            filters={<SearchFilters action={path} params={params} outcome={outcome} />}
          >
            {list}
          </SearchLayoutGrid>
        )}
      </>
    );
  }

  return {
    render,
    metadata: (request: CollectionRequest, params: SearchParamsRecord) =>
      collectionMetadata(site, request, params),
  };
}
