import { describe, expect, it } from "vitest";

import { paginated, stubSite } from "../test/api-stub.ts";
import { event } from "../test/event-stub.ts";
import {
  eventSearchRequest,
  eventsFieldErrors,
  happeningCriterion,
  loadHomeEvents,
  parseEventsCriteria,
} from "./events.ts";
import { eventTags, filled } from "./event-props.ts";
import { hasEnded, isIsoDate, londonDateTime, londonToday } from "./event-dates.ts";

describe("event dates", () => {
  it.each([
    ["2026-02-28", true],
    ["2028-02-29", true],
    ["2026-02-29", false],
    ["2026-13-01", false],
    ["2026-1-01", false],
    ["01/02/2026", false],
    ["", false],
  ])("isIsoDate(%j) is %s", (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });

  it.each([
    ["2026-01-15", "09:30:00", "2026-01-15T09:30:00Z"],
    ["2026-07-04", "10:00:00", "2026-07-04T10:00:00+01:00"],
    // The clocks go forward at 1am on 29 March 2026 and back at 2am on 25 October.
    ["2026-03-29", "00:30:00", "2026-03-29T00:30:00Z"],
    ["2026-03-29", "03:00:00", "2026-03-29T03:00:00+01:00"],
    ["2026-10-25", "12:00:00", "2026-10-25T12:00:00Z"],
  ])("%s %s in London is %s", (date, time, expected) => {
    expect(londonDateTime(date, time)).toBe(expected);
  });

  it.each([
    [new Date("2026-06-30T22:59:00Z"), "2026-06-30"],
    [new Date("2026-06-30T23:00:00Z"), "2026-07-01"],
    [new Date("2026-12-31T23:59:00Z"), "2026-12-31"],
  ])("on %s it is %s in London", (now, today) => {
    expect(londonToday(now)).toBe(today);
  });

  it.each([
    [new Date("2026-07-04T11:29:00Z"), false],
    [new Date("2026-07-04T11:31:00Z"), true],
  ])("the fun run (ends 12:30pm BST) has ended at %s: %s", (now, ended) => {
    expect(hasEnded(event({ end_date: "2026-07-04", end_time: "12:30:00" }), now)).toBe(ended);
  });
});

describe("event search request", () => {
  const location = { postcode: "SM1 1JZ", lat: 51.36, lon: -0.19 };
  it.each([
    [{}, null, { order: "start_date" }],
    [{ query: "yo" }, null, { order: "start_date" }],
    [{ query: "yoga", distance: "10" }, null, { query: "yoga", order: "relevance" }],
    [
      { postcode: "SM1 1JZ", distance: "10" },
      location,
      { location: { lat: 51.36, lon: -0.19 }, distance: 10, order: "start_date" },
    ],
    [{ starts_after: "2026-12-01" }, null, { starts_after: "2026-12-01", order: "start_date" }],
    [
      { ends_before: "2026-12-01" },
      null,
      { starts_after: "2026-11-23", ends_before: "2026-12-01T23:59:59", order: "start_date" },
    ],
    [
      { category: "family-events", is_free: "true", has_induction_loop: "true" },
      null,
      { category: "family-events", is_free: true, has_induction_loop: true, order: "start_date" },
    ],
    [{ happening: "now" }, null, { happening_at: "2026-11-23T10:05", order: "start_date" }],
    [
      { happening: "at", happening_day: "2026-12-05", happening_time: "23:30" },
      null,
      { happening_at: "2026-12-05T23:30", order: "start_date" },
    ],
    [
      { happening: "", happening_day: "2026-12-05", happening_time: "23:30" },
      null,
      { order: "start_date" },
    ],
  ])("%j asks for %j", (params, geocoded, expected) => {
    // Monday 23 November 2026, 10:05:59 in London (GMT).
    const now = new Date("2026-11-23T10:05:59Z");
    expect(eventSearchRequest(parseEventsCriteria(params), geocoded, now)).toEqual(expected);
  });
});

describe("happening now, or at a day and time", () => {
  it.each([
    [{}, null],
    [{ happening: "now" }, { kind: "now" }],
    [{ happening: "soon" }, null],
    [
      { happening: "at", happening_day: "2026-12-06", happening_time: "00:00" },
      { kind: "at", day: "2026-12-06", time: "00:00" },
    ],
    // Typed where a browser has no time field.
    [
      { happening: "at", happening_day: "2026-12-06", happening_time: "9:30" },
      { kind: "at", day: "2026-12-06", time: "09:30" },
    ],
    [{ happening: "at", happening_day: "2026-12-06", happening_time: "" }, null],
    [{ happening: "at", happening_day: "2026-02-30", happening_time: "10:00" }, null],
    [{ happening: "at", happening_day: "2026-12-06", happening_time: "24:00" }, null],
    [{ happening: "now", happening_day: "2026-02-30", happening_time: "x" }, { kind: "now" }],
  ])("%j is %j", (params, expected) => {
    expect(happeningCriterion(parseEventsCriteria(params))).toEqual(expected);
  });

  const geocoder = { geocode: () => Promise.resolve(null) };
  it.each([
    [{ happening: "now" }, {}],
    [{ happening: "", happening_day: "nonsense", happening_time: "nonsense" }, {}],
    [{ happening: "at", happening_day: "2026-12-06", happening_time: "14:30" }, {}],
    [
      { happening: "at", happening_day: "", happening_time: "" },
      { happeningDay: "Enter the day", happeningTime: "Enter the time, like 14:30" },
    ],
    [
      { happening: "at", happening_day: "2026-02-30", happening_time: "2pm" },
      {
        happeningDay: "The day must be a real date",
        happeningTime: "The time must be a real time, like 14:30",
      },
    ],
    [
      { happening: "at", happening_day: "3000-01-01", happening_time: "23:60" },
      {
        happeningDay: "The day must be a real date",
        happeningTime: "The time must be a real time, like 14:30",
      },
    ],
  ])("%j has the errors %j", async (params, expected) => {
    expect(await eventsFieldErrors(geocoder, params)).toEqual(expected);
  });
});

describe("event mapping", () => {
  it.each([
    [{ is_free: true, is_virtual: true }, ["Free", "Online"]],
    [{ is_free: false, is_virtual: false }, ["Cost", "In person"]],
  ])("%j is tagged %j", (flags, labels) => {
    expect(eventTags(flags).map((tag) => tag.label)).toEqual(labels);
  });

  it.each([
    [null, null],
    [undefined, null],
    ["  ", null],
    [" Jo ", "Jo"],
  ])("filled(%j) is %j", (value, expected) => {
    expect(filled(value)).toBe(expected);
  });

  it("feeds the home page this week's homepage events, soonest first", async () => {
    const { site, requests } = stubSite(() => ({
      body: paginated([
        event({ slug: "carols", title: "Carols", start_date: "2026-11-26", is_free: false }),
      ]),
    }));
    const items = await loadHomeEvents(site, new Date("2026-11-23T10:00:00Z"));
    expect(requests[0]?.path).toBe("organisation-events");
    expect(requests[0]?.query.get("filter[homepage]")).toBe("true");
    expect(requests[0]?.query.get("filter[starts_before]")).toBe("2026-11-29");
    expect(requests[0]?.query.get("sort")).toBe("start_date");
    expect(items).toEqual([
      {
        id: expect.any(String) as string,
        title: "Carols",
        href: "/events/carols",
        startsAt: "2026-11-26T10:00:00Z",
        dateText: "Thursday 26th November 2026",
        timeText: "10am - 12:30pm",
        isFree: false,
      },
    ]);
  });
});
