import { t } from "@hub/core/messages";
import type { ReactNode } from "react";

export type FooterLink = { label: string; href: string };

export type FooterSocialLink = {
  network: "facebook" | "twitter" | "other";
  href: string;
  /** Required for `other`; defaults to "{site} on Facebook" / "{site} on Twitter". */
  label?: string;
};

export type FooterProps = {
  siteName: string;
  /** CMS `footer_title`. */
  title?: string;
  /** CMS `footer_content`, already rendered (e.g. with the markdown component). */
  content?: ReactNode;
  /** Policy and help links (privacy, terms, accessibility, cookies…). */
  links: FooterLink[];
  /** "Give feedback": in the same place on every page (WCAG 2.2 consistent help). */
  feedbackHref?: string;
  contactHref?: string;
  /** Social links; a link whose handle is unset ("#") is left out by the caller. */
  social?: FooterSocialLink[];
  /** e.g. a "Members Area" link for organisations. */
  membersArea?: FooterLink;
  /** The council's logo. */
  logo?: ReactNode;
};

const linkClass =
  "text-footer-link visited:text-footer-link hover:text-footer-link inline-flex min-h-6 items-center";

function socialLabel(link: FooterSocialLink, site: string): string {
  if (link.label) return link.label;
  if (link.network === "facebook") return t("footer.facebook", { site });
  if (link.network === "twitter") return t("footer.twitter", { site });
  return link.href;
}

/** Site footer: CMS text, contact and feedback, social links and policy links. */
export function Footer({
  siteName,
  title,
  content,
  links,
  feedbackHref,
  contactHref,
  social = [],
  membersArea,
  logo,
}: FooterProps) {
  return (
    <footer className="mt-section bg-footer text-on-footer">
      <div className="mx-auto grid max-w-page gap-8 px-gutter py-10 md:grid-cols-2">
        {title || content ? (
          <div className="flex flex-col gap-3">
            {title ? <h2 className="text-lg font-bold">{title}</h2> : null}
            {content ? <div className="hub-prose">{content}</div> : null}
          </div>
        ) : null}
        <div className="flex flex-col gap-3">
          <h2 className="text-lg font-bold">{t("footer.getInTouch", { site: siteName })}</h2>
          <ul className="flex flex-col gap-2">
            {contactHref ? (
              <li>
                <a href={contactHref} className={linkClass}>
                  {t("footer.contactUs")}
                </a>
              </li>
            ) : null}
            {feedbackHref ? (
              <li>
                <a href={feedbackHref} className={linkClass}>
                  {t("footer.giveFeedback")}
                </a>
              </li>
            ) : null}
            {social.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={linkClass} rel="noopener">
                  {socialLabel(link, siteName)}
                </a>
              </li>
            ))}
          </ul>
          {membersArea ? (
            <p>
              <a
                href={membersArea.href}
                className="inline-flex min-h-11 items-center rounded-md border-2 border-current px-4 font-bold text-footer-link no-underline visited:text-footer-link hover:text-footer-link hover:underline"
              >
                {membersArea.label}
              </a>
            </p>
          ) : null}
        </div>
      </div>
      <div className="border-t border-current/30">
        <div className="mx-auto flex max-w-page flex-wrap items-center justify-between gap-4 px-gutter py-6">
          <nav aria-label={t("footer.label")}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className={linkClass}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {logo}
        </div>
      </div>
    </footer>
  );
}
