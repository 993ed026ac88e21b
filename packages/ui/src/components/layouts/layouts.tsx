import { t } from "@hub/core/messages";
import type { ReactNode } from "react";

import { cx } from "../../lib/cx.ts";
import type { ShellSlots } from "./page-shell.tsx";
import { containerClass, PageShell } from "./page-shell.tsx";

type Slots = ShellSlots & {
  children: ReactNode;
  /** `Breadcrumbs` or a `BackLink`, above the page content. */
  breadcrumbs?: ReactNode;
};

type WithAside = {
  aside?: ReactNode;
  /** Accessible name of the aside; defaults to "Related content". */
  asideLabel?: string;
};

function Aside({ aside, asideLabel, className }: WithAside & { className?: string }) {
  if (!aside) return null;
  return (
    <aside
      aria-label={asideLabel ?? t("ui.shell.related")}
      className={cx("flex flex-col gap-6", className)}
    >
      {aside}
    </aside>
  );
}

function Crumbs({ breadcrumbs }: { breadcrumbs: ReactNode }) {
  return breadcrumbs ? <div className={containerClass}>{breadcrumbs}</div> : null;
}

export type MainLayoutProps = Slots & {
  /** Full-width content above the page column (campaign banner, search box). */
  hero?: ReactNode;
};

/** `main`: the home page. Sections stack in the page column. */
export function MainLayout({ hero, breadcrumbs, children, ...shell }: MainLayoutProps) {
  return (
    <PageShell {...shell} mainClassName="pb-section">
      <Crumbs breadcrumbs={breadcrumbs} />
      {hero}
      <div className={cx(containerClass, "flex flex-col gap-section pt-8")}>{children}</div>
    </PageShell>
  );
}

export type ContentLayoutProps = Slots & WithAside;

/** `content`: CMS pages (about, contact, policies, get involved) in a readable column. */
export function ContentLayout({
  breadcrumbs,
  children,
  aside,
  asideLabel,
  ...shell
}: ContentLayoutProps) {
  return (
    <PageShell {...shell}>
      <Crumbs breadcrumbs={breadcrumbs} />
      <div
        className={cx(
          containerClass,
          "grid grid-cols-1 gap-10 py-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]",
        )}
      >
        <div className="flex max-w-prose min-w-0 flex-col gap-6">{children}</div>
        <Aside aside={aside} asideLabel={asideLabel} />
      </div>
    </PageShell>
  );
}

export type SearchLayoutProps = Slots &
  WithAside & {
    /** The search form, above the results. */
    search?: ReactNode;
    /** Related pages ("Here's some information you might find useful"). */
    related?: ReactNode;
    /** Where related pages go: top in one variant, bottom in the other. */
    relatedPosition?: "top" | "bottom";
  };

/** `search`: results, categories, personas, events, favourites, organisations. */
export function SearchLayout({
  breadcrumbs,
  children,
  search,
  related,
  relatedPosition = "bottom",
  aside,
  asideLabel,
  ...shell
}: SearchLayoutProps) {
  return (
    <PageShell {...shell}>
      <Crumbs breadcrumbs={breadcrumbs} />
      {search ? (
        <div className="bg-surface-muted py-6">
          {<div className={containerClass}>{search}</div>}
        </div>
      ) : null}
      <div className={cx(containerClass, "flex flex-col gap-8 py-8")}>
        {relatedPosition === "top" ? related : null}
        <div
          className={cx(
            "grid grid-cols-1 gap-8",
            aside ? "lg:grid-cols-[minmax(0,1fr)_minmax(0,3fr)]" : undefined,
          )}
        >
          <Aside aside={aside} asideLabel={asideLabel} />
          <div className="flex min-w-0 flex-col gap-6">{children}</div>
        </div>
        {relatedPosition === "bottom" ? related : null}
      </div>
    </PageShell>
  );
}

