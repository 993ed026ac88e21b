// `/organisations/{slug}`: an organisation's profile and every service it runs, 25 a page
// (GOV.UK pagination through `?page=`), in the `search` layout.
import type { Metadata } from "next";
import { redirect } from "next/navigation";

import type { Organisation } from "@hub/api-client/schemas";
import { t } from "@hub/core/messages";
import { profileTitle } from "@hub/core/seo";
import { absoluteUrl, paths } from "@hub/core/urls";
import { Breadcrumbs } from "@hub/ui/breadcrumbs";
import type { BreadcrumbItem } from "@hub/ui/breadcrumbs";
import { ContactCard } from "@hub/ui/contact-card";
import { DetailHeader } from "@hub/ui/detail-header";
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
  organisationServiceCard,
} from "../../loaders/organisations.ts";
import { pageHref, pageParam } from "../../loaders/paging.ts";
import { organisationLogo } from "../../loaders/services.ts";
import { pageMetadata } from "../../metadata.ts";
import type { Site } from "../../site.ts";
import { viewQuery } from "../../view-query.ts";
import type { ViewParams } from "../../view-query.ts";

export type OrganisationPageProps = { params: Promise<{ slug: string } & ViewParams> };

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

export function createOrganisationRoute(site: Site) {
  async function Page({ params }: OrganisationPageProps) {
    const [{ slug }, query] = await Promise.all([params, viewQuery(params)]);
    const path = paths.organisation(slug);
    const page = pageParam(query.page);
    const organisation = await loadOrganisation(site, slug);
    const services = await loadOrganisationServices(site, organisation, page);
    const totalPages = services.meta.last_page;
    // GOV.UK pagination: a page number past the end goes back to the first page.
    if (page > 1 && page > totalPages) redirect(path);

    const baseUrl = site.api().baseUrl;
    const logo = organisationLogo(baseUrl, organisation);
    const crumbs: BreadcrumbItem[] = [
      { label: t("nav.home"), href: paths.home() },
      { label: organisation.name },
    ];
    const servicesTitle = t("organisation.servicesProvided", { name: organisation.name });
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
          {services.data.length > 0 ? (
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {services.data.map((service) => (
                <li key={service.id} className="flex">
                  <ServiceCard
                    {...organisationServiceCard(baseUrl, service, organisation)}
                    headingLevel={3}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p>{t("organisation.noServices", { name: organisation.name })}</p>
          )}
          <Pagination
            currentPage={services.meta.current_page}
            totalPages={totalPages}
            href={(target) => pageHref(path, target)}
            label={servicesTitle}
          />
        </section>
      </>
    );
  }

  async function generateMetadata({ params }: OrganisationPageProps): Promise<Metadata> {
    const [{ slug }, query] = await Promise.all([params, viewQuery(params)]);
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

  return { Page, generateMetadata };
}
