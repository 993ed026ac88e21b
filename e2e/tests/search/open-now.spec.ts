// Open now, and open at a chosen moment (issue 43), in both variants, with JavaScript on and off.
// What should be open is worked out here from the API's own opening hours with
// @hub/opening-times, the rule every service page shows; the page's list comes from the API's
// database twin of it. The moments are where the rules turn: the coming Sunday at 23:59,
// Christmas Day, and the next day the clocks change.
import { isOpenNow } from "@hub/opening-times";

import { expect, expectNoAxeViolations, test } from "../../support/fixtures.ts";
import {
  announcedTotal,
  cardNames,
  chooseDayAndTimeByKeyboard,
  directory,
  momentsFromToday,
  openAtQuery,
  servicesCounted,
  servicesGivingHours,
  withoutHoursNotice,
} from "../../support/opening.ts";

test.describe("open now and open at", () => {
  test("a chosen moment lists exactly the services open then, with or without JavaScript", async ({
    page,
    noJsPage,
    apiJson,
  }) => {
    const { places, services } = await directory(apiJson);
    const active = new Map(services.map((service) => [service.id, service.name]));
    for (const at of momentsFromToday()) {
      const open = new Set(
        places.filter((place) => isOpenNow(place, at.instant)).map((place) => place.service_id),
      );
      const expected = [...open].flatMap((id) => active.get(id) ?? []);
      for (const visitor of [page, noJsPage]) {
        await visitor.goto(`/results?${openAtQuery(at)}`);
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
    const givesHours = servicesGivingHours(places);
    const withoutHours = services.filter((service) => !givesHours.has(service.id)).length;
    for (const visitor of [page, noJsPage]) {
      await visitor.goto("/results?open=now");
      const total = await announcedTotal(visitor);
      const lines = visitor.getByRole("article").getByText(/^(Open now, closes|Opens|Closed)/);
      if (total > 0) {
        for (const line of await lines.allInnerTexts()) expect(line).toMatch(/^Open now, closes /);
      }
      const notice = withoutHoursNotice(visitor);
      if (withoutHours === 0) await expect(notice).toHaveCount(0);
      else await expect(notice).toContainText(servicesCounted(withoutHours));
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
    await chooseDayAndTimeByKeyboard(page);
    await expectNoAxeViolations(page);
  });
});
