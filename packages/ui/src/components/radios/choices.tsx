import type { ReactNode } from "react";

import { cx } from "../../lib/cx.ts";
import { fieldIds, groupClass } from "../../lib/field.ts";
import { ErrorMessage } from "../error-message/error-message.tsx";
import type { LegendSize } from "../fieldset/fieldset.tsx";
import { Fieldset } from "../fieldset/fieldset.tsx";
import { Hint } from "../hint/hint.tsx";

export type ChoiceItem = {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
  /** A follow-up shown when this item is chosen (CSS only, works without JavaScript). */
  conditional?: ReactNode;
  disabled?: boolean;
};

export type ChoicesProps = {
  name: string;
  /** Id of the first input (what an error summary links to); others get `-2`, `-3`… */
  idPrefix?: string;
  legend: ReactNode;
  legendSize?: LegendSize;
  isPageHeading?: boolean;
  hint?: ReactNode;
  error?: string;
  items: ChoiceItem[];
  /** Side by side (for two short options such as Yes/No). */
  inline?: boolean;
};

type InternalProps = ChoicesProps & {
  type: "radio" | "checkbox";
  isChecked: (value: string) => boolean;
};

/** Shared markup of GOV.UK radios and checkboxes. */
export function Choices({
  type,
  name,
  idPrefix = name,
  legend,
  legendSize,
  isPageHeading,
  hint,
  error,
  items,
  inline = false,
  isChecked,
}: InternalProps) {
  const { hintId, errorId, describedBy } = fieldIds(idPrefix, { hint, error });
  return (
    <div className={groupClass(error)}>
      <Fieldset
        legend={legend}
        legendSize={legendSize}
        isPageHeading={isPageHeading}
        describedBy={describedBy}
      >
        {hintId ? <Hint id={hintId}>{hint}</Hint> : null}
        {errorId ? <ErrorMessage id={errorId}>{error}</ErrorMessage> : null}
        <div className={cx("flex gap-3", inline ? "flex-row flex-wrap gap-x-8" : "flex-col")}>
          {items.map((item, index) => {
            const id = index === 0 ? idPrefix : `${idPrefix}-${index + 1}`;
            const itemHintId = item.hint ? `${id}-item-hint` : undefined;
            const label = (
              <label htmlFor={id} className={cx("cursor-pointer", itemHintId ? null : "pt-0.5")}>
                {item.label}
              </label>
            );
            // Only the wrappers an item needs: the filters render dozens of these on every search.
            const choice = (
              <div key={item.value} className="hub-choice flex items-start gap-3">
                <input
                  id={id}
                  name={name}
                  type={type}
                  value={item.value}
                  defaultChecked={isChecked(item.value)}
                  disabled={item.disabled}
                  aria-describedby={itemHintId}
                  className={cx(
                    "mt-0.5 size-7 shrink-0 cursor-pointer accent-text",
                    type === "radio" ? "rounded-full" : "rounded-sm",
                  )}
                />
                {itemHintId ? (
                  <div className="flex flex-col gap-1 pt-0.5">
                    {label}
                    <Hint id={itemHintId}>{item.hint}</Hint>
                  </div>
                ) : (
                  label
                )}
              </div>
            );
            if (!item.conditional) return choice;
            return (
              <div key={item.value}>
                {choice}
                <div
                  id={`conditional-${id}`}
                  className="hub-conditional mt-3 ml-3.5 border-l-4 border-border-subtle pl-6"
                >
                  {item.conditional}
                </div>
              </div>
            );
          })}
        </div>
      </Fieldset>
    </div>
  );
}
