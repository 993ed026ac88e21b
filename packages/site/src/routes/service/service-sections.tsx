// The sections of a service page (frontend-features §4), built once from the loaded data so the
// current page and the older single-column page (`/services/{slug}/old`) show the same facts.
import type { ReactNode } from "react";

import type { Service } from "@hub/api-client/schemas";
import { t } from "@hub/core/messages";
import { absoluteUrl, paths } from "@hub/core/urls";
import { formatGovukDate, formatLongDate, todayInLondon } from "@hub/opening-times";
import { Breadcrumbs } from "@hub/ui/breadcrumbs";
import type { BreadcrumbItem } from "@hub/ui/breadcrumbs";
import { ContactCard } from "@hub/ui/contact-card";
import { CostCard } from "@hub/ui/cost-card";
import { DetailHeader, kindWord } from "@hub/ui/detail-header";
import { EligibilityList } from "@hub/ui/eligibility-list";
import { ExternalLink } from "@hub/ui/external-link";
import { Gallery } from "@hub/ui/gallery";
import { LastUpdated } from "@hub/ui/last-updated";
import { LocationCard } from "@hub/ui/location-card";
import { Markdown } from "@hub/ui/markdown";
import { Notice } from "@hub/ui/notice";
import { OfferingsList } from "@hub/ui/offerings-list";
import { ReferralCard } from "@hub/ui/referral-card";
import { RelatedServices } from "@hub/ui/related-services";
import { ShareBar } from "@hub/ui/share-bar";
import { TagList } from "@hub/ui/tag-list";
import { Testimonial } from "@hub/ui/testimonial";
import { UsefulInfoList } from "@hub/ui/useful-info-list";
import { VideoEmbed } from "@hub/ui/video-embed";

import { breadcrumbListJsonLd } from "../../breadcrumb-list.ts";
import { DetailActions } from "../detail-actions.tsx";
import { JsonLd } from "../../json-ld.tsx";
import {
  cqcLocationId,
  eligibilityGroups,
  galleryImages,
  headerTags,
  locationCard,
  relatedService,
  serviceLogo,
  socialLinks,
} from "../../loaders/services.ts";
import type { ServiceDetail } from "../../loaders/services.ts";
import type { Site } from "../../site.ts";
import { serviceJsonLd } from "./service-json-ld.ts";

export type ServiceSections = {
  breadcrumbs: ReactNode;
  jsonLd: ReactNode;
  header: ReactNode;
  endsNotice: ReactNode;
  eligibility: ReactNode;
  about: ReactNode;
  offerings: ReactNode;
  testimonial: ReactNode;
  locations: ReactNode;
  usefulInfo: ReactNode;
  cqc: ReactNode;
  cost: ReactNode;
  video: ReactNode;
  contact: ReactNode;
  referral: ReactNode;
  share: ReactNode;
  listingDates: ReactNode;
  related: ReactNode;
};

/**
 * Every field of a service, and whether its page shows it: "shown" when the page's HTML (its text,
 * links, image addresses or JSON-LD) changes with the field, or else why it does not. A field added
 * to the contract does not type-check until it is placed here, and
 * `service-fields-on-page.test.tsx` holds the page to each entry.
 */
export const SERVICE_FIELDS_ON_PAGE = {
  id: "shown",
  organisation_id: "the page shows the embedded organisation instead",
  has_logo: "shown",
  slug: "shown",
  name: "shown",
  type: "shown",
  status: "shown",
  intro: "shown",
  description: "shown",
  image: "shown",
  wait_time: "shown",
  is_free: "shown",
  fees_text: "shown",
  fees_url: "shown",
  testimonial: "shown",
  video_embed: "shown",
  url: "shown",
  contact_name: "shown",
  contact_phone: "shown",
  contact_email: "shown",
  show_referral_disclaimer: "shown",
  referral_method: "shown",
  referral_button_text: "shown",
  referral_email: "the referral form sends to it; residents never need it",
  referral_url: "shown",
  useful_infos: "shown",
  offerings: "shown",
  social_medias: "shown",
  gallery_items: "shown",
  tags: "shown",
  category_taxonomies: "shown",
  eligibility_types: "shown",
  score: "a curated quality score for ordering results, not for residents",
  ends_at: "shown",
  last_modified_at: "shown",
  assured_date: "shown",
  created_at: "when the record was made says nothing about the service",
  updated_at: "shown",
  service_locations: "only in search results: the page reads its service locations itself",
  organisation: "shown",
  cqc_location_id: "shown",
} as const satisfies Record<keyof Service, string>;

/** "Information checked on 3 November 2026", or nothing when the listing has no such date. */
function InformationChecked({ date }: { date: string | null | undefined }) {
  const shown = formatGovukDate(date);
  if (!date || shown === null) return null;
  const [before, after = ""] = t("service.checkedOn", { date: "\u0000" }).split("\u0000");
  return (
    <p className="text-sm text-text-muted">
      {before}
      <time dateTime={date}>{shown}</time>
      {after}
    </p>
  );
}

/** A section with an `<h2>` whose id names it. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Where a referral goes: the internal form, the provider's own page, or nowhere. */
export function referralHref(service: ServiceDetail["service"]): string | null {
  switch (service.referral_method) {
    case "internal":
      return paths.serviceReferral(service.slug);
    case "external":
      return service.referral_url?.trim() ? service.referral_url : null;
    case "none":
      return null;
  }
}

