// `/services/{slug}/old`: the older single-column service page, from the same loaders and
// sections as `/services/{slug}`. Its canonical link points at the current page.
import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { t } from "@hub/core/messages";
import { paths } from "@hub/core/urls";
import { Notice } from "@hub/ui/notice";

import { loadServiceDetail } from "../../loaders/services.ts";
import type { Site } from "../../site.ts";
import { serviceMetadata } from "../service/service-route.tsx";
import type { ServicePageProps } from "../service/service-route.tsx";
import { buildServiceSections } from "../service/service-sections.tsx";

export function createServiceOldRoute(site: Site) {
  async function Page({ params }: ServicePageProps) {
    const { slug } = await params;
    const detail = await loadServiceDetail(site, slug);
    if (detail.service.status === "inactive") notFound();
    const sections = buildServiceSections(site, detail, new Date(), paths.service(slug));
    return (
      <>
        {sections.jsonLd}
        {sections.breadcrumbs}
        <Notice variant="information">
          <p>
            {t("service.olderLayout")}{" "}
            <a href={paths.service(slug)}>{t("service.currentLayout")}</a>
          </p>
        </Notice>
        <div className="flex max-w-prose flex-col gap-8">
          {sections.header}
          {sections.endsNotice}
          {sections.cost}
          {sections.eligibility}
          {sections.about}
          {sections.offerings}
          {sections.testimonial}
          {sections.locations}
          {sections.usefulInfo}
          {sections.video}
          {sections.contact}
          {sections.referral}
          {sections.cqc}
          {sections.share}
          {sections.listingDates}
          {sections.related}
        </div>
      </>
    );
  }

  async function generateMetadata({ params }: ServicePageProps): Promise<Metadata> {
    const { slug } = await params;
    return serviceMetadata(site, slug, paths.service(slug));
  }

  return { Page, generateMetadata };
}
