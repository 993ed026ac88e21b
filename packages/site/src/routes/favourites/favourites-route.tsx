// `/favourites` (frontend-features §5.4): the services and events the visitor saved in this
// browser. The page is cached for everyone, so only its frame (CMS title and intro) is rendered
// on the server; the list is drawn in the browser from storage, asking the site's own route
// handler (`/favourites/items`, no CORS or CSP change) in chunks of 50 ids (favourites/limits.ts). A shared link
// (`/favourites?ids=…&events=…`) goes to the per-request twin (the proxy's `_filtered`), which
// renders that list on the server, so it works without JavaScript and saves nothing by itself.
import type { Metadata } from "next";
import type { ReactNode } from "react";

import { isApiError } from "@hub/api-client/client";
import { t } from "@hub/core/messages";
import { paths } from "@hub/core/urls";
import { Breadcrumbs } from "@hub/ui/breadcrumbs";
import type { BreadcrumbItem } from "@hub/ui/breadcrumbs";
import { Markdown } from "@hub/ui/markdown";

import { failureAnswer, failureOf } from "../../failure-page.ts";
import { FavouriteCards } from "../../favourites/favourite-cards.tsx";
import type { FavouriteCardsLabels } from "../../favourites/favourite-cards.tsx";
import { FAVOURITE_IDS_PER_REQUEST, FAVOURITE_ITEMS_PATH } from "../../favourites/limits.ts";
import { SaveShared } from "../../favourites/save-shared.tsx";
import { SavedFavourites } from "../../favourites/saved-favourites.tsx";
import type { SavedFavouritesLabels } from "../../favourites/saved-favourites.tsx";
import {
  FavouriteItemsQuerySchema,
  loadFavouriteItems,
  sharedIds,
} from "../../loaders/favourites.ts";
import type { FavouriteItem } from "../../loaders/favourites.ts";
import { loadSettings } from "../../loaders/settings.ts";
import type { SearchParamsRecord } from "../../loaders/search-criteria.ts";
import { pageMetadata } from "../../metadata.ts";
import type { Site } from "../../site.ts";

export type FavouritesPageProps = { searchParams: Promise<SearchParamsRecord> };

const PATH = paths.favourites();
export { FAVOURITE_ITEMS_PATH };

// Templates keep their `{placeholders}` (filled in the browser by `fill`).
function cardLabels(): FavouriteCardsLabels {
  return {
    service: t("favourites.service"),
    event: t("favourites.event"),
    runBy: t("favourites.runBy", { organisation: "{organisation}" }),
    telephone: t("favourites.telephone"),
    email: t("favourites.email"),
  };
}

function savedLabels(site: Site): SavedFavouritesLabels {
  return {
    ...cardLabels(),
    needsJavaScript: t("favourites.needsJavaScript"),
    loading: t("favourites.loading"),
    loadFailed: t("favourites.loadFailed"),
    empty: t("favourites.empty"),
    emptyHint: t("favourites.emptyHint"),
    addMore: t("favourites.addMore"),
    countOne: t("favourites.countOne"),
    countMany: t("favourites.countMany", { count: "{count}" }),
    droppedOne: t("favourites.droppedOne"),
    droppedMany: t("favourites.droppedMany", { count: "{count}" }),
    remove: t("favourites.remove"),
    removeLabel: t("favourites.removeLabel", { name: "{name}" }),
    removed: t("favourites.removed", { name: "{name}" }),
    removeAll: t("favourites.removeAll"),
    removedAll: t("favourites.removedAll"),
    shareTitle: t("favourites.shareTitle"),
    shareEmail: t("ui.share.email"),
    shareSubject: t("favourites.shareSubject", { site: site.config.appName }),
    share: {
      copyLink: t("ui.share.copyLink"),
      print: t("ui.share.printPage"),
      linkCopied: t("ui.share.linkCopied"),
      copyFailed: t("ui.detail.share.copyFailed"),
      linkLabel: t("ui.detail.share.linkLabel"),
    },
  };
}

