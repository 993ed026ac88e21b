import { useId } from "react";

import { t } from "@hub/core/messages";
import { safeHref } from "@hub/core/urls";

import { BreakableAddress } from "../breakable-address/index.ts";
import type { DetailKind } from "../detail-header/index.ts";
import { kindWord } from "../detail-header/index.ts";
import { ExternalLink } from "../external-link/index.ts";
import { Icon } from "../icon/index.ts";
import type { SocialLink } from "../social-links/index.ts";
import { SocialLinks } from "../social-links/index.ts";

export type ContactCardProps = {
  kind: DetailKind;
  /** Whose details these are, for the social links' names. */
  name: string;
  contactName?: string | null;
  website?: string | null;
  phone?: string | null;
  email?: string | null;
  /** The service's own accounts, else its organisation's. */
  socialLinks?: readonly SocialLink[];
  headingLevel?: 2 | 3;
  title?: string;
};

/** `tel:` address of a phone number as people type it (a "(0)" after +44 is dropped). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\(0\)/g, "").replace(/[^\d+]/g, "")}`;
}

/** The address without `https://`, `www.` or a trailing slash, for display. */
export function displayUrl(url: string): string {
  return url
    .replace(/^https?:\/\//i, "")
    .replace(/^www\./i, "")
    .replace(/\/$/, "");
}

/** "How can I contact this service?": website, telephone, email and social media. */
export function ContactCard({
  kind,
  name,
  contactName,
  website,
  phone,
  email,
  socialLinks = [],
  headingLevel = 2,
  title,
}: ContactCardProps) {
  const titleId = useId();
  const websiteHref = safeHref(website);
  if (!contactName && !websiteHref && !phone && !email && socialLinks.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  const termClasses = "flex items-center gap-2 font-bold";
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-md border border-border-subtle bg-surface p-4"
    >
      <Heading id={titleId} className="text-lg">
        {title ?? t("ui.detail.contact.title", { type: kindWord(kind) })}
      </Heading>
      <dl className="flex flex-col gap-3">
        {contactName ? (
          <div>
            <dt className={termClasses}>
              <Icon name="user" />
              {t("ui.detail.contact.contactName")}
            </dt>
            <dd className="pl-7">{contactName}</dd>
          </div>
        ) : null}
        {websiteHref ? (
          <div>
            <dt className={termClasses}>
              <Icon name="globe" />
              {t("ui.detail.contact.website")}
            </dt>
            <dd className="pl-7">
              <ExternalLink href={websiteHref}>
                <BreakableAddress>{displayUrl(websiteHref)}</BreakableAddress>
              </ExternalLink>
            </dd>
          </div>
        ) : null}
        {phone ? (
          <div>
            <dt className={termClasses}>
              <Icon name="phone" />
              {t("ui.detail.contact.telephone")}
            </dt>
            <dd className="pl-7">
              <a href={telHref(phone)}>{phone}</a>
            </dd>
          </div>
        ) : null}
        {email ? (
          <div>
            <dt className={termClasses}>
              <Icon name="mail" />
              {t("ui.detail.contact.email")}
            </dt>
            <dd className="pl-7">
              <a href={`mailto:${email}`}>
                <BreakableAddress>{email}</BreakableAddress>
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
      <SocialLinks
        links={socialLinks}
        owner={name}
        heading={{ level: (headingLevel + 1) as 3 | 4 }}
      />
    </section>
  );
}
