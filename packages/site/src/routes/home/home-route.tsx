// `/`: the search box under the CMS search title, the campaign banner, the home banners, landing
// pages ("Browse area of interest"), the categories section titled from the CMS, personas and,
// where the variant shows them, this week's events (spec §2, frontend-features §2.1).
import type { Metadata } from "next";

import { bannerImageUrl } from "@hub/api-client/endpoints";
import type { CmsBanner } from "@hub/api-client/schemas";
import { t } from "@hub/core/messages";
import { paths } from "@hub/core/urls";
import { Banner } from "@hub/ui/banner";
import type { BannerProps } from "@hub/ui/banner";
import { BannerCarousel } from "@hub/ui/banner-carousel";
import { CategoryGrid } from "@hub/ui/category-grid";
import { EventFeed } from "@hub/ui/event-feed";
import { favouriteButtonLabels } from "@hub/ui/favourite-button";
import { Illustration } from "@hub/ui/illustration";
import { Markdown } from "@hub/ui/markdown";
import { PersonaCard } from "@hub/ui/persona-card";
import { SearchForm } from "@hub/ui/search-form";

import { loadCategoryTiles } from "../../loaders/collections.ts";
import { FavouriteToggle } from "../../favourites/favourite-toggle.tsx";
import { loadHomeEvents } from "../../loaders/events.ts";
import { loadHomePersonas, loadLandingPages } from "../../loaders/home.ts";
import { loadSettings } from "../../loaders/settings.ts";
import { pageMetadata } from "../../metadata.ts";
import type { Site } from "../../site.ts";
import { sitePath } from "../../shell/links.ts";

const BANNER_IMAGE_SIZE = 600;

/** A CMS banner as props; its button is dropped when it only leads back to the home page. */
export function bannerProps(
  banner: CmsBanner,
  publicUrl: string,
  siteOrigin: string,
): BannerProps | null {
  if (!banner.title) return null;
  const href = banner.button_url ? sitePath(banner.button_url, publicUrl) : null;
  return {
    title: banner.title,
    children: banner.content ? (
      <Markdown siteOrigin={siteOrigin}>{banner.content}</Markdown>
    ) : undefined,
    ...(href && href !== paths.home() && banner.button_text
      ? { action: { text: banner.button_text, href } }
      : {}),
  };
}

export function createHomeRoute(site: Site) {
  async function Page() {
    const { config } = site;
    const [settings, categories, personas, landingPages, events] = await Promise.all([
      loadSettings(site),
      loadCategoryTiles(site),
      loadHomePersonas(site),
      loadLandingPages(site),
      config.theme.homeEventsFeed ? loadHomeEvents(site, new Date()) : Promise.resolve(null),
    ]);
    const { home, banner } = settings.cms.frontend;
    const campaign = bannerProps(banner, config.publicUrl, config.publicUrl);
    const slides = home.banners
      .map((slide) => bannerProps(slide, config.publicUrl, config.publicUrl))
      .filter((slide): slide is BannerProps => slide !== null);

    return (
      <>
        <section
          aria-labelledby="home-search"
          className="grid items-center gap-8 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
        >
          <div className="flex min-w-0 flex-col gap-4">
            <h1 id="home-search" className="text-3xl font-bold">
              {home.search_title ?? t("search.keywordLabel")}
            </h1>
            <SearchForm action={paths.results()} idPrefix="home" />
          </div>
          {/* The hub's own illustration of its residents; left out on a phone. */}
          <Illustration name="community" className="hidden md:block" />
        </section>
        {campaign ? (
          <Banner
            {...campaign}
            {...(banner.has_image
              ? {
                  image: {
                    src: bannerImageUrl(site.api().baseUrl, { maxDimension: BANNER_IMAGE_SIZE }),
                  },
                }
              : {})}
          />
        ) : null}
        {slides.length > 0 ? <BannerCarousel banners={slides} /> : null}
        {landingPages.length > 0 ? (
          <section aria-labelledby="home-landing-pages" className="flex flex-col gap-4">
            <h2 id="home-landing-pages" className="text-2xl font-bold">
              {t("contentPages.browse")}
            </h2>
            <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
              {landingPages.map((page) => (
                <li key={page.href}>
                  <a
                    href={page.href}
                    className="flex min-h-target items-center gap-4 rounded-md border border-border p-4 font-bold"
                  >
                    {page.image ? (
                      // eslint-disable-next-line @next/next/no-img-element -- the API resizes it
                      <img
                        src={page.image}
                        alt=""
                        width={60}
                        height={60}
                        // Any shape of CMS image fills the square without stretching.
                        className="size-15 object-cover"
                        // Below the search form: fetched once laid out, not with the styles.
                        loading="lazy"
                      />
                    ) : null}
                    {page.title}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {categories.length > 0 ? (
          <CategoryGrid
            categories={categories}
            {...(home.categories_title ? { title: home.categories_title } : {})}
          />
        ) : null}
        {personas.length > 0 ? (
          <section aria-labelledby="home-personas" className="flex flex-col gap-4">
            <h2 id="home-personas" className="text-2xl font-bold">
              {home.personas_title ?? t("ui.home.personasTitle")}
            </h2>
            {home.personas_content ? <p className="max-w-prose">{home.personas_content}</p> : null}
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {personas.map((persona) => (
                <li key={persona.href}>
                  <PersonaCard {...persona} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {events ? (
          <EventFeed
            events={events.map(({ id, ...event }) => ({
              ...event,
              favourite: (
                <FavouriteToggle
                  item={{ type: "event", id }}
                  labels={favouriteButtonLabels(event.title)}
                />
              ),
            }))}
            moreHref={paths.events()}
          />
        ) : null}
      </>
    );
  }

  function generateMetadata(): Metadata {
    return pageMetadata(site, { path: paths.home() });
  }

  return { Page, generateMetadata };
}