/** A list someone shared: its cards, and a button to save them all in this browser. */
function SharedFavourites({ items }: { items: FavouriteItem[] }) {
  return (
    <section aria-labelledby="shared-favourites" className="flex flex-col gap-6">
      <h2 id="shared-favourites" className="text-xl">
        {t("favourites.sharedTitle")}
      </h2>
      <p>{t("favourites.sharedIntro")}</p>
      {items.length > 0 ? (
        <>
          <FavouriteCards items={items} labels={cardLabels()} />
          <SaveShared
            items={items.map(({ type, id }) => ({ type, id }))}
            labels={{
              save: t("favourites.saveShared"),
              saved: t("favourites.savedShared"),
              viewSaved: t("favourites.viewSaved"),
            }}
            favouritesHref={PATH}
          />
        </>
      ) : (
        <p>{t("favourites.sharedEmpty")}</p>
      )}
    </section>
  );
}

/** `GET /favourites/items?services=a,b&events=c`: the cards of up to 50 ids of each type. */
async function favouriteItemsResponse(site: Site, request: Request): Promise<Response> {
  const query = FavouriteItemsQuerySchema.safeParse(
    Object.fromEntries(new URL(request.url).searchParams),
  );
  if (!query.success) {
    return Response.json(
      {
        error: `Expected services and events: comma-separated ids, at most ${FAVOURITE_IDS_PER_REQUEST} of each.`,
      },
      { status: 400 },
    );
  }
  try {
    const data = await loadFavouriteItems(site, query.data);
    // Per visitor and short-lived: a removed or edited listing shows up soon.
    return Response.json({ data }, { headers: { "cache-control": "private, max-age=60" } });
  } catch (error) {
    console.error("favourites: could not load items", error);
    // As a page the API failed is answered (failure-page.ts): limited, unavailable or broken.
    const failure = isApiError(error) ? failureOf(error) : null;
    const { status, retryAfterSeconds } = failureAnswer(failure ?? undefined);
    return Response.json(
      { error: status === 429 ? "Too many requests." : "The directory is unavailable." },
      {
        status,
        headers:
          retryAfterSeconds === undefined ? {} : { "retry-after": String(retryAfterSeconds) },
      },
    );
  }
}

export function createFavouritesRoute(site: Site) {
  async function Frame({ children }: { children: ReactNode }) {
    const copy = (await loadSettings(site)).cms.frontend.favourites;
    const title = copy.title || t("favourites.title");
    const crumbs: BreadcrumbItem[] = [
      { label: t("nav.home"), href: paths.home() },
      { label: title },
    ];
    return (
      <>
        <Breadcrumbs items={crumbs} />
        <h1 className="text-3xl font-bold">{title}</h1>
        {copy.content ? (
          <Markdown siteOrigin={site.config.publicUrl} className="hub-prose">
            {copy.content}
          </Markdown>
        ) : null}
        {children}
      </>
    );
  }

  /** The cached page: the saved list is drawn in the browser. */
  function Page() {
    return (
      <Frame>
        <SavedFavourites
          labels={savedLabels(site)}
          itemsHref={FAVOURITE_ITEMS_PATH}
          homeHref={paths.home()}
        />
      </Frame>
    );
  }

  /** A shared list, rendered per request (the proxy sends `?ids=`/`?events=` here). */
  async function FilteredPage({ searchParams }: FavouritesPageProps) {
    const items = await loadFavouriteItems(site, sharedIds(await searchParams));
    return (
      <Frame>
        <SharedFavourites items={items} />
      </Frame>
    );
  }

  /** The page explaining favourites is public; a shared list is someone's own (decision 0006). */
  async function favouritesMetadata(shared: boolean): Promise<Metadata> {
    const copy = (await loadSettings(site)).cms.frontend.favourites;
    return pageMetadata(site, {
      title: copy.title || t("favourites.title"),
      description: site.config.seo.descriptions.favourites,
      path: PATH,
      noindex: shared,
    });
  }

  return {
    Page,
    generateMetadata: () => favouritesMetadata(false),
    FilteredPage,
    generateFilteredMetadata: () => favouritesMetadata(true),
    GET: (request: Request) => favouriteItemsResponse(site, request),
  };
}
