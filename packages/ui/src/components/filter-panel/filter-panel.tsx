import { useId } from "react";

import type { WaitTime } from "@hub/api-client/schemas";
import { WAIT_TIMES } from "@hub/api-client/values";
import { t } from "@hub/core/messages";

import { cx } from "../../lib/cx.ts";
import { Button } from "../button/index.ts";
import { Checkboxes } from "../checkboxes/index.ts";
import { Icon } from "../icon/index.ts";
import { NarrowToggle, narrowContent } from "../narrow-toggle/index.ts";
import { Radios } from "../radios/index.ts";
import { Select } from "../select/index.ts";
import { OPEN_TIMES, openAtLabel } from "./open-times.ts";
import type { OpenDay } from "./open-times.ts";

export type SearchParams = Readonly<Record<string, string | readonly string[] | undefined>>;

export type { WaitTime, OpenDay };
export { WAIT_TIMES };

export type EligibilityFilter = {
  /** Query parameter, e.g. `age`. */
  param: string;
  /** Legend, e.g. "Age". */
  label: string;
  /** The group's children; the group is hidden when there are none. */
  options: readonly { value: string; label: string }[];
};

export type FilterPanelProps = {
  /** The results page the form submits to (GET). */
  action: string;
  /** The current query string; values may be repeated or comma-separated. */
  params: SearchParams;
  eligibilityFilters?: readonly EligibilityFilter[];
  /**
   * The days "open on a day and time" offers, soonest first; without them there is no opening
   * times filter.
   */
  openDays?: readonly OpenDay[];
  headingLevel?: 2 | 3;
  idPrefix?: string;
  /**
   * Below the `lg` breakpoint (where the filters sit above the results), fold them behind a
   * toggle that says how many are applied, so the results come first on a phone.
   */
  folds?: boolean;
};

/**
 * Set by this form (besides the eligibility groups); everything else (keyword, postcode, view,
 * order) rides along hidden.
 */
export const FILTER_PANEL_PARAMS = [
  "is_free",
  "wait_time",
  "open",
  "open_day",
  "open_time",
  "page",
] as const;

/** The values of a parameter, whether repeated (`age=a&age=b`) or comma-separated. */
export function paramValues(params: SearchParams, name: string): string[] {
  const raw = params[name];
  const list = typeof raw === "string" ? [raw] : (raw ?? []);
  return list
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter(Boolean);
}

/** `action?…` from parameters, repeating a key for each of its values; `page` is always dropped. */
export function buildHref(action: string, params: SearchParams): string {
  const search = new URLSearchParams();
  for (const [name, raw] of Object.entries(params)) {
    if (name === "page" || raw === undefined) continue;
    for (const value of typeof raw === "string" ? [raw] : raw) {
      if (value !== "") search.append(name, value);
    }
  }
  const query = search.toString();
  return query ? `${action}?${query}` : action;
}

type SelectedFilter = { key: string; label: string; href: string };

function without(params: SearchParams, name: string, value?: string): SearchParams {
  const next: Record<string, string | readonly string[] | undefined> = { ...params };
  next[name] =
    value === undefined ? undefined : paramValues(params, name).filter((item) => item !== value);
  return next;
}

/** "Open now" or "Open Monday 30 November at 9:30am", as chosen; null for any time. */
function openFilterLabel(params: SearchParams, openDays: readonly OpenDay[]): string | null {
  const open = paramValues(params, "open")[0];
  if (open === "now") return t("ui.search.filters.openNow");
  const day = paramValues(params, "open_day")[0] ?? "";
  const time = paramValues(params, "open_time")[0] ?? "";
  return open === "at" ? openAtLabel(day, time, openDays) : null;
}

