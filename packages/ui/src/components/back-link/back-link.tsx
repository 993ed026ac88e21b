import { t } from "@hub/core/messages";

import { Icon } from "../icon/icon.tsx";

export type BackLinkProps = {
  href: string;
  /** Defaults to "Back". */
  children?: string;
};

/** GOV.UK back link: above the page heading, to the previous step. */
export function BackLink({ href, children }: BackLinkProps) {
  return (
    <a
      href={href}
      className="inline-flex min-h-6 items-center gap-1 text-sm text-text visited:text-text hover:text-text"
      data-print="hide"
    >
      <Icon name="chevron-left" />
      {children ?? t("ui.forms.back")}
    </a>
  );
}
