// `/locations`: every venue, 25 a page (GOV.UK pagination through `?page=`).
import type { Metadata } from "next";
import { redirect } from "next/navigation";

import type { Location } from "@hub/api-client/schemas";
import { t } from "@hub/core/messages";
import { absoluteUrl, paths } from "@hub/core/urls";
import { Breadcrumbs } from "@hub/ui/breadcrumbs";
import type { BreadcrumbItem } from "@hub/ui/breadcrumbs";
import { Icon } from "@hub/ui/icon";
import { Pagination } from "@hub/ui/pagination";

import { breadcrumbListJsonLd } from "../../breadcrumb-list.ts";
import { JsonLd } from "../../json-ld.tsx";
import { loadLocations } from "../../loaders/locations.ts";
import { pageHref, pageParam } from "../../loaders/paging.ts";
import { pageMetadata } from "../../metadata.ts";
import type { Site } from "../../site.ts";
import { viewQuery } from "../../view-query.ts";
import type { ViewParams } from "../../view-query.ts";

export type LocationsPageProps = { params: Promise<ViewParams> };

/** The accessibility facts of a venue, in words. */
export function accessibilityLabels(location: Location): string[] {
  return [
    location.has_wheelchair_access ? t("ui.detail.location.wheelchair") : null,
    location.has_induction_loop ? t("ui.detail.location.inductionLoop") : null,
    location.has_accessible_toilet ? t("ui.detail.location.accessibleToilet") : null,
  ].filter((label) => label !== null);
}

function LocationSummary({ location }: { location: Location }) {
  const lines = [
    location.address_line_2,
    location.address_line_3,
    location.city,
    location.postcode,
  ].filter((line): line is string => Boolean(line?.trim()));
  const features = accessibilityLabels(location);
  return (
    <article className="flex flex-col gap-2 rounded-md border border-border-subtle bg-surface p-4">
      <h2 className="text-lg">
        <a href={paths.location(location.id)}>{location.address_line_1}</a>
      </h2>
      <address className="not-italic">
        {lines.map((line, index) => (
          <span key={`${line}-${index}`} className="block">
            {line}
          </span>
        ))}
      </address>
      {features.length > 0 ? (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {features.map((label) => (
            <li key={label} className="inline-flex items-center gap-1">
              <Icon name="check" />
              {label}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}

export function createLocationsRoute(site: Site) {
  async function Page({ params }: LocationsPageProps) {
    const query = await viewQuery(params);
    const path = paths.locations();
    const page = pageParam(query.page);
    const locations = await loadLocations(site, page);
    if (page > 1 && page > locations.meta.last_page) redirect(path);
    const crumbs: BreadcrumbItem[] = [
      { label: t("nav.home"), href: paths.home() },
      { label: t("locations.title") },
    ];
    const total = locations.meta.total;
    return (
      <>
        <JsonLd
          data={[
            {
              "@context": "https://schema.org",
              "@type": "CollectionPage",
              name: t("locations.title"),
              url: absoluteUrl(site.config.publicUrl, path),
            },
            breadcrumbListJsonLd(site.config.publicUrl, crumbs, path),
          ]}
        />
        <Breadcrumbs items={crumbs} />
        <h1 className="text-2xl">{t("locations.title")}</h1>
        <p>{t("locations.intro", { borough: site.config.boroughName })}</p>
        <p className="font-bold">
          {total === 1 ? t("locations.countOne") : t("locations.count", { count: total })}
        </p>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {locations.data.map((location) => (
            <li key={location.id} className="flex flex-col">
              <LocationSummary location={location} />
            </li>
          ))}
        </ul>
        <Pagination
          currentPage={locations.meta.current_page}
          totalPages={locations.meta.last_page}
          href={(target) => pageHref(path, target)}
        />
      </>
    );
  }

  async function generateMetadata({ params }: LocationsPageProps): Promise<Metadata> {
    const page = pageParam((await viewQuery(params)).page);
    return pageMetadata(site, {
      title: t("locations.title"),
      description: t("locations.intro", { borough: site.config.boroughName }),
      path: paths.locations(),
      search: page > 1 ? `page=${page}` : "",
      keepQuery: ["page"],
    });
  }

  return { Page, generateMetadata };
}
