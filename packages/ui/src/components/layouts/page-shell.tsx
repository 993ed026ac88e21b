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
};

export type PageShellProps = ShellSlots & {
  children: ReactNode;
  /** Classes of the `<main>` element. */
  mainClassName?: string;
  /** Wraps the footer, e.g. to give it other token values. */
  footerClassName?: string;
};

/**
 * The chrome every layout shares, in document order: cookie banner, skip link, environment
 * banner, exit-this-page, header, phase banner, `<main id="main-content">`, footer.
 */
export function PageShell({
  header,
  footer,
  cookieBanner,
  skipLink = <SkipLink />,
  environmentBanner,
  exitThisPage,
  phaseBanner,
  children,
  mainClassName,
  footerClassName,
}: PageShellProps) {
  return (
    <div className="flex min-h-screen flex-col bg-background text-text">
      {cookieBanner}
      {skipLink}
      {environmentBanner}
      {exitThisPage}
      {header}
      {phaseBanner}
      <main id="main-content" tabIndex={-1} className={cx("flex-1", mainClassName)}>
        {children}
      </main>
      {footerClassName ? <div className={footerClassName}>{footer}</div> : footer}
    </div>
  );
}

/** The page's centred column. */
export const containerClass = "mx-auto w-full max-w-page px-gutter";
