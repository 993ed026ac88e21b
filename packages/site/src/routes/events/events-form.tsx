// The `/events` filters: one plain GET form (keyword, category, postcode and distance, dates,
// happening now or at a day and time, yes/no filters), quick date links that keep the other filters, and inline errors that keep
// what was typed. It needs no JavaScript.
import { t } from "@hub/core/messages";
import { paths } from "@hub/core/urls";
import { Button } from "@hub/ui/button";
import { ErrorSummary } from "@hub/ui/error-summary";
import type { ErrorSummaryItem } from "@hub/ui/error-summary";
import { Fieldset } from "@hub/ui/fieldset";
import { HappeningFilter, happeningFieldIds } from "@hub/ui/happening-filter";
import { Select } from "@hub/ui/select";
import { TextInput } from "@hub/ui/text-input";

import { EVENT_DISTANCES, EVENT_FLAGS } from "../../loaders/events.ts";
import type { DateRange, QuickDateRanges } from "../../loaders/event-dates.ts";
import type { EventsCriteria, EventsFieldErrors } from "../../loaders/events.ts";
import { searchHref } from "../../loaders/search-criteria.ts";
import type { SearchParamsRecord } from "../../loaders/search-criteria.ts";

export const EVENTS_FORM_ID = "events";

/** The id of each field, for its label and the error summary's link. */
export const eventsFieldId = (field: string) => `${EVENTS_FORM_ID}-${field}`;

/** The id of the happening filter's first choice; its day and time fields follow from it. */
const HAPPENING_ID = eventsFieldId("happening");
const happeningIds = happeningFieldIds(HAPPENING_ID);

/** Each field that can be wrong, in the order of the form, with the id its error links to. */
const FIELD_ORDER: readonly [keyof EventsFieldErrors, string][] = [
  ["query", eventsFieldId("query")],
  ["postcode", eventsFieldId("postcode")],
  ["from", eventsFieldId("from")],
  ["to", eventsFieldId("to")],
  ["happeningDay", happeningIds.day],
  ["happeningTime", happeningIds.time],
];

export function EventsErrors({ errors }: { errors: EventsFieldErrors }) {
  const items: ErrorSummaryItem[] = FIELD_ORDER.flatMap(([field, fieldId]) => {
    const text = errors[field];
    return text ? [{ fieldId, text }] : [];
  });
  return items.length > 0 ? <ErrorSummary errors={items} /> : null;
}

const QUICK_PICKS = [
  { key: "thisWeek", label: "events.thisWeek" },
  { key: "nextWeek", label: "events.nextWeek" },
  { key: "nextMonth", label: "events.nextMonth" },
] as const;

const linkClass = "inline-flex min-h-target items-center px-1";
const currentLinkClass =
  "inline-flex min-h-target items-center rounded-sm bg-brand px-2 font-bold text-on-brand no-underline visited:text-on-brand hover:text-on-brand";

