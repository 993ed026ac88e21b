import { t } from "@hub/core/messages";

import { Radios } from "../radios/index.ts";
import { TextInput } from "../text-input/index.ts";

/** The query parameters the filter submits: the choice, and the day and time of "at". */
export const HAPPENING_PARAMS = {
  choice: "happening",
  day: "happening_day",
  time: "happening_time",
} as const;

/** Any time (""), happening now, or happening at a day and time. */
export type HappeningChoice = "" | "now" | "at";

export type HappeningFilterProps = {
  /** Id of the first radio; the day and time fields are `-day` and `-time` after it. */
  idPrefix: string;
  choice: HappeningChoice;
  /** The day (`YYYY-MM-DD`) and time (`HH:MM`) as given, kept even when they are not valid. */
  day: string;
  time: string;
  errors?: { day?: string | undefined; time?: string | undefined };
};

/** The ids of the day and time fields, for an error summary's links. */
export const happeningFieldIds = (idPrefix: string) => ({
  day: `${idPrefix}-day`,
  time: `${idPrefix}-time`,
});

/**
 * Whether events are on: at any time, now, or at a day and time revealed under its choice (no
 * script needed), the wording of the services' opening times filter.
 */
export function HappeningFilter({
  idPrefix,
  choice,
  day,
  time,
  errors = {},
}: HappeningFilterProps) {
  const ids = happeningFieldIds(idPrefix);
  return (
    <Radios
      name={HAPPENING_PARAMS.choice}
      idPrefix={idPrefix}
      legend={t("ui.search.filters.happening")}
      legendSize="s"
      value={choice}
      items={[
        { value: "", label: t("ui.search.filters.openAny") },
        { value: "now", label: t("ui.search.filters.happeningNow") },
        {
          value: "at",
          label: t("ui.search.filters.happeningAt"),
          conditional: (
            <div className="flex flex-wrap gap-4">
              <TextInput
                id={ids.day}
                name={HAPPENING_PARAMS.day}
                type="date"
                label={t("ui.search.filters.openDay")}
                width="10"
                defaultValue={day}
                {...(errors.day ? { error: errors.day } : {})}
              />
              <TextInput
                id={ids.time}
                name={HAPPENING_PARAMS.time}
                type="time"
                label={t("ui.search.filters.openTime")}
                width="10"
                defaultValue={time}
                {...(errors.time ? { error: errors.time } : {})}
              />
            </div>
          ),
        },
      ]}
    />
  );
}
