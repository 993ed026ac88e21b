import type { ReactNode, SelectHTMLAttributes } from "react";

import { cx } from "../../lib/cx.ts";
import { errorBorderClass, fieldIds, groupClass, inputBorderClass } from "../../lib/field.ts";
import { ErrorMessage } from "../error-message/error-message.tsx";
import { Hint } from "../hint/hint.tsx";
import { FieldLabel } from "../text-input/text-input.tsx";

export type SelectOption = { value: string; text: string; disabled?: boolean };

export type SelectProps = {
  id: string;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  options: SelectOption[];
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "name" | "className" | "children">;

/** GOV.UK select. Prefer radios for fewer than about 8 options. */
export function Select({ id, name, label, hint, error, options, ...select }: SelectProps) {
  const { hintId, errorId, describedBy } = fieldIds(id, { hint, error });
  return (
    <div className={groupClass(error)}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {hintId ? <Hint id={hintId}>{hint}</Hint> : null}
      {errorId ? <ErrorMessage id={errorId}>{error}</ErrorMessage> : null}
      <select
        {...select}
        id={id}
        name={name}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        className={cx(
          "min-h-11 w-full max-w-md rounded-sm px-2 py-1",
          inputBorderClass,
          error && errorBorderClass,
        )}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.text}
          </option>
        ))}
      </select>
    </div>
  );
}