/** "This week", "Next week", "Next month", "Any date": links, so they work without JavaScript. */
function QuickDates({
  params,
  ranges,
  criteria,
}: {
  params: SearchParamsRecord;
  ranges: QuickDateRanges;
  criteria: EventsCriteria;
}) {
  const link = (range: DateRange | null) =>
    searchHref(paths.events(), params, {
      starts_after: range?.from ?? null,
      ends_before: range?.to ?? null,
      page: null,
    });
  const picks = [
    ...QUICK_PICKS.map(({ key, label }) => ({
      key,
      label: t(label),
      href: link(ranges[key]),
      current: criteria.from === ranges[key].from && criteria.to === ranges[key].to,
    })),
    {
      key: "any",
      label: t("events.anyDate"),
      href: link(null),
      current: criteria.from === "" && criteria.to === "",
    },
  ];
  return (
    <nav aria-label={t("events.quickDates")}>
      <ul className="flex flex-wrap gap-x-4 gap-y-2">
        {picks.map((pick) => (
          <li key={pick.key}>
            <a
              href={pick.href}
              aria-current={pick.current ? "true" : undefined}
              className={pick.current ? currentLinkClass : linkClass}
            >
              {pick.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

type EventDatesProps = {
  params: SearchParamsRecord;
  ranges: QuickDateRanges;
  criteria: EventsCriteria;
  errors: EventsFieldErrors;
};

/** The quick date links, then a from and to date. */
function EventDates({ params, ranges, criteria, errors }: EventDatesProps) {
  return (
    <Fieldset legend={t("events.dates")} legendSize="s">
      <div className="flex flex-col gap-4">
        <QuickDates params={params} ranges={ranges} criteria={criteria} />
        <div className="flex flex-wrap gap-6">
          <TextInput
            id={eventsFieldId("from")}
            name="starts_after"
            type="date"
            label={t("events.from")}
            width="10"
            defaultValue={criteria.from}
            {...(errors.from ? { error: errors.from } : {})}
          />
          <TextInput
            id={eventsFieldId("to")}
            name="ends_before"
            type="date"
            label={t("events.to")}
            width="10"
            defaultValue={criteria.to}
            {...(errors.to ? { error: errors.to } : {})}
          />
        </div>
      </div>
    </Fieldset>
  );
}

/** The yes/no filters, each its own parameter. */
function EventFlags({ criteria }: { criteria: EventsCriteria }) {
  return (
    <Fieldset legend={t("events.filterResults")} legendSize="s">
      <div className="flex flex-col gap-3">
        {EVENT_FLAGS.map(({ param, label }) => (
          <div key={param} className="hub-choice flex items-start gap-3">
            {/* Each filter is its own yes/no parameter, as the API and old links name them. */}
            <input
              id={eventsFieldId(param)}
              name={param}
              type="checkbox"
              value="true"
              defaultChecked={criteria.flags[param]}
              className="mt-0.5 size-7 shrink-0 cursor-pointer rounded-sm accent-text"
            />
            <label htmlFor={eventsFieldId(param)} className="cursor-pointer pt-0.5">
              {t(label)}
            </label>
          </div>
        ))}
      </div>
    </Fieldset>
  );
}

export type EventsFormProps = {
  params: SearchParamsRecord;
  criteria: EventsCriteria;
  errors: EventsFieldErrors;
  categories: readonly { slug: string; name: string }[];
  ranges: QuickDateRanges;
  /** Today in London: the day "happening on a day and time" starts from. */
  today: string;
  filtered: boolean;
};

export function EventsForm({
  params,
  criteria,
  errors,
  categories,
  ranges,
  today,
  filtered,
}: EventsFormProps) {
  return (
    <section aria-labelledby="events-search" className="flex flex-col gap-4">
      <h2 id="events-search" className="text-xl">
        {t("events.searchTitle")}
      </h2>
      <form action={paths.events()} method="get" className="flex flex-col gap-6" noValidate>
        <div className="grid gap-6 md:grid-cols-2">
          <TextInput
            id={eventsFieldId("query")}
            name="query"
            type="search"
            label={t("events.keyword")}
            defaultValue={criteria.query}
            {...(errors.query ? { error: errors.query } : {})}
          />
          <Select
            id={eventsFieldId("category")}
            name="category"
            label={t("events.category")}
            defaultValue={criteria.category}
            options={[
              { value: "", text: t("events.allEvents") },
              ...categories.map((category) => ({ value: category.slug, text: category.name })),
            ]}
          />
          <TextInput
            id={eventsFieldId("postcode")}
            name="postcode"
            label={t("search.postcodeLabel")}
            autoComplete="postal-code"
            width="10"
            defaultValue={criteria.postcode}
            {...(errors.postcode ? { error: errors.postcode } : {})}
          />
          <Select
            id={eventsFieldId("distance")}
            name="distance"
            label={t("events.distance")}
            defaultValue={String(criteria.distance)}
            options={EVENT_DISTANCES.map((miles) => ({
              value: String(miles),
              text:
                miles === 1 ? t("search.distanceOptionOne") : t("search.distanceOption", { miles }),
            }))}
          />
        </div>
        <EventDates params={params} ranges={ranges} criteria={criteria} errors={errors} />
        <HappeningFilter
          idPrefix={HAPPENING_ID}
          choice={criteria.happening.choice}
          day={criteria.happening.day === "" ? today : criteria.happening.day}
          time={criteria.happening.time}
          errors={{ day: errors.happeningDay, time: errors.happeningTime }}
        />
        <EventFlags criteria={criteria} />
        <div className="flex flex-wrap items-center gap-6">
          <Button type="submit">{t("search.submit")}</Button>
          {filtered ? <a href={paths.events()}>{t("search.removeFilters")}</a> : null}
        </div>
      </form>
    </section>
  );
}
