// `/organisations/{slug}`: an organisation's profile and every service it runs, 25 a page
// (GOV.UK pagination through `?page=`), in the `search` layout, beside the results page's filters.
// Unfiltered, the list is cached per page; filtered (the per-request twin,
// `/organisations/_filtered/{slug}`), it is a service search narrowed to the organisation
// (decision 0078).
import type { Metadata } from "next";
import { redirect } from "next/navigation";

import type { Organisation, Paginated, Service } from "@hub/api-client/schemas";
import { t } from "@hub/core/messages";
import { profileTitle } from "@hub/core/seo";
import { absoluteUrl, paths } from "@hub/core/urls";
import { Breadcrumbs } from "@hub/ui/breadcrumbs";
import type { BreadcrumbItem } from "@hub/ui/breadcrumbs";
import { ContactCard } from "@hub/ui/contact-card";
import { DetailHeader } from "@hub/ui/detail-header";
import { FILTER_PANEL_PARAMS, FilterPanel } from "@hub/ui/filter-panel";
import { Markdown } from "@hub/ui/markdown";
import { Pagination } from "@hub/ui/pagination";
import { ServiceCard } from "@hub/ui/service-card";

import { breadcrumbListJsonLd } from "../../breadcrumb-list.ts";
import { JsonLd } from "../../json-ld.tsx";
import type { JsonLdObject } from "../../json-ld.tsx";
import {
  loadOrganisation,
  loadOrganisationOrNull,
  loadOrganisationServices,
  ORGANISATION_SERVICES_PER_PAGE,
  organisationServiceCard,
} from "../../loaders/organisations.ts";
import { geocoderFromEnv } from "../../loaders/geocoder.ts";
import type { Geocoder } from "../../loaders/geocoder.ts";
import { openDayChoices } from "../../loaders/opening.ts";
import { pageHref, pageParam } from "../../loaders/paging.ts";
import {
  hasSearchCriteria,
  parseResultsCriteria,
  searchHref,
} from "../../loaders/search-criteria.ts";
import type { SearchParamsRecord } from "../../loaders/search-criteria.ts";
import { runServiceSearch } from "../../loaders/search.ts";
import type { SearchOutcome } from "../../loaders/search.ts";
import { organisationLogo } from "../../loaders/services.ts";
import { pageMetadata } from "../../metadata.ts";
import type { Site } from "../../site.ts";
import { viewQuery } from "../../view-query.ts";
import type { ViewParams } from "../../view-query.ts";
import {
  AnnouncedCount,
  BroadenedNotice,
  NoResultsWithCategories,
  ResultCards,
  SearchLayoutGrid,
} from "../results/search-results.tsx";

export type OrganisationPageProps = {
  params: Promise<{ slug: string } & ViewParams>;
  searchParams?: Promise<SearchParamsRecord>;
};

type OrganisationRouteOptions = { geocoder?: Geocoder };

/** Only what the filters set: a keyword or postcode in the address is not this page's to search. */
function filterParams(query: SearchParamsRecord): SearchParamsRecord {
  return Object.fromEntries(
    Object.entries(query).filter(([name]) =>
      (FILTER_PANEL_PARAMS as readonly string[]).includes(name),
    ),
  );
}

type ServicesListProps = {
  baseUrl: string;
  organisation: Organisation;
  path: string;
  params: SearchParamsRecord;
  label: string;
};

/** The organisation's services as a search's results: the count, who was left out, the cards. */
function FilteredServices({ outcome, ...props }: ServicesListProps & { outcome: SearchOutcome }) {
  const total = outcome.results?.meta.total ?? 0;
  return (
    <>
      <AnnouncedCount total={total} query="" />
      <BroadenedNotice outcome={outcome} />
      <ResultCards
        outcome={outcome}
        baseUrl={props.baseUrl}
        path={props.path}
        params={props.params}
        label={props.label}
      />
      {total === 0 ? (
        <NoResultsWithCategories
          categories={[]}
          outcome={outcome}
          path={props.path}
          params={props.params}
        />
      ) : null}
    </>
  );
}

