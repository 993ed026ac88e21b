// `GET /organisation-events/{event}/event.ics` over HTTP (contract §4.6).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDS, fixtureDataset } from "../test/fixture.ts";
import type { Harness } from "../test/harness.ts";
import { startHarness } from "../test/harness.ts";

let h: Harness;

const SUMMER_EVENT = "00000000-0000-4000-8000-000000000799";

beforeAll(async () => {
  const dataset = fixtureDataset();
  const [template] = dataset.organisation_events;
  if (!template) throw new Error("the fixture has events");
  // Gamma has no email, so its virtual event's organiser has no address.
  dataset.organisations = dataset.organisations.map((organisation) =>
    organisation.id === IDS.orgGamma ? { ...organisation, email: null } : organisation,
  );
  dataset.organisation_events = [
    ...dataset.organisation_events.map((event) =>
      event.id === IDS.eventToday
        ? { ...event, organiser_name: "Jo Smith; Events", organiser_email: "jo@example.org" }
        : event,
    ),
    // A summer event, in British Summer Time, with a booking link.
    {
      ...template,
      id: SUMMER_EVENT,
      slug: "summer-fete",
      title: "Summer Fete",
      start_date: "2027-07-10",
      end_date: "2027-07-10",
      start_time: "10:00:00",
      end_time: "16:30:00",
      booking_url: "https://fete.example.org/book",
    },
  ];
  h = await startHarness(dataset);
}, 60_000);

afterAll(async () => {
  await h.close();
});

/** Content lines with RFC 5545 folding undone. */
function unfold(text: string): string[] {
  return text
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter((line) => line !== "");
}

async function calendar(path: string): Promise<{ raw: string; lines: string[]; event: string[] }> {
  const response = await h.app.request(`http://localhost/sutton/core/v1${path}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
  const raw = await response.text();
  const lines = unfold(raw);
  const start = lines.indexOf("BEGIN:VEVENT");
  return { raw, lines, event: lines.slice(start, lines.indexOf("END:VEVENT") + 1) };
}

describe("GET /organisation-events/{event}/event.ics", () => {
  it("is a well-formed calendar: CRLF lines of at most 75 octets, balanced components", async () => {
    const { raw, lines } = await calendar("/organisation-events/football-festival/event.ics");
    expect(raw.endsWith("\r\n")).toBe(true);
    for (const line of raw.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const stack: string[] = [];
    for (const line of lines) {
      if (line.startsWith("BEGIN:")) stack.push(line.slice(6));
      if (line.startsWith("END:")) expect(stack.pop()).toBe(line.slice(4));
    }
    expect(stack).toEqual([]);
    expect(lines.slice(0, 2)).toEqual(["BEGIN:VCALENDAR", "VERSION:2.0"]);
    expect(lines).toContain("TZID:Europe/London");
    expect(lines).toContain("RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU");
  });

  const cases: [string, string, string[]][] = [
    [
      "an event at a location, run by its organisation",
      "/organisation-events/football-festival/event.ics",
      [
        `UID:${IDS.eventFuture}`,
        "DTSTAMP:20261124T103000Z",
        "DTSTART;TZID=Europe/London:20261205T140000",
        "DTEND;TZID=Europe/London:20261206T120000",
        "SUMMARY:Football Festival",
        "DESCRIPTION:Football Festival in brief.",
        "LOCATION:Central Library\\, St Nicholas Way\\, Sutton\\, Greater London\\, SM1 1EA\\, United Kingdom",
        "GEO:51.3655;-0.1932",
        'ORGANIZER;CN="Alpha Org":mailto:hello@alpha-org.example.org',
      ],
    ],
    [
      "an event with its own organiser, found by id",
      `/organisation-events/${IDS.eventToday}/event.ics`,
      [
        "DTSTART;TZID=Europe/London:20261124T100000",
        'ORGANIZER;CN="Jo Smith; Events":mailto:jo@example.org',
      ],
    ],
    [
      "a virtual event",
      "/organisation-events/online-workshop/event.ics",
      ["LOCATION:Online", "SUMMARY:Online Workshop"],
    ],
    [
      "a summer event, in local (BST) wall-clock time",
      "/organisation-events/summer-fete/event.ics",
      [
        "DTSTART;TZID=Europe/London:20270710T100000",
        "DTEND;TZID=Europe/London:20270710T163000",
        "URL;VALUE=URI:https://fete.example.org/book",
      ],
    ],
  ];

  it.each(cases)("describes %s", async (_, path, expected) => {
    const { event } = await calendar(path);
    expect(event).toEqual(expect.arrayContaining(expected));
  });

  it("gives a virtual event no GEO, and an organiser without an address no ORGANIZER", async () => {
    const { event } = await calendar("/organisation-events/online-workshop/event.ics");
    expect(event.filter((line) => /^(GEO|ORGANIZER)/.test(line))).toEqual([]);
  });

  it("is 404 for an unknown event", async () => {
    expect(await h.call("/organisation-events/nothing/event.ics")).toMatchObject({
      status: 404,
      body: { message: "" },
    });
  });
});
