import { t } from "@hub/core/messages";
import type { ReactNode } from "react";

export type TranslateSlotProps = {
  /** Where the variant's translate widget mounts (Google's widget looks for this id). */
  id?: string;
  /** Accessible name of the group; defaults to "Translate this page". */
  label?: string;
  /** Server-rendered fallback, e.g. a link to a translation service. */
  children?: ReactNode;
};

/**
 * An empty, labelled place for a variant's translate widget (a third-party script the variant
 * loads after consent). Render it once per page: the widget finds it by id.
 */
export function TranslateSlot({
  id = "google_translate_element",
  label,
  children,
}: TranslateSlotProps) {
  return (
    <div
      id={id}
      role="group"
      aria-label={label ?? t("ui.shell.translateLabel")}
      className="min-h-6 text-sm"
      data-print="hide"
    >
      {children}
    </div>
  );
}
