import type { ReactNode } from "react";

import { t } from "@hub/core/messages";
import { safeHref } from "@hub/core/urls";

import { Icon } from "../icon/index.ts";

export type ExternalLinkProps = {
  href: string;
  children: ReactNode;
  className?: string;
  /** Open in a new tab (the default); the link then says so to everyone. */
  newTab?: boolean;
};

/** A link to another site: opens in a new tab, says so in text, and shows an icon. */
export function ExternalLink({ href, children, className, newTab = true }: ExternalLinkProps) {
  const safe = safeHref(href);
  // An address that could run script (`javascript:`) is shown as text, never followed.
  if (safe === undefined) return <span className={className}>{children}</span>;
  if (!newTab) {
    return (
      <a href={safe} className={className}>
        {children}
      </a>
    );
  }
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> {t("ui.externalLink")}</span>
      <Icon name="external-link" className="ml-1 size-4" />
    </a>
  );
}
