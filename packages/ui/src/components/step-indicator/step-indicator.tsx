import { t } from "@hub/core/messages";

export type StepIndicatorProps = {
  /** 1-based number of this step. */
  current: number;
  total: number;
};

/** "Step 2 of 5", as a caption above the question's heading. */
export function StepIndicator({ current, total }: StepIndicatorProps) {
  const step = Math.min(Math.max(1, current), total);
  return <p className="text-lg text-text-muted">{t("ui.forms.step", { current: step, total })}</p>;
}