function selectedFilters(
  action: string,
  params: SearchParams,
  eligibility: readonly EligibilityFilter[],
  openDays: readonly OpenDay[],
): SelectedFilter[] {
  const selected: SelectedFilter[] = [];
  const open = openFilterLabel(params, openDays);
  if (open !== null) {
    selected.push({
      key: "open",
      label: open,
      href: buildHref(action, {
        ...params,
        open: undefined,
        open_day: undefined,
        open_time: undefined,
      }),
    });
  }
  if (paramValues(params, "is_free").includes("true")) {
    selected.push({
      key: "is_free",
      label: t("ui.search.filters.freeOnly"),
      href: buildHref(action, without(params, "is_free")),
    });
  }
  const waitTime = paramValues(params, "wait_time")[0];
  if (waitTime && (WAIT_TIMES as readonly string[]).includes(waitTime)) {
    selected.push({
      key: "wait_time",
      label: `${t("ui.search.filters.waitTime")}: ${t(`ui.search.filters.waitTimes.${waitTime as WaitTime}`)}`,
      href: buildHref(action, without(params, "wait_time")),
    });
  }
  for (const group of eligibility) {
    for (const value of paramValues(params, group.param)) {
      const option = group.options.find((item) => item.value === value);
      selected.push({
        key: `${group.param}-${value}`,
        label: `${group.label}: ${option?.label ?? value}`,
        href: buildHref(action, without(params, group.param, value)),
      });
    }
  }
  return selected;
}

/**
 * Search filters as a server-rendered GET form (GOV.UK finder pattern): free only, wait time
 * and eligibility groups, with the selected filters as links that remove them and a
 * "Clear all filters" link. Keyword, postcode, order and the rest of the query ride along
 * hidden (the order is chosen beside the results: `OrderToggle`).
 */
export function FilterPanel({
  action,
  params,
  eligibilityFilters = [],
  openDays = [],
  headingLevel = 2,
  idPrefix = "filters",
  folds = false,
}: FilterPanelProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as "h3" | "h4";
  const groups = eligibilityFilters.filter((group) => group.options.length > 0);
  const ownParams = new Set<string>([
    ...FILTER_PANEL_PARAMS,
    ...eligibilityFilters.map((group) => group.param),
  ]);
  const kept = Object.fromEntries(Object.entries(params).filter(([name]) => !ownParams.has(name)));
  const selected = selectedFilters(action, params, groups, openDays);
  const waitTime = paramValues(params, "wait_time")[0] ?? "";
  const [removeBefore = "", removeAfter = ""] = t("ui.search.filters.remove", {
    filter: "\u0000",
  }).split("\u0000");
  const anyEligibility = groups.some((group) => paramValues(params, group.param).length > 0);
  const folded = folds ? narrowContent("lg") : undefined;

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      {/* Folded on a phone, the toggle says what the heading says: the heading stays for screen readers. */}
      <Heading
        id={titleId}
        className={cx("flex items-center gap-2 text-lg", folds && "max-lg:sr-only")}
      >
        <Icon name="sliders-horizontal" />
        {t("ui.search.filters.title")}
      </Heading>
      {folds ? (
        <NarrowToggle icon="sliders-horizontal">
          {selected.length > 0
            ? t("ui.search.filters.titleApplied", { count: selected.length })
            : t("ui.search.filters.title")}
        </NarrowToggle>
      ) : null}
      {selected.length > 0 ? (
        <div className={cx("flex flex-col gap-2", folded)}>
          <SubHeading className="text-base">{t("ui.search.filters.selected")}</SubHeading>
          <ul className="flex flex-wrap gap-2">
            {selected.map((filter) => (
              <li key={filter.key}>
                <a
                  href={filter.href}
                  className="inline-flex min-h-target items-center gap-1 rounded-sm border-2 border-border bg-surface px-2 py-0.5 text-sm"
                >
                  {removeBefore ? <span className="sr-only">{removeBefore}</span> : null}
                  {filter.label}
                  {removeAfter ? <span className="sr-only">{removeAfter}</span> : null}
                  <Icon name="x" />
                </a>
              </li>
            ))}
          </ul>
          <p>
            <a href={buildHref(action, kept)}>{t("ui.search.filters.clearAll")}</a>
          </p>
        </div>
      ) : null}
      <form action={action} method="get" className={cx("flex flex-col gap-6", folded)}>
        {Object.entries(kept).flatMap(([name, raw]) =>
          (typeof raw === "string" ? [raw] : (raw ?? [])).map((value, index) => (
            <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
          )),
        )}
        <Checkboxes
          name="is_free"
          idPrefix={`${idPrefix}-is-free`}
          legend={t("ui.search.filters.cost")}
          legendSize="s"
          items={[{ value: "true", label: t("ui.search.filters.freeOnly") }]}
          values={paramValues(params, "is_free")}
        />
        <Select
          id={`${idPrefix}-wait-time`}
          name="wait_time"
          label={t("ui.search.filters.waitTime")}
          defaultValue={waitTime}
          options={[
            { value: "", text: t("ui.search.filters.anyWaitTime") },
            ...WAIT_TIMES.map((value) => ({
              value,
              text: t(`ui.search.filters.waitTimes.${value}`),
            })),
          ]}
        />
        {openDays.length > 0 ? (
          <OpenFilter idPrefix={idPrefix} params={params} openDays={openDays} />
        ) : null}
        {groups.length > 0 ? (
          <details open={anyEligibility} className="flex flex-col gap-4">
            <summary className="min-h-target cursor-pointer font-bold text-link">
              {t("ui.search.filters.eligibility")}
            </summary>
            <p className="mt-2 text-text-muted">{t("ui.search.filters.eligibilityHint")}</p>
            <div className="mt-4 flex flex-col gap-6">
              {groups.map((group) => (
                <Checkboxes
                  key={group.param}
                  name={group.param}
                  idPrefix={`${idPrefix}-${group.param}`}
                  legend={group.label}
                  legendSize="s"
                  items={group.options.map((option) => ({
                    value: option.value,
                    label: option.label,
                  }))}
                  values={paramValues(params, group.param)}
                />
              ))}
            </div>
          </details>
        ) : null}
        <div>
          <Button type="submit">{t("ui.search.filters.apply")}</Button>
        </div>
      </form>
    </section>
  );
}

