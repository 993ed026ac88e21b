// `/pages/{parent}` and `/pages/{parent}/{...slug}`: landing and information pages. The last
// segment names the page; any other address of it is sent (308) to its canonical one, its
// ancestors' slugs then its own. Disabled (403) or unknown pages are 404s.
import type { Metadata } from "next";
import { permanentRedirect } from "next/navigation";

import { pageImageUrl } from "@hub/api-client/endpoints";
import type { PageDetail, PageListItem, PageSection } from "@hub/api-client/schemas";
import { t } from "@hub/core/messages";
import { absoluteUrl, paths } from "@hub/core/urls";
import { Breadcrumbs } from "@hub/ui/breadcrumbs";
import type { BreadcrumbItem } from "@hub/ui/breadcrumbs";
import { ContentBlocks } from "@hub/ui/content-blocks";
import { LastUpdated } from "@hub/ui/last-updated";
import { PageTree } from "@hub/ui/page-tree";
import type { PageTreeNode } from "@hub/ui/page-tree";

import { breadcrumbListJsonLd } from "../../breadcrumb-list.ts";
import { JsonLd } from "../../json-ld.tsx";
import type { JsonLdObject } from "../../json-ld.tsx";
import {
  loadPage,
  loadPageOrNull,
  loadSectionPages,
  pagePath,
  sectionTree,
} from "../../loaders/pages.ts";
import { pageMetadata } from "../../metadata.ts";
import type { Site } from "../../site.ts";

export type InformationPageProps = {
  params: Promise<{ parent: string; slug?: string[] }>;
};

/** The sections a landing page is built from, in reading order; any others follow. */
export const SECTION_ORDER = ["introduction", "about", "info_pages", "collections"] as const;
const IMAGE_MAX_DIMENSION = 800;

export function orderedSections(content: PageDetail["content"]): [string, PageSection][] {
  const known: string[] = [...SECTION_ORDER];
  const rank = (key: string) => (known.includes(key) ? known.indexOf(key) : known.length);
  return Object.entries(content).toSorted(([a], [b]) => rank(a) - rank(b));
}

function requestedPath({ parent, slug = [] }: { parent: string; slug?: string[] }): {
  path: string;
  slug: string;
} {
  const segments = [parent, ...slug].map((segment) => decodeURIComponent(segment));
  return { path: paths.page(segments), slug: segments.at(-1) ?? parent };
}

export function webPageJsonLd(publicUrl: string, page: PageDetail): JsonLdObject {
  const url = absoluteUrl(publicUrl, pagePath(page));
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    "@id": url,
    url,
    name: page.title,
    ...(page.excerpt ? { description: page.excerpt } : {}),
    dateModified: page.updated_at,
    isPartOf: { "@type": "WebSite", url: absoluteUrl(publicUrl, paths.home()) },
  };
}

/** Links to a page's enabled children (the API lists disabled ones too). */
function ChildPages({ page, title }: { page: PageDetail; title: string }) {
  const children = (page.children ?? []).filter((child) => child.enabled);
  if (children.length === 0) return null;
  const ancestors: Pick<PageListItem, "slug">[] = [...(page.ancestors ?? []), page];
  return (
    <section aria-labelledby={`children-${page.id}`} className="flex flex-col gap-3">
      <h2 id={`children-${page.id}`} className="text-xl">
        {title}
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {children
          .toSorted((a, b) => a.order - b.order)
          .map((child) => (
            <li
              key={child.id}
              className="rounded-md border border-border-subtle bg-surface-muted p-4"
            >
              <h3 className="text-base">
                <a href={pagePath({ slug: child.slug, ancestors })}>{child.title}</a>
              </h3>
              {child.excerpt ? <p className="mt-1 text-sm">{child.excerpt}</p> : null}
            </li>
          ))}
      </ul>
    </section>
  );
}

