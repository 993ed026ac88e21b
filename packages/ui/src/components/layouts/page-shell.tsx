import type { ReactNode } from "react";

import { cx } from "../../lib/cx.ts";
import { SkipLink } from "../skip-link/skip-link.tsx";

export type ShellSlots = {
  /** `Header` with the variant's menu. */
  header: ReactNode;
  /** `Footer`. */
  footer: ReactNode;
  /** `CookieBanner`: first in the body, before the skip link (GOV.UK). */
  cookieBanner?: ReactNode;
  /** Defaults to `<SkipLink />`. */
  skipLink?: ReactNode;
  /** `EnvironmentBanner`. */
  environmentBanner?: ReactNode;
  /** `ExitThisPage`, on pages about sensitive topics only. */
  exitThisPage?: ReactNode;
  /** `PhaseBanner`. */
  phaseBanner?: ReactNode;
  /**
   * The last thing inside `<main>`, after the page's own content: GOV.UK's "report a problem
   * with this page" link.
   */
  pageEnd?: ReactNode;
};

export type PageShellProps = ShellSlots & {
  children: ReactNode;
  /** Classes of the `<main>` element. */
  mainClassName?: string;
  /** Wraps the footer, e.g. to give it other token values. */
  footerClassName?: string;
};

/**
 * The chrome every layout shares, in document order: cookie banner, the page's `<header>`
 * landmark (skip link, environment banner, `Header`, phase banner), exit-this-page (GOV.UK: at
 * the top of the content, after the header), `<main id="main-content">` ending with `pageEnd`,
 * and the footer. Every piece of content sits in a landmark (axe's `region` rule): the cookie
 * banner and exit-this-page are regions of their own.
 */
export function PageShell({
  header,
  footer,
  cookieBanner,
  skipLink = <SkipLink />,
  environmentBanner,
  exitThisPage,
  phaseBanner,
  pageEnd,
  children,
  mainClassName,
  footerClassName,
}: PageShellProps) {
  return (
    <div className="flex min-h-screen flex-col bg-background text-text">
      {cookieBanner}
      <header className="hub-masthead">
        {skipLink}
        {environmentBanner}
        {header}
        {phaseBanner}
      </header>
      {exitThisPage}
      <main id="main-content" tabIndex={-1} className={cx("flex-1", mainClassName)}>
        {children}
        {pageEnd ? (
          <div className={cx(containerClass, "pt-8")} data-print="hide">
            {pageEnd}
          </div>
        ) : null}
      </main>
      {footerClassName ? <div className={footerClassName}>{footer}</div> : footer}
    </div>
  );
}

/** The page's centred column. */
export const containerClass = "mx-auto w-full max-w-page px-gutter";