/** Home → Search → {name}, as shown and as `BreadcrumbList`. */
export function serviceBreadcrumbs(name: string): BreadcrumbItem[] {
  return [
    { label: t("nav.home"), href: paths.home() },
    { label: t("nav.search"), href: paths.results() },
    { label: name },
  ];
}

export function buildServiceSections(
  site: Site,
  detail: ServiceDetail,
  now: Date,
  path: string,
): ServiceSections {
  const { service, locations, related, eligibilities } = detail;
  const { config } = site;
  const baseUrl = site.api().baseUrl;
  const kind = service.type;
  const type = kindWord(kind);
  const logo = serviceLogo(baseUrl, service);
  const organisation = service.organisation;
  const crumbs = serviceBreadcrumbs(service.name);
  const cards = locations
    .map((serviceLocation) => ({
      id: serviceLocation.id,
      card: locationCard(baseUrl, serviceLocation, now),
    }))
    .filter((entry) => entry.card !== null);
  const groups = eligibilityGroups(service.eligibility_types, eligibilities);
  const images = galleryImages(baseUrl, service);
  const cqc = cqcLocationId(service);
  const endsAt = service.ends_at ? new Date(service.ends_at) : null;
  const endsSoon = endsAt !== null && !Number.isNaN(endsAt.getTime()) && endsAt > now;

  return {
    breadcrumbs: <Breadcrumbs items={crumbs} />,
    jsonLd: (
      <JsonLd
        data={[
          serviceJsonLd({
            service,
            locations,
            publicUrl: config.publicUrl,
            boroughName: config.boroughName,
            logo: logo?.src ?? null,
          }),
          breadcrumbListJsonLd(config.publicUrl, crumbs, path),
        ]}
      />
    ),
    header: (
      <DetailHeader
        title={service.name}
        kind={kind}
        logo={logo}
        organisation={
          organisation
            ? { name: organisation.name, href: paths.organisation(organisation.slug) }
            : null
        }
        tags={<TagList tags={headerTags(service)} label={t("ui.detail.tags")} />}
        actions={
          <DetailActions
            item={{ type: "service", id: service.id }}
            name={service.name}
            organisationSlug={organisation?.slug ?? null}
          />
        }
      />
    ),
    endsNotice: endsSoon ? (
      <Notice variant="information">
        {t("service.endsOn", { date: formatLongDate(todayInLondon(endsAt)) })}
      </Notice>
    ) : null,
    eligibility: groups.length > 0 ? <EligibilityList groups={groups} /> : null,
    about: (
      <Section id="service-about" title={t("service.whatIs", { type })}>
        {images.length > 0 ? <Gallery images={images} name={service.name} /> : null}
        <Markdown siteOrigin={config.publicUrl} headingOffset={2}>
          {service.intro}
        </Markdown>
      </Section>
    ),
    offerings:
      service.offerings.length > 0 || service.description.trim() ? (
        <OfferingsList offerings={service.offerings} description={service.description} />
      ) : null,
    testimonial: service.testimonial?.trim() ? <Testimonial quote={service.testimonial} /> : null,
    locations:
      cards.length > 0 ? (
        <Section id="service-locations" title={t("ui.detail.location.title", { type })}>
          {cards.map(({ id, card }) => (card ? <LocationCard key={id} {...card} /> : null))}
        </Section>
      ) : null,
    usefulInfo:
      service.useful_infos.length > 0 ? <UsefulInfoList items={service.useful_infos} /> : null,
    cqc: cqc ? (
      <Section id="service-cqc" title={t("service.cqcRating", { type })}>
        <p>
          <ExternalLink href={`https://www.cqc.org.uk/location/${encodeURIComponent(cqc)}`}>
            {t("service.cqcReport", { name: service.name })}
          </ExternalLink>
        </p>
      </Section>
    ) : null,
    cost: (
      <CostCard
        kind={kind}
        isFree={service.is_free}
        feesText={service.fees_text}
        feesUrl={service.fees_url}
      />
    ),
    video: service.video_embed?.trim() ? (
      <VideoEmbed url={service.video_embed} title={service.name} />
    ) : null,
    contact: (
      <ContactCard
        kind={kind}
        name={service.name}
        contactName={service.contact_name}
        website={service.url}
        phone={service.contact_phone}
        email={service.contact_email}
        socialLinks={socialLinks(service)}
      />
    ),
    referral: (
      <ReferralCard
        kind={kind}
        method={service.referral_method}
        href={referralHref(service)}
        buttonText={service.referral_button_text}
        showDisclaimer={service.show_referral_disclaimer}
        disclaimer={t("service.replyDisclaimer", { time: config.referral.disclaimerTime })}
      />
    ),
    share: (
      <ShareBar
        url={absoluteUrl(config.publicUrl, path)}
        title={t("service.shareText", { site: config.appName, name: service.name })}
        name={service.name}
        showSocial
      />
    ),
    listingDates: (
      <div className="flex flex-col gap-1">
        <InformationChecked date={service.assured_date} />
        <LastUpdated date={service.last_modified_at} />
      </div>
    ),
    related:
      related.length > 0 ? (
        <RelatedServices
          services={related.map((item) => relatedService(baseUrl, item))}
          initialCount={3}
        />
      ) : null,
  };
}
