import type { ReactNode } from "react";

import { cx } from "../../lib/cx.ts";
import { Icon } from "../icon/index.ts";
import type { IconName } from "../icon/index.ts";

/** The width below which the toggle shows: Tailwind's `md` (48rem) or `lg` (64rem). */
export type NarrowBreakpoint = "md" | "lg";

export type NarrowToggleProps = {
  /** What the summary says, e.g. "Filter results (2 applied)". */
  children: ReactNode;
  below?: NarrowBreakpoint;
  /** Open from the start, when what it folds away has something to show at once (an error). */
  open?: boolean;
  icon?: IconName;
};

/**
 * The class of each element a `NarrowToggle` folds away. They must be its later siblings: the
 * stylesheet hides them with `.hub-narrow-toggle-{below}:not([open]) ~ .hub-narrow-content-{below}`.
 */
export function narrowContent(below: NarrowBreakpoint = "lg"): string {
  return `hub-narrow-content-${below}`;
}

/**
 * A disclosure on narrow screens only: a `<details>` holding just its summary, which, while
 * closed, hides the siblings after it that carry `narrowContent(below)`. From the breakpoint up
 * the toggle is gone and they always show, so a wide screen keeps its layout. It is plain HTML
 * and CSS: it works without JavaScript, and a browser that ignores the rules shows everything.
 */
export function NarrowToggle({ children, below = "lg", open = false, icon }: NarrowToggleProps) {
  return (
    <details open={open} className={cx("group", `hub-narrow-toggle-${below}`)}>
      <summary className="inline-flex min-h-target cursor-pointer items-center gap-2 font-bold text-link underline underline-offset-2 hover:decoration-[3px]">
        {icon ? <Icon name={icon} /> : null}
        <span>{children}</span>
        <Icon name="chevron-down" className="transition-transform group-open:rotate-180" />
      </summary>
    </details>
  );
}
