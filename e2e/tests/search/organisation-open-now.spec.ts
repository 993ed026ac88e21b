// Open now, and open at a chosen moment, on an organisation's list of its services (issue 43,
// decision 0078), in both variants, with JavaScript on and off, at the moments open-now.spec.ts
// uses: the coming Sunday at 23:59, Christmas Day, and the next day the clocks change.
import { isOpenNow } from "@hub/opening-times";

import { expect, expectNoAxeViolations, test } from "../../support/fixtures.ts";
import type { ApiJson, Place, Service } from "../../support/opening.ts";
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

type Chosen = { slug: string; services: Service[]; places: Place[]; withoutHours: number };

/**
 * The organisation the filter says most about: one with services giving opening times and, if
 * any has them too, services giving none; of those, the one running the most services.
 */
async function chosenOrganisation(apiJson: ApiJson): Promise<Chosen> {
  const { places, services } = await directory(apiJson);
  const givesHours = servicesGivingHours(places);
  const worth = (list: readonly Service[]) =>
    (list.some((service) => givesHours.has(service.id)) ? 2 : 0) +
    (list.some((service) => !givesHours.has(service.id)) ? 1 : 0);
  const [id, theirs] = [...Map.groupBy(services, (service) => service.organisation_id)].toSorted(
    ([, a], [, b]) => worth(b) - worth(a) || b.length - a.length,
  )[0]!;
  const { data } = await apiJson<{ data: { slug: string } }>(`organisations/${id}`);
  const ids = new Set(theirs.map((service) => service.id));
  return {
    slug: data.slug,
    services: theirs,
    places: places.filter((place) => ids.has(place.service_id)),
    withoutHours: theirs.filter((service) => !givesHours.has(service.id)).length,
  };
}

test.describe("open now and open at on an organisation's page", () => {
  test("a chosen moment lists exactly its services open then, with or without JavaScript", async ({
    page,
    noJsPage,
    apiJson,
  }) => {
    const chosen = await chosenOrganisation(apiJson);
    for (const at of momentsFromToday()) {
      const open = new Set(
        chosen.places
          .filter((place) => isOpenNow(place, at.instant))
          .map((place) => place.service_id),
      );
      const expected = chosen.services
        .filter((service) => open.has(service.id))
        .map((service) => service.name);
      for (const visitor of [page, noJsPage]) {
        await visitor.goto(`/organisations/${chosen.slug}?${openAtQuery(at)}`);
        expect(await announcedTotal(visitor), at.name).toBe(expected.length);
        for (const name of await cardNames(visitor)) expect(expected, at.name).toContain(name);
        await expect(
          visitor.getByRole("link", { name: new RegExp(`Remove filter: Open .* at `) }),
        ).toBeVisible();
        const notice = withoutHoursNotice(visitor);
        if (chosen.withoutHours === 0) await expect(notice).toHaveCount(0);
        else await expect(notice).toContainText(servicesCounted(chosen.withoutHours));
      }
    }
  });

  test("open now is chosen in the form, kept and removed, without JavaScript", async ({
    noJsPage: page,
    apiJson,
  }) => {
    const chosen = await chosenOrganisation(apiJson);
    const path = `/organisations/${chosen.slug}`;
    await page.goto(path);
    await page.getByRole("radio", { name: "Open now" }).check();
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(new RegExp(`${path}\\?(.*&)?open=now(&|$)`));
    await expect(page.getByRole("radio", { name: "Open now" })).toBeChecked();
    const lines = page.getByRole("article").getByText(/^(Open now, closes|Opens|Closed)/);
    for (const line of await lines.allInnerTexts()) expect(line).toMatch(/^Open now, closes /);
    await page.getByRole("link", { name: "Remove filter: Open now" }).click();
    await expect(page).not.toHaveURL(/open=/);
    await expect(page.getByRole("radio", { name: "Any time" })).toBeChecked();
    await expect(page.getByRole("article")).toHaveCount(Math.min(chosen.services.length, 25));
  });

  test("a day and time is chosen from the keyboard, and the page is accessible", async ({
    page,
    apiJson,
  }) => {
    const chosen = await chosenOrganisation(apiJson);
    await page.goto(`/organisations/${chosen.slug}`);
    await chooseDayAndTimeByKeyboard(page);
    await expectNoAxeViolations(page);
  });
});
