import { t } from "@hub/core/messages";
import type { ReactNode } from "react";
import { useId } from "react";

import { cx } from "../../lib/cx.ts";
import type { IconName } from "../icon/icon-names.ts";
import { Icon } from "../icon/icon.tsx";

export type NoticeVariant = "information" | "important" | "success" | "warning";

export type NoticeProps = {
  variant?: NoticeVariant;
  /** Defaults to the variant's name ("Important", "Success"…), so meaning never rests on colour. */
  title?: string;
  children: ReactNode;
  /** Success messages after an action are announced (`role="alert"`); others are regions. */
  announce?: boolean;
};

const styles: Record<NoticeVariant, { box: string; icon: IconName }> = {
  information: { box: "border-info bg-info-surface", icon: "info" },
  important: { box: "border-brand bg-surface-muted", icon: "circle-alert" },
  success: { box: "border-success bg-surface", icon: "circle-check" },
  warning: { box: "border-warning bg-warning-surface", icon: "triangle-alert" },
};

const defaultTitles = {
  information: "ui.feedback.information",
  important: "ui.feedback.important",
  success: "ui.feedback.success",
  warning: "ui.feedback.warning",
} as const;

/** A notice or alert (GOV.UK notification banner): a titled, iconed box with a coloured edge. */
export function Notice({
  variant = "information",
  title,
  children,
  announce = variant === "success",
}: NoticeProps) {
  const titleId = useId();
  const style = styles[variant];
  return (
    <div
      role={announce ? "alert" : "region"}
      aria-labelledby={titleId}
      className={cx("my-6 flex flex-col gap-2 rounded-md border-l-8 p-4 text-text", style.box)}
    >
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-bold">
        <Icon name={style.icon} />
        {title ?? t(defaultTitles[variant])}
      </h2>
      <div className="hub-prose">{children}</div>
    </div>
  );
}