export type DefaultWhiteFooterLayoutProps = Slots & WithAside;

/**
 * `default-white-footer`: a plain page (event detail) whose footer sits on the page background.
 * It re-points the footer tokens, so the footer component is unchanged and the contrast of
 * `text`/`link` on `background` (tested) applies.
 */
export function DefaultWhiteFooterLayout({
  breadcrumbs,
  children,
  aside,
  asideLabel,
  ...shell
}: DefaultWhiteFooterLayoutProps) {
  return (
    <PageShell
      {...shell}
      footerClassName="border-t-4 border-brand [--color-footer:var(--color-background)] [--color-footer-link:var(--color-link)] [--color-on-footer:var(--color-text)]"
    >
      <Crumbs breadcrumbs={breadcrumbs} />
      <div
        className={cx(
          containerClass,
          "grid grid-cols-1 gap-10 py-8",
          aside ? "lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]" : undefined,
        )}
      >
        <div className="flex min-w-0 flex-col gap-6">{children}</div>
        <Aside aside={aside} asideLabel={asideLabel} />
      </div>
    </PageShell>
  );
}

export type InformationLayoutProps = Slots &
  WithAside & {
    /** Page title area (heading, intro), above the two columns. */
    intro?: ReactNode;
  };

/** `information`: landing and topic pages, with "In this topic" navigation beside the text. */
export function InformationLayout({
  breadcrumbs,
  intro,
  children,
  aside,
  asideLabel,
  ...shell
}: InformationLayoutProps) {
  return (
    <PageShell {...shell}>
      <Crumbs breadcrumbs={breadcrumbs} />
      <div className={cx(containerClass, "flex flex-col gap-8 py-8")}>
        {intro}
        <div
          className={cx(
            "grid grid-cols-1 gap-10",
            aside ? "lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]" : undefined,
          )}
        >
          <Aside aside={aside} asideLabel={asideLabel} className="lg:order-first" />
          <div className="flex max-w-prose min-w-0 flex-col gap-6">{children}</div>
        </div>
      </div>
    </PageShell>
  );
}

export type ServicesLayoutProps = Slots &
  WithAside & {
    /** The service's header (name, organisation, tags), across both columns. */
    intro?: ReactNode;
  };

/** `services`: service detail, two thirds content and one third contact/actions; prints cleanly. */
export function ServicesLayout({
  breadcrumbs,
  intro,
  children,
  aside,
  asideLabel,
  ...shell
}: ServicesLayoutProps) {
  return (
    <PageShell {...shell}>
      <Crumbs breadcrumbs={breadcrumbs} />
      <div className={cx(containerClass, "flex flex-col gap-8 py-8")}>
        {intro}
        <div
          className={cx(
            "grid grid-cols-1 gap-10",
            aside ? "lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]" : undefined,
          )}
        >
          <div className="flex min-w-0 flex-col gap-8">{children}</div>
          <Aside aside={aside} asideLabel={asideLabel} />
        </div>
      </div>
    </PageShell>
  );
}

export type ReferralsLayoutProps = Slots;

/** `referrals`: one question per page (referral, feedback) in a narrow column, back link above. */
export function ReferralsLayout({ breadcrumbs, children, ...shell }: ReferralsLayoutProps) {
  return (
    <PageShell {...shell}>
      <div className={cx(containerClass, "py-4")}>{breadcrumbs}</div>
      <div className={cx(containerClass, "pb-section")}>
        <div className="flex max-w-prose flex-col gap-6">{children}</div>
      </div>
    </PageShell>
  );
}

/** The layouts by their name in the route table (product spec §2). */
export const layouts = {
  main: MainLayout,
  content: ContentLayout,
  search: SearchLayout,
  "default-white-footer": DefaultWhiteFooterLayout,
  information: InformationLayout,
  services: ServicesLayout,
  referrals: ReferralsLayout,
} as const;

export type LayoutName = keyof typeof layouts;
