// Favourites (issue 6, issue 5): saving and removing services and events from result cards and
// detail pages with the header count, the favourites page (every item, however many, fetched in
// chunks through the site's route handler), removal, shared links and "Save these", the print
// view, and what happens with JavaScript off. Axe runs on every state.
import type { Page } from "@playwright/test";

import { expect, expectNoAxeViolations, test } from "../../support/fixtures.ts";
import type { Variant } from "../../support/variants.ts";

type Service = { id: string; slug: string; name: string };
type OrganisationEvent = { id: string; slug: string; title: string };
type List<T> = { data: T[]; meta: { total: number } };
type Favourite = { type: "service" | "event"; id: string };

const STORAGE_KEY = "hub:favourites";
/** An id the API has never listed (a deleted service). */
const GONE_ID = "00000000-0000-4000-8000-000000000000";
/** Ids per request to `/favourites/items` (`FAVOURITE_IDS_PER_REQUEST`: one API page). */
const IDS_PER_REQUEST = 100;

/** The desktop menu's favourites link, whose name carries the count. */
const favouritesLink = (page: Page, variant: Variant) =>
  page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: new RegExp(`^${variant.menu.at(-1) ?? ""}`) });

const saveButton = (page: Page) => page.getByRole("button", { name: "Save to favourites" });

async function storedFavourites(page: Page): Promise<Favourite[] | null> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY);
  return raw === null ? null : (JSON.parse(raw) as Favourite[]);
}

/** Saves `favourites` on an open page of the site once its islands run, then reloads it. */
async function storeFavourites(page: Page, favourites: Favourite[]): Promise<void> {
  // Stored before hydration, the list would already be drawn (and fetched) on this load.
  await expect(page.getByText("No favourites saved")).toBeVisible();
  await page.evaluate(
    ([key, value]) => {
      window.localStorage.setItem(key, value);
    },
    [STORAGE_KEY, JSON.stringify(favourites)] as const,
  );
  await page.reload();
}

