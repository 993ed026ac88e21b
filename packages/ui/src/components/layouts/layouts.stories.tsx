import type { Meta, StoryObj } from "@storybook/react-vite";

import { categories } from "../../fixtures/categories.ts";
import { policyLinks } from "../../fixtures/footer.ts";
import { suttonMenu } from "../../fixtures/menus.ts";
import { BackLink } from "../back-link/back-link.tsx";
import { BannerCarousel } from "../banner-carousel/banner-carousel.tsx";
import { Breadcrumbs } from "../breadcrumbs/breadcrumbs.tsx";
import { Button } from "../button/button.tsx";
import { CategoryGrid } from "../category-grid/category-grid.tsx";
import { CookieBanner } from "../cookie-banner/cookie-banner.tsx";
import { EnvironmentBanner } from "../environment-banner/environment-banner.tsx";
import { ErrorPage } from "../error-page/error-page.tsx";
import { ExitThisPage } from "../exit-this-page/exit-this-page.tsx";
import { Footer } from "../footer/footer.tsx";
import { Header } from "../header/header.tsx";
import { PhaseBanner } from "../phase-banner/phase-banner.tsx";
import { Radios } from "../radios/radios.tsx";
import { StepIndicator } from "../step-indicator/step-indicator.tsx";
import type {
  ContentLayoutProps,
  DefaultWhiteFooterLayoutProps,
  InformationLayoutProps,
  MainLayoutProps,
  ReferralsLayoutProps,
  SearchLayoutProps,
  ServicesLayoutProps,
} from "./layouts.tsx";
import {
  ContentLayout,
  DefaultWhiteFooterLayout,
  InformationLayout,
  MainLayout,
  ReferralsLayout,
  SearchLayout,
  ServicesLayout,
} from "./layouts.tsx";

const site = "Sutton Information Hub";

function shell(currentPath: string) {
  return {
    header: <Header siteName={site} menu={suttonMenu} currentPath={currentPath} />,
    footer: (
      <Footer siteName={site} links={policyLinks} feedbackHref="/feedback" contactHref="/contact" />
    ),
  };
}

const paragraphs = (
  <>
    <p>
      The Sutton Information Hub is a directory of local services, groups and activities for
      residents of all ages.
    </p>
    <p>
      Organisations can <a href="/get-involved">add a listing</a> for free.
    </p>
  </>
);

