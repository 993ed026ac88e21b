import { t } from "@hub/core/messages";

import { cx } from "../../lib/cx.ts";

export type SkeletonProps = {
  /** `text`: lines of text; `card`: a result card; `tile`: a category tile. */
  shape?: "text" | "card" | "tile";
  /** How many lines, cards or tiles. */
  count?: number;
  /** Read to screen readers instead; defaults to "Loading". */
  label?: string;
};

const block = "rounded-md bg-border-subtle animate-pulse motion-reduce:animate-none";

/** A placeholder while a streamed section loads (stands still when reduced motion is preferred). */
export function Skeleton({ shape = "text", count = 3, label }: SkeletonProps) {
  const items = Array.from({ length: count }, (_, index) => index);
  return (
    <div role="status" aria-busy="true" className="w-full">
      <span className="sr-only">{label ?? t("ui.feedback.loading")}</span>
      <div
        aria-hidden="true"
        className={cx(
          shape === "text" && "flex flex-col gap-3",
          shape === "card" && "flex flex-col gap-4",
          shape === "tile" && "grid gap-4 md:grid-cols-2 lg:grid-cols-3",
        )}
      >
        {items.map((index) =>
          shape === "text" ? (
            <div
              key={index}
              className={cx(block, "h-4", index === count - 1 ? "w-2/3" : "w-full")}
            />
          ) : shape === "card" ? (
            <div
              key={index}
              className="flex flex-col gap-3 rounded-md border border-border-subtle p-4"
            >
              <div className={cx(block, "h-6 w-1/2")} />
              <div className={cx(block, "h-4 w-full")} />
              <div className={cx(block, "h-4 w-5/6")} />
            </div>
          ) : (
            <div
              key={index}
              className="flex items-center gap-4 rounded-md border border-border-subtle p-4"
            >
              <div className={cx(block, "h-[100px] w-[150px] shrink-0")} />
              <div className={cx(block, "h-5 w-1/2")} />
            </div>
          ),
        )}
      </div>
    </div>
  );
}
