// `/services/{slug}`: the service detail page (frontend-features §4, `services` layout).
//
// A removed (inactive) service, like an unknown slug, answers 404 with "Service not found": the
// App Router sets a page's status only through `notFound()` (404), and a 410 would need the
// proxy to ask the API about every service request before rendering. Search engines drop 404
// and 410 pages alike, so one page serves both, worded so it is true of either
// (service-not-found.tsx).
import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { t } from "@hub/core/messages";
import { paths } from "@hub/core/urls";

import { loadServiceDetail, loadServiceOrNull, serviceLogo } from "../../loaders/services.ts";
import { pageMetadata } from "../../metadata.ts";
import type { Site } from "../../site.ts";
import { buildServiceSections } from "./service-sections.tsx";
import { ServiceNotFound } from "./service-not-found.tsx";

export type ServiceParams = { slug: string };
export type ServicePageProps = { params: Promise<ServiceParams> };

/** Metadata of a service page, or of its "Service not found" page. */
export async function serviceMetadata(site: Site, slug: string, path: string): Promise<Metadata> {
  const service = await loadServiceOrNull(site, slug);
  if (service === null || service.status === "inactive") {
    return pageMetadata(site, {
      title: t("pages.error.serviceNotFound.title"),
      path,
      noindex: true,
    });
  }
  return pageMetadata(site, {
    title: service.name,
    description: service.intro,
    path,
    image: serviceLogo(site.api().baseUrl, service)?.src ?? null,
  });
}

export function createServiceRoute(site: Site) {
  async function Page({ params }: ServicePageProps) {
    const { slug } = await params;
    const path = paths.service(slug);
    const detail = await loadServiceDetail(site, slug);
    if (detail.service.status === "inactive") notFound();
    const sections = buildServiceSections(site, detail, new Date(), path);
    return (
      <>
        {sections.jsonLd}
        {sections.breadcrumbs}
        {sections.header}
        <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="flex min-w-0 flex-col gap-8">
            {sections.endsNotice}
            {sections.eligibility}
            {sections.about}
            {sections.offerings}
            {sections.testimonial}
            {sections.locations}
            {sections.usefulInfo}
            {sections.cqc}
            {sections.listingDates}
          </div>
          <aside
            aria-label={t("service.keyFacts")}
            className="flex flex-col gap-6 print:break-inside-avoid"
          >
            {sections.cost}
            {sections.referral}
            {sections.contact}
            {sections.video}
            {sections.share}
          </aside>
        </div>
        {sections.related}
      </>
    );
  }

  async function generateMetadata({ params }: ServicePageProps): Promise<Metadata> {
    const { slug } = await params;
    return serviceMetadata(site, slug, paths.service(slug));
  }

  /** `not-found.tsx` of the `[slug]` segment: unknown and removed services alike. */
  function NotFound() {
    return <ServiceNotFound site={site} />;
  }

  /** Its title, for the same page at `/services/_unavailable` (see `@hub/site/server`). */
  const notFoundMetadata: Metadata = {
    title: t("pages.error.serviceNotFound.title"),
    robots: { index: false, follow: true },
  };

  return { Page, generateMetadata, NotFound, notFoundMetadata };
}
