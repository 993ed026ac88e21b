// What the open-now specs (issue 43) share: the London moments where the opening rules turn, the
// variant's whole directory of service locations and services from its API, and how a list page
// announces its count. What should be open is worked out from the API's own opening hours with
// @hub/opening-times, the rule every service page shows; the pages' lists come from the API's
// database twin of it.
import type { ServiceLocationHours } from "@hub/opening-times";
import { expect } from "@playwright/test";
import type { Page } from "@playwright/test";

type Paged<T> = { data: T[]; meta: { last_page: number } };
export type Place = ServiceLocationHours & { service_id: string };
export type Service = { id: string; name: string; organisation_id: string };
export type ApiJson = <R>(path: string) => Promise<R>;

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

/** The coming Sunday at 23:59, Christmas Day (a bank holiday) and the next day the clocks change. */
function moments(today: Date): Moment[] {
  const nextSunday = new Date(today.getTime() + (7 - today.getUTCDay()) * DAY_MS);
  const year = today.getUTCFullYear();
  const christmas = new Date(Date.UTC(year, 11, 25));
  // Next March's change always lies ahead.
  const [change = lastSunday(year + 1, 2)] = [lastSunday(year, 2), lastSunday(year, 9)].filter(
    (day) => day > today,
  );
  return [
    moment("the coming Sunday at 23:59", nextSunday, "23:59"),
    moment(
      "Christmas Day at 10:00",
      christmas > today ? christmas : new Date(Date.UTC(year + 1, 11, 25)),
      "10:00",
    ),
    moment("the day the clocks change, at 10:00", change, "10:00"),
  ];
}

/** The moments, from today's date in UTC. */
export const momentsFromToday = () => moments(new Date(`${iso(new Date())}T00:00:00Z`));

/** The address query of "open at" a moment. */
export const openAtQuery = (at: Moment) =>
  `open=at&open_day=${at.day}&open_time=${encodeURIComponent(at.time)}`;

/** Every page of a list of the variant's API (`path` ends in `?` or `&`). */
export async function everything<T>(apiJson: ApiJson, path: string): Promise<T[]> {
  const first = await apiJson<Paged<T>>(`${path}per_page=100&page=1`);
  const rest = await Promise.all(
    Array.from({ length: first.meta.last_page - 1 }, (_, index) =>
      apiJson<Paged<T>>(`${path}per_page=100&page=${index + 2}`),
    ),
  );
  return [first, ...rest].flatMap((page) => page.data);
}

/** Every service location with its hours, and every service a guest is shown (the active ones). */
export async function directory(
  apiJson: ApiJson,
): Promise<{ places: Place[]; services: Service[] }> {
  const [places, services] = await Promise.all([
    everything<Place>(apiJson, "service-locations?"),
    everything<Service>(apiJson, "services?"),
  ]);
  return { places, services };
}

/** The ids of the services that give opening times (regular hours, or open holiday hours). */
export function servicesGivingHours(places: readonly Place[]): Set<string> {
  return new Set(
    places
      .filter(
        (place) =>
          place.regular_opening_hours.length > 0 ||
          place.holiday_opening_hours.some((holiday) => !holiday.is_closed),
      )
      .map((place) => place.service_id),
  );
}

/** The announced number of results. */
export async function announcedTotal(page: Page): Promise<number> {
  const text = await page
    .getByRole("status")
    .filter({ hasText: /results? found/ })
    .innerText();
  return text.startsWith("No results")
    ? 0
    : Number(/([\d,]+) results? found/.exec(text)?.[1]?.replace(",", ""));
}

export const cardNames = (page: Page) =>
  page.getByRole("article").getByRole("heading").allInnerTexts();

/** The notice of services left out for listing no opening times. */
export const withoutHoursNotice = (page: Page) =>
  page.getByText(/not shown because (it does|they do) not list/);

/** How the notice counts `count` services. */
export const servicesCounted = (count: number) => (count === 1 ? "1 service" : `${count} services`);

/**
 * From the keyboard alone: "a day and time you choose", the first day offered at 10:30, applied;
 * the address and the chip then say so.
 */
export async function chooseDayAndTimeByKeyboard(page: Page): Promise<void> {
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
}
