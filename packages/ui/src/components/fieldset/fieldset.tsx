import type { ReactNode } from "react";

import { cx } from "../../lib/cx.ts";

export type LegendSize = "s" | "m" | "l" | "xl";

export type FieldsetProps = {
  legend: ReactNode;
  /** Defaults to "l" for a page heading, "m" otherwise. */
  legendSize?: LegendSize;
  /** The legend is the page's `<h1>` (one question per page). */
  isPageHeading?: boolean;
  /** Ids of the group's hint and error message. */
  describedBy?: string;
  children: ReactNode;
  className?: string;
};

export const legendClass: Record<LegendSize, string> = {
  s: "text-base font-bold",
  m: "text-lg font-bold",
  l: "text-2xl font-bold",
  xl: "text-3xl font-bold",
};

/** Groups related fields under a legend (GOV.UK fieldset). */
export function Fieldset({
  legend,
  legendSize,
  isPageHeading = false,
  describedBy,
  children,
  className,
}: FieldsetProps) {
  const size = legendSize ?? (isPageHeading ? "l" : "m");
  return (
    <fieldset
      aria-describedby={describedBy}
      className={cx("flex min-w-0 flex-col gap-3", className)}
    >
      <legend className={cx("mb-2", legendClass[size])}>
        {isPageHeading ? <h1 className="text-[length:inherit]">{legend}</h1> : legend}
      </legend>
      {children}
    </fieldset>
  );
}