export const examples = {
  main: {
    ...shell("/"),
    cookieBanner: (
      <CookieBanner
        siteName={site}
        state="undecided"
        action="/api/cookies"
        cookiesHref="/cookie-policy"
      />
    ),
    environmentBanner: (
      <EnvironmentBanner
        environment="staging"
        liveSiteUrl="https://www.suttoninformationhub.org.uk"
      />
    ),
    phaseBanner: <PhaseBanner feedbackHref="/feedback" />,
    children: (
      <>
        <h1 className="text-3xl font-bold">Find local support, groups and activities</h1>
        <BannerCarousel
          banners={[
            {
              title: "Help with the cost of living",
              children: <p>Food, warmth and money advice.</p>,
            },
            { title: "Volunteer this winter", children: <p>Lunch clubs need you.</p> },
          ]}
        />
        <CategoryGrid categories={categories} />
      </>
    ),
  },
  content: {
    ...shell("/about"),
    breadcrumbs: <Breadcrumbs items={[{ label: "Home", href: "/" }, { label: "About" }]} />,
    children: (
      <>
        <h1 className="text-3xl font-bold">About the Hub</h1>
        {paragraphs}
      </>
    ),
  },
  search: {
    ...shell("/results"),
    search: (
      <form action="/results" className="flex flex-wrap items-end gap-4">
        <label className="flex flex-col gap-2 font-bold">
          Search for services, groups and activities
          <input
            name="query"
            defaultValue="lunch club"
            className="min-h-11 border-2 border-input-border px-2 font-normal"
          />
        </label>
        <Button>Search</Button>
      </form>
    ),
    aside: <p className="font-bold">Filter by</p>,
    asideLabel: "Filters",
    related: (
      <section aria-label="Related pages" className="rounded-md bg-surface-muted p-4">
        <p>
          <a href="/pages/food">Help with food</a>
        </p>
      </section>
    ),
    relatedPosition: "top",
    children: (
      <>
        <h1 className="text-2xl font-bold">Your search: 2 results found</h1>
        <p>Sutton Lunch Club</p>
        <p>Carshalton Friendship Group</p>
      </>
    ),
  },
  defaultWhiteFooter: {
    ...shell("/events/winter-walk"),
    breadcrumbs: (
      <Breadcrumbs
        items={[
          { label: "Home", href: "/" },
          { label: "Events", href: "/events" },
          { label: "Winter walk" },
        ]}
      />
    ),
    children: (
      <>
        <h1 className="text-3xl font-bold">Winter wellbeing walk</h1>
        {paragraphs}
      </>
    ),
  },
  information: {
    ...shell("/pages/money"),
    breadcrumbs: (
      <Breadcrumbs items={[{ label: "Home", href: "/" }, { label: "Money and benefits" }]} />
    ),
    intro: <h1 className="text-3xl font-bold">Money and benefits</h1>,
    asideLabel: "In this topic",
    aside: (
      <nav aria-label="In this topic">
        <ul className="flex flex-col gap-2">
          <li>
            <a href="/pages/money/energy">Help with energy bills</a>
          </li>
          <li>
            <a href="/pages/money/debt">Debt advice</a>
          </li>
        </ul>
      </nav>
    ),
    children: paragraphs,
  },
  services: {
    ...shell("/services/refuge"),
    exitThisPage: <ExitThisPage />,
    breadcrumbs: (
      <Breadcrumbs items={[{ label: "Home", href: "/" }, { label: "Domestic abuse support" }]} />
    ),
    intro: <h1 className="text-3xl font-bold">Domestic abuse support</h1>,
    aside: (
      <div className="rounded-md border-2 border-border-subtle p-4">
        <h2 className="text-lg font-bold">How can I contact this service?</h2>
        <p>
          <a href="tel:08082000247">0808 2000 247</a>
        </p>
      </div>
    ),
    children: paragraphs,
  },
  referrals: {
    ...shell("/services/lunch-club/referral"),
    breadcrumbs: <BackLink href="/services/lunch-club" />,
    children: (
      <form action="/services/lunch-club/referral" method="post" className="flex flex-col gap-6">
        <StepIndicator current={2} total={5} />
        <Radios
          name="who"
          legend="Who are you making this referral for?"
          isPageHeading
          items={[
            { value: "myself", label: "Myself" },
            { value: "someone-else", label: "Someone else" },
          ]}
        />
        <div>
          <Button>Continue</Button>
        </div>
      </form>
    ),
  },
  errorPage: {
    ...shell("/missing"),
    children: <ErrorPage status={404} recovery="categories" categories={categories} />,
  },
} satisfies {
  main: MainLayoutProps;
  content: ContentLayoutProps;
  search: SearchLayoutProps;
  defaultWhiteFooter: DefaultWhiteFooterLayoutProps;
  information: InformationLayoutProps;
  services: ServicesLayoutProps;
  referrals: ReferralsLayoutProps;
  errorPage: ContentLayoutProps;
};

const meta = {
  title: "Layouts",
  component: MainLayout,
  excludeStories: ["examples"],
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof MainLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Main: Story = { args: examples.main };
export const Content: Story = {
  args: examples.content,
  render: (args) => <ContentLayout {...args} />,
};
export const Search: Story = {
  args: examples.main,
  render: () => <SearchLayout {...examples.search} />,
};
export const DefaultWhiteFooter: Story = {
  args: examples.main,
  render: () => <DefaultWhiteFooterLayout {...examples.defaultWhiteFooter} />,
};
export const Information: Story = {
  args: examples.main,
  render: () => <InformationLayout {...examples.information} />,
};
/** A sensitive service: with "Exit this page". */
export const Services: Story = {
  args: examples.main,
  render: () => <ServicesLayout {...examples.services} />,
};
export const Referrals: Story = {
  args: examples.main,
  render: () => <ReferralsLayout {...examples.referrals} />,
};
export const NotFound: Story = {
  args: examples.main,
  render: () => <ContentLayout {...examples.errorPage} />,
};