test.describe("favourites", () => {
  test("saves from a result card, a service page and an event page; lists and removes them", async ({
    page,
    apiJson,
    variant,
  }) => {
    // Five pages and four axe runs: one journey, so it gets the time of a slow test.
    test.slow();
    const [services, events] = await Promise.all([
      apiJson<List<Service>>("services?per_page=3"),
      apiJson<List<OrganisationEvent>>("organisation-events?per_page=1"),
    ]);
    const event = events.data[0];
    if (event === undefined) throw new Error("the seed has no upcoming event");

    // A result card: the toggle saves without leaving the page, and says so.
    await page.goto("/results?query=counselling");
    const card = page
      .locator("article")
      .filter({ has: saveButton(page) })
      .first();
    const cardName = (await card.getByRole("heading").textContent())?.trim() ?? "";
    await card.getByRole("button", { name: "Save to favourites" }).click();
    await expect(card.getByRole("button", { name: "Save to favourites" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(card.getByRole("status")).toHaveText(`Added ${cardName} to your favourites`);
    await expect(favouritesLink(page, variant)).toHaveAccessibleName(/\(1\)$/);
    await expectNoAxeViolations(page);

    // A service page, one not already saved.
    const service = services.data.find((candidate) => candidate.name !== cardName);
    if (service === undefined) throw new Error("the seed has too few services");
    await page.goto(`/services/${service.slug}`);
    await expect(favouritesLink(page, variant)).toHaveAccessibleName(/\(1\)$/);
    await saveButton(page).click();
    await expect(page.getByText(`Added ${service.name} to your favourites`)).toBeAttached();
    await expect(page.getByText("In your favourites")).toBeVisible();
    await expect(favouritesLink(page, variant)).toHaveAccessibleName(/\(2\)$/);

    // An event page: saved, unsaved (announced, count back down), saved again.
    await page.goto(`/events/${event.slug}`);
    await saveButton(page).click();
    await expect(favouritesLink(page, variant)).toHaveAccessibleName(/\(3\)$/);
    await saveButton(page).click();
    await expect(page.getByText(`Removed ${event.title} from your favourites`)).toBeAttached();
    await expect(favouritesLink(page, variant)).toHaveAccessibleName(/\(2\)$/);
    await saveButton(page).click();
    await expect(favouritesLink(page, variant)).toHaveAccessibleName(/\(3\)$/);
    await expectNoAxeViolations(page);

    // The favourites page lists all three, in saved order, with the CMS title.
    await page.goto("/favourites");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.getByTestId("favourites-count")).toHaveText("3 saved items");
    const cards = page.getByTestId("favourite-cards").locator(":scope > li");
    await expect(cards.getByRole("heading", { level: 2 })).toHaveText([
      cardName,
      service.name,
      event.title,
    ]);
    await expect(cards.nth(2)).toContainText("Event");
    await expectNoAxeViolations(page);

    // Removing one: announced, gone from the list, the storage and the header count.
    await page.getByRole("button", { name: `Remove ${service.name} from your favourites` }).click();
    await expect(page.getByText(`Removed ${service.name} from your favourites`)).toBeAttached();
    await expect(cards).toHaveCount(2);
    await expect(page.getByTestId("favourites-count")).toHaveText("2 saved items");
    await expect(favouritesLink(page, variant)).toHaveAccessibleName(/\(2\)$/);
    expect((await storedFavourites(page))?.map((favourite) => favourite.type)).toEqual([
      "service",
      "event",
    ]);
    await expectNoAxeViolations(page);
  });

  test("lists every saved item through chunked requests and drops those no longer listed", async ({
    page,
    apiJson,
  }) => {
    // Axe over more than a hundred cards takes a while.
    test.slow();
    const [first, second] = await Promise.all([
      apiJson<List<Service>>("services?per_page=100&page=1"),
      apiJson<List<Service>>("services?per_page=100&page=2"),
    ]);
    const services = [...first.data, ...second.data];
    expect(services.length, "more than the API's default page of 25").toBeGreaterThan(25);
    const saved: Favourite[] = [
      ...services.map(({ id }) => ({ type: "service" as const, id })),
      { type: "service", id: GONE_ID },
    ];

    const requested: URL[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/favourites/items") requested.push(url);
    });
    await page.goto("/favourites");
    await storeFavourites(page, saved);

    await expect(page.getByTestId("favourites-count")).toHaveText(`${services.length} saved items`);
    await expect(page.getByTestId("favourite-cards").locator(":scope > li")).toHaveCount(
      services.length,
    );
    await expect(page.getByText("1 saved item is no longer listed")).toBeVisible();
    // One request per chunk of ids, each within the limit, together asking for every one.
    const sizes = requested.map((url) => url.searchParams.get("services")?.split(",").length ?? 0);
    expect(sizes.length).toBe(Math.ceil(saved.length / IDS_PER_REQUEST));
    expect(Math.max(...sizes)).toBeLessThanOrEqual(IDS_PER_REQUEST);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(saved.length);
    // The missing one is gone from storage too.
    expect((await storedFavourites(page))?.some(({ id }) => id === GONE_ID)).toBe(false);
    await expectNoAxeViolations(page);
  });

  test("a shared link shows its list without saving it, and “Save these” saves it", async ({
    page,
    apiJson,
    variant,
  }) => {
    const [services, events] = await Promise.all([
      apiJson<List<Service>>("services?per_page=2"),
      apiJson<List<OrganisationEvent>>("organisation-events?per_page=1"),
    ]);
    const ids = services.data.map(({ id }) => id);
    const eventIds = events.data.map(({ id }) => id);
    await page.goto(`/favourites?ids=${ids.join(",")},${GONE_ID}&events=${eventIds.join(",")}`);

    const cards = page.getByTestId("favourite-cards").locator(":scope > li");
    await expect(cards.getByRole("heading", { level: 2 })).toHaveText([
      ...services.data.map(({ name }) => name),
      ...events.data.map(({ title }) => title),
    ]);
    await expect(page.getByText("It has not been saved to your favourites")).toBeVisible();
    expect(await storedFavourites(page)).toBeNull();
    await expect(favouritesLink(page, variant)).toHaveAccessibleName(/\(0\)$/);
    // Someone's own list: not for search engines.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Save these to your favourites" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved" })).toContainText(
      "Saved to your favourites.",
    );
    await expect(page.getByRole("link", { name: "View your favourites" })).toBeFocused();
    await expect(favouritesLink(page, variant)).toHaveAccessibleName(
      new RegExp(`\\(${ids.length + eventIds.length}\\)$`),
    );
    expect(await storedFavourites(page)).toEqual([
      ...ids.map((id) => ({ type: "service", id })),
      ...eventIds.map((id) => ({ type: "event", id })),
    ]);
    await expectNoAxeViolations(page);
  });

  test("the share tools link to the list, and the print view drops the page chrome", async ({
    page,
    apiJson,
  }) => {
    const services = await apiJson<List<Service>>("services?per_page=2");
    await page.goto("/favourites");
    await storeFavourites(
      page,
      services.data.map(({ id }) => ({ type: "service", id })),
    );
    await expect(page.getByTestId("favourites-count")).toHaveText("2 saved items");
    const shareLink = `/favourites?ids=${services.data.map(({ id }) => id).join(",")}`;
    await expect(page.getByRole("link", { name: "Share by email" })).toHaveAttribute(
      "href",
      new RegExp(encodeURIComponent(shareLink)),
    );
    await expect(page.getByRole("button", { name: "Copy link" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Print page" })).toBeVisible();

    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeHidden();
    await expect(page.getByRole("button", { name: /^Remove / }).first()).toBeHidden();
    await expect(page.getByRole("button", { name: "Print page" })).toBeHidden();
    await expect(page.getByTestId("favourite-cards")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("without JavaScript: the page explains, toggles are hidden, shared lists still show", async ({
    noJsPage,
    page,
    apiJson,
  }) => {
    const [services, events] = await Promise.all([
      apiJson<List<Service>>("services?per_page=2"),
      apiJson<List<OrganisationEvent>>("organisation-events?per_page=1"),
    ]);
    const event = events.data[0];
    if (event === undefined) throw new Error("the seed has no upcoming event");
    const sharedLink = `/favourites?ids=${services.data.map(({ id }) => id).join(",")}`;

    await noJsPage.goto("/favourites");
    await expect(noJsPage.getByTestId("favourites-needs-js")).toContainText("needs JavaScript");

    // Never a dead button.
    await noJsPage.goto(`/events/${event.slug}`);
    await expect(saveButton(noJsPage)).toBeHidden();

    await noJsPage.goto(sharedLink);
    await expect(
      noJsPage.getByTestId("favourite-cards").locator(":scope > li").getByRole("heading"),
    ).toHaveText(services.data.map(({ name }) => name));
    await expect(
      noJsPage.getByRole("button", { name: "Save these to your favourites" }),
    ).toBeHidden();

    // Axe needs script in the page, so it checks the same server HTML with the site's own
    // scripts blocked.
    await page.route("**/_next/static/**/*.js", (route) => route.abort());
    for (const path of ["/favourites", sharedLink]) {
      await page.goto(path);
      await expect(
        page.getByTestId(path === sharedLink ? "favourite-cards" : "favourites-needs-js"),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
});
