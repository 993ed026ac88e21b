import { t } from "@hub/core/messages";

import { cx } from "../../lib/cx.ts";
import { Icon } from "../icon/icon.tsx";

export type SpinnerProps = {
  /** Defaults to "Loading". */
  label?: string;
  /** Show the label next to the spinner (otherwise it is for screen readers only). */
  showLabel?: boolean;
};

/** A loading indicator; it stops turning when reduced motion is preferred. */
export function Spinner({ label, showLabel = false }: SpinnerProps) {
  const text = label ?? t("ui.feedback.loading");
  return (
    <div role="status" className="inline-flex items-center gap-2 text-text-muted">
      <Icon name="loader-circle" className="size-6 animate-spin motion-reduce:animate-none" />
      <span className={cx(!showLabel && "sr-only")}>{text}</span>
    </div>
  );
}
