// `/sitemap`: the human sitemap, every section of the site on one page: the fixed pages, the
// categories, the personas and the information pages in their tree (frontend-features §2.14).
import type { Metadata } from "next";

import { getPages, getPersonaCollectionAll } from "@hub/api-client/endpoints";
import type { Page } from "@hub/api-client/schemas";
import { t } from "@hub/core/messages";
import { paths } from "@hub/core/urls";
import { Breadcrumbs } from "@hub/ui/breadcrumbs";
import type { BreadcrumbItem } from "@hub/ui/breadcrumbs";

import { breadcrumbListJsonLd } from "../../breadcrumb-list.ts";
import { JsonLd } from "../../json-ld.tsx";
import { collectionCacheTags, loadCategoryTiles } from "../../loaders/collections.ts";
import { pageCacheTags, pagePath } from "../../loaders/pages.ts";
import { pageMetadata } from "../../metadata.ts";
import { DEFAULT_REVALIDATE_SECONDS } from "../../site.ts";
import type { Site } from "../../site.ts";

type Link = { label: string; href: string; children?: Link[] };

const cached = (tag: string) => ({ next: { revalidate: DEFAULT_REVALIDATE_SECONDS, tags: [tag] } });

/** The site's fixed pages, named as in the menus. */
export function mainPageLinks(): Link[] {
  return [
    { label: t("nav.home"), href: paths.home() },
    { label: t("seo.events"), href: paths.events() },
    { label: t("seo.locations"), href: paths.locations() },
    { label: t("nav.about"), href: paths.about() },
    { label: t("nav.contact"), href: paths.contact() },
    { label: t("nav.getInvolved"), href: paths.getInvolved() },
    { label: t("nav.favourites"), href: paths.favourites() },
    { label: t("seo.privacy"), href: paths.privacyPolicy() },
    { label: t("seo.terms"), href: paths.termsAndConditions() },
    { label: t("seo.cookies"), href: paths.cookiePolicy() },
    { label: t("seo.accessibility"), href: paths.accessibilityStatement() },
  ];
}

/** Enabled pages as a tree: each page under its parent, siblings in order. */
export function pageTree(pages: readonly Page[]): Link[] {
  const enabled = pages.filter((page) => page.enabled);
  const ids = new Set(enabled.map((page) => page.id));
  const childrenOf = (parentId: string | null): Link[] =>
    enabled
      .filter((page) => {
        const parent = page.parent?.id ?? null;
        return parentId === null ? parent === null || !ids.has(parent) : parent === parentId;
      })
      .toSorted((a, b) => a.order - b.order)
      .map((page) => {
        const children = childrenOf(page.id);
        return {
          label: page.title,
          href: pagePath(page),
          ...(children.length > 0 ? { children } : {}),
        };
      });
  return childrenOf(null);
}

function LinkList({ links }: { links: readonly Link[] }) {
  return (
    <ul className="flex list-disc flex-col gap-2 pl-6">
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href}>{link.label}</a>
          {link.children ? <LinkList links={link.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

export function createSiteMapRoute(site: Site) {
  async function Page() {
    const api = site.api();
    const [categories, personas, pages] = await Promise.all([
      loadCategoryTiles(site),
      getPersonaCollectionAll(api, undefined, cached(collectionCacheTags.personas)),
      getPages(api, { include: ["parent", "ancestors"], ...cached(pageCacheTags.all) }),
    ]);
    const crumbs: BreadcrumbItem[] = [
      { label: t("nav.home"), href: paths.home() },
      { label: t("siteMap.title") },
    ];
    const sections = [
      { id: "sitemap-main", title: t("siteMap.mainPages"), links: mainPageLinks() },
      {
        id: "sitemap-categories",
        title: t("siteMap.categories"),
        links: categories.map((category) => ({ label: category.name, href: category.href })),
      },
      {
        id: "sitemap-personas",
        title: t("siteMap.personas"),
        links: personas.data
          .filter((persona) => persona.enabled)
          .toSorted((a, b) => a.order - b.order)
          .map((persona) => ({ label: persona.name, href: paths.persona(persona.slug) })),
      },
      { id: "sitemap-information", title: t("siteMap.information"), links: pageTree(pages) },
    ].filter((section) => section.links.length > 0);

    return (
      <>
        <JsonLd data={breadcrumbListJsonLd(site.config.publicUrl, crumbs, paths.sitemap())} />
        <Breadcrumbs items={crumbs} />
        <h1 className="text-3xl font-bold">{t("siteMap.title")}</h1>
        <p>{t("siteMap.intro", { site: site.config.appName })}</p>
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id} className="flex flex-col gap-3">
            <h2 id={section.id} className="text-2xl font-bold">
              {section.title}
            </h2>
            <LinkList links={section.links} />
          </section>
        ))}
      </>
    );
  }

  function generateMetadata(): Metadata {
    return pageMetadata(site, { title: t("siteMap.title"), path: paths.sitemap() });
  }

  return { Page, generateMetadata };
}
