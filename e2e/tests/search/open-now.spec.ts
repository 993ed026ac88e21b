// Open now, and open at a chosen moment (issue 43), in both variants, with JavaScript on and off.
// What should be open is worked out here from the API's own opening hours with
// @hub/opening-times, the rule every service page shows; the page's list comes from the API's
// database twin of it. The moments are where the rules turn: the coming Sunday at 23:59,
// Christmas Day, and the next day the clocks change.
import { isOpenNow } from "@hub/opening-times";
import type { ServiceLocationHours } from "@hub/opening-times";
import type { Page } from "@playwright/test";

import { expect, expectNoAxeViolations, test } from "../../support/fixtures.ts";

type Paged<T> = { data: T[]; meta: { last_page: number } };
type Place = ServiceLocationHours & { service_id: string };
type Service = { id: string; name: string };

const DAY_MS = 86_400_000;

/** A London wall-clock moment and the instant it is (GMT, or BST from late March to late October). */
type Moment = { name: string; day: string; time: string; instant: Date };

const iso = (date: Date) => date.toISOString().slice(0, 10);

/** The last Sunday of a month (the UK's clocks change on those of March and October). */
function lastSunday(year: number, month: number): Date {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return new Date(last.getTime() - last.getUTCDay() * DAY_MS);
}

/** Whether London is on BST at noon UTC of a date. */
const summerTime = (date: Date) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", timeZoneName: "short" })
    .format(new Date(date.getTime() + DAY_MS / 2))
    .endsWith("BST");

function moment(name: string, date: Date, time: string): Moment {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const offsetHours = summerTime(date) ? 1 : 0;
  const instant = new Date(
    Date.UTC(
      date.getUTCFullYear(),
      date.getUTCMonth(),
      date.getUTCDate(),
      hours - offsetHours,
      minutes,
    ),
  );
  return { name, day: iso(date), time, instant };
}

function moments(today: Date): Moment[] {
  const nextSunday = new Date(today.getTime() + (7 - today.getUTCDay()) * DAY_MS);
  const year = today.getUTCFullYear();
  const christmas = new Date(Date.UTC(year, 11, 25));
  const changes = [lastSunday(year, 2), lastSunday(year, 9), lastSunday(year + 1, 2)].filter(
    (day) => day > today,
  );
  return [
    moment("the coming Sunday at 23:59", nextSunday, "23:59"),
    moment(
      "Christmas Day at 10:00",
      christmas > today ? christmas : new Date(Date.UTC(year + 1, 11, 25)),
      "10:00",
    ),
    moment("the day the clocks change, at 10:00", changes[0]!, "10:00"),
  ];
}

/** Every page of a list of the variant's API. */
async function everything<T>(apiJson: <R>(path: string) => Promise<R>, path: string): Promise<T[]> {
  const first = await apiJson<Paged<T>>(`${path}per_page=100&page=1`);
  const rest = await Promise.all(
    Array.from({ length: first.meta.last_page - 1 }, (_, index) =>
      apiJson<Paged<T>>(`${path}per_page=100&page=${index + 2}`),
    ),
  );
  return [first, ...rest].flatMap((page) => page.data);
}

/** The announced number of results. */
async function announcedTotal(page: Page): Promise<number> {
  const text = await page
    .getByRole("status")
    .filter({ hasText: /results? found/ })
    .innerText();
  return text.startsWith("No results")
    ? 0
    : Number(/([\d,]+) results? found/.exec(text)?.[1]?.replace(",", ""));
}

/** Every service location with its hours, and every service a guest is shown (the active ones). */
async function directory(
  apiJson: <R>(path: string) => Promise<R>,
): Promise<{ places: Place[]; services: Service[] }> {
  const [places, services] = await Promise.all([
    everything<Place>(apiJson, "service-locations?"),
    everything<Service>(apiJson, "services?"),
  ]);
  return { places, services };
}

