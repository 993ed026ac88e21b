import { t } from "@hub/core/messages";
import type { ReactNode, TextareaHTMLAttributes } from "react";

import { cx } from "../../lib/cx.ts";
import { errorBorderClass, fieldIds, groupClass, inputBorderClass } from "../../lib/field.ts";
import { ErrorMessage } from "../error-message/error-message.tsx";
import { Hint } from "../hint/hint.tsx";
import { FieldLabel } from "../text-input/text-input.tsx";
import { CharacterCountMessage } from "./character-count-message.tsx";

export type TextareaProps = {
  id: string;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  isPageHeading?: boolean;
  optional?: boolean;
  /**
   * Adds a GOV.UK character count. The limit is not enforced on the field (people may type past
   * it and trim); the server validates it.
   */
  characterLimit?: number;
  defaultValue?: string;
} & Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  "id" | "name" | "className" | "defaultValue" | "maxLength"
>;

/** GOV.UK textarea, optionally with a character count. */
export function Textarea({
  id,
  name,
  label,
  hint,
  error,
  isPageHeading,
  optional,
  characterLimit,
  defaultValue,
  rows = 5,
  ...textarea
}: TextareaProps) {
  const countId = characterLimit === undefined ? undefined : `${id}-info`;
  const { hintId, errorId, describedBy } = fieldIds(id, {
    hint,
    error,
    extra: [countId, textarea["aria-describedby"]].filter(Boolean).join(" ") || undefined,
  });
  return (
    <div className={groupClass(error)}>
      <FieldLabel htmlFor={id} isPageHeading={isPageHeading} optional={optional}>
        {label}
      </FieldLabel>
      {hintId ? <Hint id={hintId}>{hint}</Hint> : null}
      {errorId ? <ErrorMessage id={errorId}>{error}</ErrorMessage> : null}
      <textarea
        {...textarea}
        id={id}
        name={name}
        rows={rows}
        defaultValue={defaultValue}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        className={cx("w-full rounded-sm px-2 py-1", inputBorderClass, error && errorBorderClass)}
      />
      {countId && characterLimit !== undefined ? (
        <CharacterCountMessage
          id={countId}
          textareaId={id}
          limit={characterLimit}
          initialLength={defaultValue?.length ?? 0}
          texts={{
            limit: t("ui.forms.characterCount.limit", { limit: characterLimit }),
            remaining: t("ui.forms.characterCount.remaining", { count: "{count}" }),
            remainingOne: t("ui.forms.characterCount.remainingOne"),
            over: t("ui.forms.characterCount.over", { count: "{count}" }),
            overOne: t("ui.forms.characterCount.overOne"),
          }}
        />
      ) : null}
    </div>
  );
}
