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
   * toggle that says what they are set to, so the results come first on a phone. `"whole"`
   * folds the keyword and the button too, where the search narrows a list already shown (a
   * category or persona).
   */
  compact?: boolean | "whole";
};

function milesText(miles: number): string {
  return miles === 1 ? t("ui.search.oneMile") : t("ui.search.miles", { miles });
}

/** What a whole folded form says: what it searches for, if anything yet. */
function wholeSummary(keyword: string, place: { postcode: string; miles: number } | null): string {
  const chosen = [
    ...(keyword === "" ? [] : [t("ui.search.keywordChosen", { query: keyword })]),
    ...(place === null
      ? []
      : [
          t("ui.search.placeWithin", {
            postcode: place.postcode,
            distance: milesText(place.miles),
          }),
        ]),
  ];
  return chosen.length === 0
    ? t("ui.search.within")
    : t("ui.search.withinChosen", { chosen: chosen.join(", ") });
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
  const whole = compact === "whole" ? folded : undefined;
  const place = postcode?.trim() ?? "";
  const keyword = query?.trim() ?? "";
  // Open when a field has an error, so the error shows beside it.
  const toggle =
    compact === "whole" ? (
      <NarrowToggle below="md" open={errors.query !== undefined || errors.postcode !== undefined}>
        {wholeSummary(keyword, place === "" ? null : { postcode: place, miles: chosen })}
      </NarrowToggle>
    ) : compact ? (
      <NarrowToggle below="md" open={errors.postcode !== undefined}>
        {place === ""
          ? t("ui.search.place")
          : t("ui.search.placeChosen", { postcode: place, distance: milesText(chosen) })}
      </NarrowToggle>
    ) : null;
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
      {whole ? toggle : null}
      <div className={cx("md:min-w-0 md:flex-[2_1_20rem]", whole)}>
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
      {whole ? null : toggle}
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
      <div className={whole}>
        <Button type="submit">
          <Icon name="search" />
          {t("ui.search.submit")}
        </Button>
      </div>
    </form>
  );
}