/** Any time, open now, or open on a chosen day and time (revealed under its choice, no script). */
function OpenFilter({
  idPrefix,
  params,
  openDays,
}: {
  idPrefix: string;
  params: SearchParams;
  openDays: readonly OpenDay[];
}) {
  const open = paramValues(params, "open")[0] ?? "";
  const day = paramValues(params, "open_day")[0] ?? "";
  const time = paramValues(params, "open_time")[0] ?? "";
  return (
    <Radios
      name="open"
      idPrefix={`${idPrefix}-open`}
      legend={t("ui.search.filters.open")}
      legendSize="s"
      value={open === "now" || open === "at" ? open : ""}
      items={[
        { value: "", label: t("ui.search.filters.openAny") },
        { value: "now", label: t("ui.search.filters.openNow") },
        {
          value: "at",
          label: t("ui.search.filters.openAt"),
          conditional: (
            <div className="flex flex-wrap gap-4">
              <Select
                id={`${idPrefix}-open-day`}
                name="open_day"
                label={t("ui.search.filters.openDay")}
                defaultValue={
                  openDays.some((each) => each.value === day) ? day : openDays[0]?.value
                }
                options={openDays.map((each) => ({ value: each.value, text: each.label }))}
              />
              <Select
                id={`${idPrefix}-open-time`}
                name="open_time"
                label={t("ui.search.filters.openTime")}
                defaultValue={OPEN_TIMES.some((each) => each.value === time) ? time : "09:00"}
                options={OPEN_TIMES.map((each) => ({ value: each.value, text: each.label }))}
              />
            </div>
          ),
        },
      ]}
    />
  );
}
