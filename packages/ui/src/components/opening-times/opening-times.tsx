import { Fragment, useId } from "react";

import { t } from "@hub/core/messages";
import type { HolidayOpeningHour, RegularOpeningHour } from "@hub/opening-times";
import {
  describeClosure,
  describeRegularHours,
  holidaysCovering,
  isOpenNow,
  isRuleToday,
  nextOccurringText,
  sortRegularHours,
  todayInLondon,
  upcomingClosures,
} from "@hub/opening-times";

import { Icon } from "../icon/index.ts";

export type OpeningTimesProps = {
  regular: readonly RegularOpeningHour[];
  holidays?: readonly HolidayOpeningHour[];
  /** The moment to describe (the request time); "today" is taken in Europe/London. */
  now: Date;
  /** The API's `is_open_now`; computed from the hours when absent. */
  isOpenNow?: boolean | null;
  headingLevel?: 2 | 3 | 4 | 5;
  title?: string;
};

type SubHeadingTag = "h3" | "h4" | "h5" | "h6";

function OpenNowPill({ open }: { open: boolean }) {
  return open ? (
    <p className="inline-flex w-fit items-center gap-1 rounded-full bg-success px-3 py-0.5 font-bold text-on-success">
      <Icon name="circle-check" />
      {t("ui.detail.openingTimes.openNow")}
    </p>
  ) : (
    <p className="inline-flex w-fit items-center gap-1 rounded-full border-2 border-border px-3 py-0.5 font-bold">
      <Icon name="clock" />
      {t("ui.detail.openingTimes.closedNow")}
    </p>
  );
}

/** The wording's `9am→5pm` arrow is read out as "right arrow": screen readers hear "to" instead. */
function Spoken({ text }: { text: string }) {
  const parts = text.split("→");
  return parts.map((part, index) => (
    // The parts of one phrase never reorder.
    <Fragment key={index}>
      {index > 0 ? (
        <>
          <span aria-hidden="true">→</span>
          <span className="sr-only"> {t("ui.detail.openingTimes.to")} </span>
        </>
      ) : null}
      {part}
    </Fragment>
  ));
}

function TodayBadge() {
  return (
    <span className="ml-2 rounded-sm bg-accent px-1.5 text-sm font-bold text-on-accent">
      {t("ui.detail.openingTimes.today")}
    </span>
  );
}

/**
 * Opening hours of one place: an open-now pill, upcoming closures (soonest first; past ones
 * hidden), then the regular hours with today's rows marked in words, not just colour.
 */
export function OpeningTimes({
  regular,
  holidays = [],
  now,
  isOpenNow: openFromApi,
  headingLevel = 3,
  title,
}: OpeningTimesProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${Math.min(headingLevel + 1, 6)}` as SubHeadingTag;
  const rules = sortRegularHours(regular);
  const closures = upcomingClosures(holidays, now);
  const today = todayInLondon(now);
  const closuresToday = new Set(holidaysCovering(closures, today));
  const open =
    openFromApi ??
    isOpenNow({ regular_opening_hours: regular, holiday_opening_hours: holidays }, now);
  const hasHours = rules.length > 0 || closures.length > 0;

  return (
    // A group, not a landmark: a page with several places would list many "Opening hours"
    // regions of the same name (axe's landmark-unique).
    <div role="group" aria-labelledby={titleId} className="flex flex-col gap-3">
      <Heading id={titleId} className="flex items-center gap-2 text-lg">
        <Icon name="clock" />
        {title ?? t("ui.detail.openingTimes.title")}
      </Heading>
      {hasHours ? <OpenNowPill open={open} /> : null}
      {closures.length > 0 ? (
        <div className="rounded-md border-l-4 border-warning bg-warning-surface p-3">
          <SubHeading className="text-base font-bold">
            {t("ui.detail.openingTimes.closures")}
          </SubHeading>
          <ul className="mt-1 flex flex-col gap-1">
            {closures.map((closure) => {
              const isToday = closuresToday.has(closure);
              return (
                <li
                  key={`${closure.starts_at}-${closure.ends_at}-${closure.opens_at}`}
                  aria-current={isToday ? "date" : undefined}
                  className={isToday ? "font-bold" : undefined}
                >
                  {describeClosure(closure)}
                  {isToday ? <TodayBadge /> : null}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      {rules.length > 0 ? (
        <ul className="flex flex-col gap-1">
          {rules.map((rule, index) => {
            const description = describeRegularHours(rule, now);
            const isToday = isRuleToday(rule, now);
            return (
              <li
                // Rules have no id; their position in the sorted list is stable for a render.
                key={index}
                aria-current={isToday ? "date" : undefined}
                className={
                  isToday
                    ? "border-l-4 border-brand pl-2 font-bold"
                    : "border-l-4 border-transparent pl-2"
                }
              >
                <Spoken text={description.text} />
                {description.times ? (
                  <>
                    {" "}
                    <Spoken text={description.times} />
                  </>
                ) : null}
                {isToday ? <TodayBadge /> : null}
                {description.next ? (
                  <span className="block font-normal text-text-muted">
                    {nextOccurringText(description.next)}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <p>{t("ui.detail.openingTimes.noHours")}</p>
      )}
    </div>
  );
}
