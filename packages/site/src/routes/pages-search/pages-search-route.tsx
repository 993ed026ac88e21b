// `/pages/search?query=`: searches the information and landing pages, 10 a page, each linked
// at its canonical address with the section it belongs to. A plain GET form; noindex.
import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { t } from "@hub/core/messages";
import { paths } from "@hub/core/urls";
import { Breadcrumbs } from "@hub/ui/breadcrumbs";
import type { BreadcrumbItem } from "@hub/ui/breadcrumbs";
import { Button } from "@hub/ui/button";
import { ErrorSummary } from "@hub/ui/error-summary";
import { Icon } from "@hub/ui/icon";
import { NoResults } from "@hub/ui/no-results";
import { Pagination } from "@hub/ui/pagination";
import { TextInput } from "@hub/ui/text-input";

import { breadcrumbListJsonLd } from "../../breadcrumb-list.ts";
import { JsonLd } from "../../json-ld.tsx";
import { searchInformationPages } from "../../loaders/pages.ts";
import type { PageMatches } from "../../loaders/pages.ts";
import { pageParam } from "../../loaders/paging.ts";
import { firstParam, keywordError, searchHref } from "../../loaders/search-criteria.ts";
import type { SearchParamsRecord } from "../../loaders/search-criteria.ts";
import { pageMetadata } from "../../metadata.ts";
import type { Site } from "../../site.ts";
import { AnnouncedCount } from "../results/search-results.tsx";

export type PagesSearchPageProps = { searchParams: Promise<SearchParamsRecord> };

export const PAGES_PER_PAGE = 10;
const PATH = paths.pagesSearch();
const FIELD_ID = "pages-search-query";

type PagesFoundProps = {
  found: PageMatches;
  query: string;
  title: string;
};

/** The count, the matching pages with their sections and excerpts, and the page links. */
function PagesFound({ found, query, title }: PagesFoundProps) {
  return (
    <section aria-labelledby="pages-search-results" className="flex flex-col gap-4">
      <h2 id="pages-search-results" className="sr-only">
        {t("results.title")}
      </h2>
      <AnnouncedCount total={found.meta.total} query={query} />
      {found.pages.length === 0 ? (
        <NoResults headingLevel={3} tips={[t("ui.search.noResults.tipWords")]} />
      ) : (
        <ol className="flex flex-col gap-6">
          {found.pages.map((match) => (
            <li key={match.href} className="flex flex-col gap-1">
              <h3 className="text-lg">
                <a href={match.href}>{match.title}</a>
              </h3>
              {match.section ? (
                <p className="text-sm text-text-muted">
                  {t("searchPages.inSection", { section: match.section })}
                </p>
              ) : null}
              {match.excerpt ? <p>{match.excerpt}</p> : null}
            </li>
          ))}
        </ol>
      )}
      <Pagination
        currentPage={found.meta.current_page}
        totalPages={found.meta.last_page}
        href={(target) => searchHref(PATH, { query, page: String(target) })}
        label={title}
      />
    </section>
  );
}

type PagesSearchFormProps = { title: string; query: string; error: string | null };

/** One keyword field and a button: a plain GET form. */
function PagesSearchForm({ title, query, error }: PagesSearchFormProps) {
  return (
    <form
      role="search"
      aria-label={title}
      action={PATH}
      method="get"
      className="flex flex-col gap-4 md:flex-row md:items-end"
    >
      <div className="md:min-w-0 md:flex-1">
        <TextInput
          id={FIELD_ID}
          name="query"
          type="search"
          label={t("searchPages.informationKeyword")}
          defaultValue={query}
          {...(error ? { error } : {})}
        />
      </div>
      <div>
        <Button type="submit">
          <Icon name="search" />
          {t("search.submit")}
        </Button>
      </div>
    </form>
  );
}

export function createPagesSearchRoute(site: Site) {
  async function Page({ searchParams }: PagesSearchPageProps) {
    const params = await searchParams;
    const query = firstParam(params, "query");
    const page = pageParam(params.page);
    const error = keywordError(query, "pages");
    const found =
      query === "" || error
        ? null
        : await searchInformationPages(site, query, { page, per_page: PAGES_PER_PAGE });
    if (found && page > 1 && page > found.meta.last_page) {
      redirect(searchHref(PATH, { query }, {}));
    }
    const title = t("searchPages.informationTitle");
    const crumbs: BreadcrumbItem[] = [
      { label: t("nav.home"), href: paths.home() },
      { label: title },
    ];
    return (
      <>
        <JsonLd data={breadcrumbListJsonLd(site.config.publicUrl, crumbs, PATH)} />
        <Breadcrumbs items={crumbs} />
        {error ? <ErrorSummary errors={[{ fieldId: FIELD_ID, text: error }]} /> : null}
        <h1 className="text-2xl">{title}</h1>
        <PagesSearchForm title={title} query={query} error={error} />
        {found === null ? (
          error ? null : (
            <p>{t("searchPages.informationPrompt")}</p>
          )
        ) : (
          <PagesFound found={found} query={query} title={title} />
        )}
      </>
    );
  }

  async function generateMetadata({ searchParams }: PagesSearchPageProps): Promise<Metadata> {
    const query = firstParam(await searchParams, "query");
    const title = t("searchPages.informationTitle");
    return pageMetadata(site, {
      title: keywordError(query, "pages") ? `${t("ui.forms.errorPrefix")} ${title}` : title,
      path: PATH,
      noindex: true,
    });
  }

  return { Page, generateMetadata };
}