const cardNames = (page: Page) => page.getByRole("article").getByRole("heading").allInnerTexts();

test.describe("open now and open at", () => {
  test("a chosen moment lists exactly the services open then, with or without JavaScript", async ({
    page,
    noJsPage,
    apiJson,
  }) => {
    const { places, services } = await directory(apiJson);
    const active = new Map(services.map((service) => [service.id, service.name]));
    for (const at of moments(new Date(`${iso(new Date())}T00:00:00Z`))) {
      const open = new Set(
        places.filter((place) => isOpenNow(place, at.instant)).map((place) => place.service_id),
      );
      const expected = [...open].flatMap((id) => active.get(id) ?? []);
      for (const visitor of [page, noJsPage]) {
        await visitor.goto(
          `/results?open=at&open_day=${at.day}&open_time=${encodeURIComponent(at.time)}`,
        );
        expect(await announcedTotal(visitor), at.name).toBe(expected.length);
        for (const name of await cardNames(visitor)) expect(expected, at.name).toContain(name);
        await expect(
          visitor.getByRole("link", { name: new RegExp(`Remove filter: Open .* at `) }),
        ).toBeVisible();
      }
    }
  });

  test("open now: every card says it is open and until when, and the rest are accounted for", async ({
    page,
    noJsPage,
    apiJson,
  }) => {
    const { places, services } = await directory(apiJson);
    const givesHours = new Set(
      places
        .filter(
          (place) =>
            place.regular_opening_hours.length > 0 ||
            place.holiday_opening_hours.some((holiday) => !holiday.is_closed),
        )
        .map((place) => place.service_id),
    );
    const withoutHours = services.filter((service) => !givesHours.has(service.id)).length;
    for (const visitor of [page, noJsPage]) {
      await visitor.goto("/results?open=now");
      const total = await announcedTotal(visitor);
      const lines = visitor.getByRole("article").getByText(/^(Open now, closes|Opens|Closed)/);
      if (total > 0) {
        for (const line of await lines.allInnerTexts()) expect(line).toMatch(/^Open now, closes /);
      }
      const notice = visitor.getByText(/not shown because (it does|they do) not list/);
      if (withoutHours === 0) await expect(notice).toHaveCount(0);
      else
        await expect(notice).toContainText(
          withoutHours === 1 ? "1 service" : `${withoutHours} services`,
        );
    }
    await expectNoAxeViolations(page);
  });

  test("the filter is chosen in the form, kept, and removed, without JavaScript", async ({
    noJsPage: page,
  }) => {
    await page.goto("/results?query=advice");
    await page.getByRole("radio", { name: "Open now" }).check();
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/[?&]open=now(&|$)/);
    await expect(page.getByRole("searchbox", { name: "Search using a keyword" })).toHaveValue(
      "advice",
    );
    await expect(page.getByRole("radio", { name: "Open now" })).toBeChecked();
    await page.getByRole("link", { name: "Remove filter: Open now" }).click();
    await expect(page).not.toHaveURL(/open=/);
    await expect(page.getByRole("radio", { name: "Any time" })).toBeChecked();
  });

  test("a day and time is chosen from the keyboard", async ({ page }) => {
    await page.goto("/results?query=advice");
    const chosen = page.getByRole("radio", { name: "Open on a day and time you choose" });
    await chosen.focus();
    await page.keyboard.press("Space");
    await expect(chosen).toBeChecked();
    await page.getByRole("combobox", { name: "Day", exact: true }).selectOption({ index: 1 });
    await page.getByRole("combobox", { name: "Time", exact: true }).selectOption("10:30");
    await page.getByRole("button", { name: "Apply filters" }).press("Enter");
    await expect(page).toHaveURL(/open=at&open_day=\d{4}-\d{2}-\d{2}&open_time=10%3A30/);
    await expect(
      page.getByRole("link", { name: /^Remove filter: Open .* at 10:30am$/ }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
