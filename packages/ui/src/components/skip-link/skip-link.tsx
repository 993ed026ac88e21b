import { t } from "@hub/core/messages";

export type SkipLinkProps = {
  /** The id-fragment of the page's main content. */
  href?: string;
  /** Text override; defaults to "Skip to main content". */
  children?: string;
};

/** The first focusable element of every page: hidden until focused, then shown at the top. */
export function SkipLink({ href = "#main-content", children }: SkipLinkProps) {
  return (
    <a
      href={href}
      className="hub-skip-link sr-only block bg-focus p-3 text-on-focus focus:not-sr-only focus:block"
    >
      {children ?? t("ui.skipLink")}
    </a>
  );
}
