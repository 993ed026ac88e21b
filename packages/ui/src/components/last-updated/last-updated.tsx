import { t } from "@hub/core/messages";
import { formatLongDate, todayInLondon } from "@hub/opening-times";

export type LastUpdatedProps = {
  /** ISO date-time, e.g. the service's `last_modified_at`. */
  date: string | null | undefined;
};

/** "Page last updated 24th November 2026" (the date in Europe/London). */
export function LastUpdated({ date }: LastUpdatedProps) {
  if (!date) return null;
  const moment = new Date(date);
  if (Number.isNaN(moment.getTime())) return null;
  const day = todayInLondon(moment);
  const [before, after = ""] = t("ui.detail.lastUpdated", { date: "\u0000" }).split("\u0000");
  return (
    <p className="text-sm text-text-muted">
      {before}
      <time dateTime={day}>{formatLongDate(day)}</time>
      {after}
    </p>
  );
}
