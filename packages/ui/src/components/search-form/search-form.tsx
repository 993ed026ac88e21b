import type { ReactNode } from "react";

import { t } from "@hub/core/messages";

import { cx } from "../../lib/cx.ts";
import { Button } from "../button/index.ts";
import { Icon } from "../icon/index.ts";
import { NarrowToggle, narrowContent } from "../narrow-toggle/index.ts";
import { Select } from "../select/index.ts";
import { TextInput } from "../text-input/index.ts";

export const DISTANCES = [1, 3, 5, 10, 20] as const;

export type SearchFormProps = {
  /** Where the form goes, e.g. `/results` (a plain GET, so it works without JavaScript). */
  action: string;
  query?: string | null;
  postcode?: string | null;
  /** Miles; 1 when not given. */
  distance?: number | null;
  distances?: readonly number[];
  /** Other query parameters to keep (category, filters…). */
  hiddenFields?: Readonly<Record<string, string | readonly string[] | undefined>>;
  /** Prefix of the field ids, when a page has two search forms. */
  idPrefix?: string;
  keywordLabel?: ReactNode;
  postcodeHint?: ReactNode;
  /** Messages for fields the server rejected; the same wording goes in the page's error summary. */
  errors?: { query?: string; postcode?: string };
  /**
   * Once a search has been made: below the `md` breakpoint, postcode and distance fold behind a
   * toggle that says what they are set to, so the results come first on a phone.
   */
  compact?: boolean;
};

function milesText(miles: number): string {
  return miles === 1 ? t("ui.search.oneMile") : t("ui.search.miles", { miles });
}

/** Keyword, postcode and distance: the service search as a plain GET form with visible labels. */
export function SearchForm({
  action,
  query,
  postcode,
  distance,
  distances = DISTANCES,
  hiddenFields = {},
  idPrefix = "search",
  keywordLabel,
  postcodeHint,
  errors = {},
  compact = false,
}: SearchFormProps) {
  const chosen = distance && distances.includes(distance) ? distance : (distances[0] ?? 1);
  const folded = compact ? narrowContent("md") : undefined;
  const place = postcode?.trim() ?? "";
  return (
    <form
      role="search"
      aria-label={t("ui.search.formLabel")}
      action={action}
      method="get"
      className="flex flex-col gap-4 md:flex-row md:flex-wrap md:items-end"
    >
      {Object.entries(hiddenFields).flatMap(([name, value]) =>
        (typeof value === "string" ? [value] : (value ?? [])).map((item, index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={item} />
        )),
      )}
      <div className="md:min-w-0 md:flex-[2_1_20rem]">
        <TextInput
          id={`${idPrefix}-query`}
          name="query"
          type="search"
          label={keywordLabel ?? t("ui.search.keyword")}
          defaultValue={query ?? ""}
          enterKeyHint="search"
          error={errors.query}
        />
      </div>
      {compact ? (
        // Open when the postcode has an error, so the error shows beside its field.
        <NarrowToggle below="md" open={errors.postcode !== undefined}>
          {place === ""
            ? t("ui.search.place")
            : t("ui.search.placeChosen", { postcode: place, distance: milesText(chosen) })}
        </NarrowToggle>
      ) : null}
      <div className={cx("md:flex-[1_1_10rem]", folded)}>
        <TextInput
          id={`${idPrefix}-postcode`}
          name="postcode"
          label={t("ui.search.postcode")}
          hint={postcodeHint}
          optional
          width="10"
          autoComplete="postal-code"
          defaultValue={postcode ?? ""}
          error={errors.postcode}
        />
      </div>
      <div className={cx("md:flex-[0_1_10rem]", folded)}>
        <Select
          id={`${idPrefix}-distance`}
          name="distance"
          label={t("ui.search.distance")}
          defaultValue={String(chosen)}
          options={distances.map((miles) => ({ value: String(miles), text: milesText(miles) }))}
        />
      </div>
      <div>
        <Button type="submit">
          <Icon name="search" />
          {t("ui.search.submit")}
        </Button>
      </div>
    </form>
  );
}