/** One page of every service the organisation runs, by name. */
function AllServices({ services, ...props }: ServicesListProps & { services: Paginated<Service> }) {
  return (
    <>
      {services.data.length > 0 ? (
        <ul className="grid gap-6 md:grid-cols-2">
          {services.data.map((service) => (
            <li key={service.id} className="flex">
              <ServiceCard
                {...organisationServiceCard(props.baseUrl, service, props.organisation)}
                headingLevel={3}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p>{t("organisation.noServices", { name: props.organisation.name })}</p>
      )}
      <Pagination
        currentPage={services.meta.current_page}
        totalPages={services.meta.last_page}
        href={(target) => pageHref(props.path, target)}
        label={props.label}
      />
    </>
  );
}

export function organisationJsonLd(
  publicUrl: string,
  organisation: Organisation,
  logo: string | null,
): JsonLdObject {
  const sameAs = [
    organisation.url,
    ...organisation.social_medias.map((social) => social.url),
  ].filter((url): url is string => Boolean(url?.trim()));
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": absoluteUrl(publicUrl, paths.organisation(organisation.slug)),
    name: organisation.name,
    url: absoluteUrl(publicUrl, paths.organisation(organisation.slug)),
    description: organisation.description,
    ...(logo ? { logo } : {}),
    ...(organisation.email ? { email: organisation.email } : {}),
    ...(organisation.phone ? { telephone: organisation.phone } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

export function createOrganisationRoute(site: Site, options: OrganisationRouteOptions = {}) {
  let geocoder = options.geocoder;
  const resolveGeocoder = () => (geocoder ??= geocoderFromEnv(site));

  /** The organisation's services: every one by name, or the search the filters ask for. */
  async function loadServices(
    organisation: Organisation,
    path: string,
    params: SearchParamsRecord,
  ) {
    const now = new Date();
    if (!hasSearchCriteria(parseResultsCriteria(params))) {
      const page = pageParam(params.page);
      const services = await loadOrganisationServices(site, organisation, page);
      // GOV.UK pagination: a page number past the end goes back to the first page.
      if (page > 1 && page > services.meta.last_page) redirect(path);
      return { now, services, outcome: null };
    }
    const outcome = await runServiceSearch(site, resolveGeocoder(), params, {
      scope: { organisation_id: organisation.id },
      perPage: ORGANISATION_SERVICES_PER_PAGE,
      now,
    });
    const { results, criteria } = outcome;
    if (results && criteria.page > 1 && criteria.page > results.meta.last_page) {
      redirect(searchHref(path, params, { page: null }));
    }
    return { now, services: null, outcome };
  }

  async function render(slug: string, query: SearchParamsRecord) {
    const path = paths.organisation(slug);
    const params = filterParams(query);
    const organisation = await loadOrganisation(site, slug);
    const { now, services, outcome } = await loadServices(organisation, path, params);

    const baseUrl = site.api().baseUrl;
    const logo = organisationLogo(baseUrl, organisation);
    const crumbs: BreadcrumbItem[] = [
      { label: t("nav.home"), href: paths.home() },
      { label: organisation.name },
    ];
    const servicesTitle = t("organisation.servicesProvided", { name: organisation.name });
    const list = { baseUrl, organisation, path, params, label: servicesTitle };
    return (
      <>
        <JsonLd
          data={[
            organisationJsonLd(site.config.publicUrl, organisation, logo?.src ?? null),
            breadcrumbListJsonLd(site.config.publicUrl, crumbs, path),
          ]}
        />
        <Breadcrumbs items={crumbs} />
        <DetailHeader title={organisation.name} kind="organisation" logo={logo} />
        <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <Markdown siteOrigin={site.config.publicUrl} className="max-w-prose">
            {organisation.description}
          </Markdown>
          <ContactCard
            kind="organisation"
            name={organisation.name}
            website={organisation.url}
            phone={organisation.phone}
            email={organisation.email}
            socialLinks={organisation.social_medias}
          />
        </div>
        <section aria-labelledby="organisation-services" className="flex flex-col gap-6">
          <h2 id="organisation-services" className="text-xl">
            {servicesTitle}
          </h2>
          <SearchLayoutGrid
            filters={
              <FilterPanel
                action={path}
                params={params}
                openDays={openDayChoices(now)}
                headingLevel={3}
                folds
              />
            }
          >
            {outcome === null ? (
              <AllServices {...list} services={services} />
            ) : (
              <FilteredServices {...list} outcome={outcome} />
            )}
          </SearchLayoutGrid>
        </section>
      </>
    );
  }

  /** The cached page: unfiltered, its page number from the view. */
  async function Page({ params }: OrganisationPageProps) {
    const [{ slug }, query] = await Promise.all([params, viewQuery(params)]);
    return render(slug, query);
  }

  /** The filtered twin (`/organisations/_filtered/{slug}`), rendered per request. */
  async function FilteredPage({ params, searchParams }: OrganisationPageProps) {
    const [{ slug }, query] = await Promise.all([params, searchParams ?? Promise.resolve({})]);
    return render(slug, query);
  }

  async function metadata(slug: string, query: SearchParamsRecord): Promise<Metadata> {
    const path = paths.organisation(slug);
    const organisation = await loadOrganisationOrNull(site, slug);
    if (organisation === null) {
      return pageMetadata(site, { title: t("pages.error.404.title"), path, noindex: true });
    }
    const page = pageParam(query.page);
    return pageMetadata(site, {
      title: profileTitle(organisation.name),
      description: organisation.description,
      path,
      search: page > 1 ? `page=${page}` : "",
      keepQuery: ["page"],
      image: organisationLogo(site.api().baseUrl, organisation)?.src ?? null,
    });
  }

  async function generateMetadata({ params }: OrganisationPageProps): Promise<Metadata> {
    const [{ slug }, query] = await Promise.all([params, viewQuery(params)]);
    return metadata(slug, query);
  }

  async function generateFilteredMetadata({
    params,
    searchParams,
  }: OrganisationPageProps): Promise<Metadata> {
    const [{ slug }, query] = await Promise.all([params, searchParams ?? Promise.resolve({})]);
    return metadata(slug, query);
  }

  return { Page, generateMetadata, FilteredPage, generateFilteredMetadata };
}