function CollectionLinks({ page }: { page: PageDetail }) {
  const links = [
    ...(page.collection_categories ?? [])
      .filter((category) => category.enabled)
      .map((category) => ({
        id: category.id,
        name: category.name,
        href: paths.category(category.slug),
      })),
    ...(page.collection_personas ?? [])
      .filter((persona) => persona.enabled)
      .map((persona) => ({
        id: persona.id,
        name: persona.name,
        href: paths.persona(persona.slug),
      })),
  ];
  if (links.length === 0) return null;
  return (
    <ul className="grid gap-3 md:grid-cols-3">
      {links.map((link) => (
        <li key={link.id}>
          <a href={link.href} className="inline-flex min-h-target items-center font-bold">
            {link.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function createPageRoute(site: Site) {
  function image(page: PageDetail) {
    if (!page.image) return null;
    return (
      // eslint-disable-next-line @next/next/no-img-element -- the API resizes it
      <img
        src={pageImageUrl(site.api().baseUrl, page.id, {
          maxDimension: IMAGE_MAX_DIMENSION,
          version: page.updated_at,
        })}
        alt={page.image.alt_text ?? ""}
        className="h-auto w-full max-w-md rounded-md"
      />
    );
  }

  function Landing({ page }: { page: PageDetail }) {
    const origin = site.config.publicUrl;
    return (
      <div className="flex flex-col gap-8">
        <h1 className="text-3xl">{page.title}</h1>
        {orderedSections(page.content).map(([key, section]) => (
          <div key={key} className="flex flex-col gap-4">
            {section.title ? <h2 className="text-xl">{section.title}</h2> : null}
            <ContentBlocks blocks={section.content} siteOrigin={origin} headingLevel={3} />
            {key === "introduction" ? image(page) : null}
            {key === "info_pages" ? (
              <ChildPages page={page} title={t("contentPages.browse")} />
            ) : null}
            {key === "collections" ? <CollectionLinks page={page} /> : null}
          </div>
        ))}
        {"info_pages" in page.content ? null : (
          <ChildPages page={page} title={t("contentPages.browse")} />
        )}
        <LastUpdated date={page.updated_at} />
      </div>
    );
  }

  function Information({
    page,
    landing,
    tree,
  }: {
    page: PageDetail;
    landing: PageListItem | null;
    tree: PageTreeNode[];
  }) {
    return (
      <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-6">
          <h1 className="text-3xl">{page.title}</h1>
          {page.excerpt ? <p className="text-lg">{page.excerpt}</p> : null}
          {image(page)}
          {orderedSections(page.content).map(([key, content]) => (
            <div key={key} className="flex flex-col gap-4">
              {content.title ? <h2 className="text-xl">{content.title}</h2> : null}
              <ContentBlocks blocks={content.content} siteOrigin={site.config.publicUrl} />
            </div>
          ))}
          <ChildPages page={page} title={t("contentPages.inThisTopic")} />
        </div>
        <aside className="flex flex-col gap-4">
          {landing ? (
            <>
              <PageTree nodes={tree} currentId={page.id} />
              <p>
                <a href={paths.page([landing.slug])}>
                  {t("contentPages.returnTo", { landing: landing.title })}
                </a>
              </p>
            </>
          ) : null}
          <LastUpdated date={page.updated_at} />
        </aside>
      </div>
    );
  }

  async function Page({ params }: InformationPageProps) {
    const asked = requestedPath(await params);
    const page = await loadPage(site, asked.slug);
    const canonical = pagePath(page);
    if (canonical !== asked.path) permanentRedirect(canonical);
    const landing =
      page.page_type === "information" && page.landing_page && page.landing_page.id !== page.id
        ? page.landing_page
        : null;
    const tree = landing ? sectionTree(landing, await loadSectionPages(site, landing)) : [];
    const crumbs: BreadcrumbItem[] = [
      { label: t("nav.home"), href: paths.home() },
      ...(page.ancestors ?? []).map((ancestor, index, all) => ({
        label: ancestor.title,
        href: pagePath({ slug: ancestor.slug, ancestors: all.slice(0, index) }),
      })),
      { label: page.title },
    ];
    return (
      <>
        <JsonLd
          data={[
            webPageJsonLd(site.config.publicUrl, page),
            breadcrumbListJsonLd(site.config.publicUrl, crumbs, canonical),
          ]}
        />
        <Breadcrumbs items={crumbs} />
        {page.page_type === "landing" ? (
          <Landing page={page} />
        ) : (
          <Information page={page} landing={landing} tree={tree} />
        )}
      </>
    );
  }

  async function generateMetadata({ params }: InformationPageProps): Promise<Metadata> {
    const asked = requestedPath(await params);
    const page = await loadPageOrNull(site, asked.slug);
    if (page === null) {
      return pageMetadata(site, {
        title: t("pages.error.404.title"),
        path: asked.path,
        noindex: true,
      });
    }
    return pageMetadata(site, {
      title: page.title,
      description: page.excerpt,
      path: pagePath(page),
      openGraphType: "article",
      image: page.image
        ? pageImageUrl(site.api().baseUrl, page.id, { maxDimension: IMAGE_MAX_DIMENSION })
        : null,
    });
  }

  return { Page, generateMetadata };
}
