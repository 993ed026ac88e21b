// `/locations/{id}`: a venue's address, map links, accessibility, and the services held there.
import type { Metadata } from "next";

import { t } from "@hub/core/messages";
import { paths } from "@hub/core/urls";
import { Breadcrumbs } from "@hub/ui/breadcrumbs";
import type { BreadcrumbItem } from "@hub/ui/breadcrumbs";
import { LocationCard } from "@hub/ui/location-card";
import { ServiceCard } from "@hub/ui/service-card";

import { breadcrumbListJsonLd } from "../../breadcrumb-list.ts";
import { JsonLd } from "../../json-ld.tsx";
import {
  loadLocation,
  loadLocationOrNull,
  loadServicesAtLocation,
  locationAddress,
  locationImage,
  locationLabel,
} from "../../loaders/locations.ts";
import { serviceLogo } from "../../loaders/services.ts";
import { pageMetadata } from "../../metadata.ts";
import type { Site } from "../../site.ts";
import { placeJsonLd } from "./place-json-ld.ts";

export type LocationPageProps = { params: Promise<{ id: string }> };

export function createLocationRoute(site: Site) {
  async function Page({ params }: LocationPageProps) {
    const { id } = await params;
    const path = paths.location(id);
    const location = await loadLocation(site, id);
    const services = await loadServicesAtLocation(site, location);
    const baseUrl = site.api().baseUrl;
    const crumbs: BreadcrumbItem[] = [
      { label: t("nav.home"), href: paths.home() },
      { label: t("locations.title"), href: paths.locations() },
      { label: location.address_line_1 },
    ];
    return (
      <>
        <JsonLd
          data={[
            placeJsonLd(site.config.publicUrl, location),
            breadcrumbListJsonLd(site.config.publicUrl, crumbs, path),
          ]}
        />
        <Breadcrumbs items={crumbs} />
        <h1 className="text-2xl">{location.address_line_1}</h1>
        <LocationCard
          name={t("locations.address")}
          address={locationAddress(location)}
          lat={location.lat}
          lon={location.lon}
          accessibility={{
            wheelchair: location.has_wheelchair_access,
            inductionLoop: location.has_induction_loop,
            accessibleToilet: location.has_accessible_toilet,
            info: location.accessibility_info,
          }}
          image={locationImage(baseUrl, location)}
          headingLevel={2}
        />
        <section aria-labelledby="location-services" className="flex flex-col gap-6">
          <h2 id="location-services" className="text-xl">
            {t("locations.servicesHere")}
          </h2>
          {services.length > 0 ? (
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {services.map((service) => (
                <li key={service.id} className="flex">
                  <ServiceCard
                    name={service.name}
                    href={paths.service(service.slug)}
                    type={service.type}
                    isFree={service.is_free}
                    intro={service.intro}
                    organisation={service.organisation?.name ?? null}
                    logo={serviceLogo(baseUrl, service)}
                    tags={service.tags.map((tag) => tag.label)}
                    headingLevel={3}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p>{t("locations.noServices")}</p>
          )}
        </section>
      </>
    );
  }

  async function generateMetadata({ params }: LocationPageProps): Promise<Metadata> {
    const { id } = await params;
    const path = paths.location(id);
    const location = await loadLocationOrNull(site, id);
    if (location === null) {
      return pageMetadata(site, { title: t("pages.error.404.title"), path, noindex: true });
    }
    return pageMetadata(site, {
      title: location.address_line_1,
      description: locationLabel(location),
      path,
      image: locationImage(site.api().baseUrl, location)?.src ?? null,
    });
  }

  return { Page, generateMetadata };
}
