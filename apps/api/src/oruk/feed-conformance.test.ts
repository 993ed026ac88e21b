// The feed of each borough's seed content against the Open Referral UK 3.0 schemas, as the ORUK
// validator reads a feed: every page of every list, every record of them in detail, and the
// validator's probes of the parameters (src/test/oruk-feed.ts, src/test/oruk-schemas/).
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TENANTS } from "../seed/types.ts";
import { orukValidator } from "../test/oruk-validator.ts";
import type { OrukSchemaName } from "../test/oruk-validator.ts";
import type { Body, SeededFeed } from "../test/oruk-feed.ts";
import {
  expectServiceAtLocationsValid,
  expectServicesValid,
  expectTaxonomiesValid,
  seededFeed,
} from "../test/oruk-feed.ts";

describe("the validator", () => {
  const validate = orukValidator();
  const service = { id: "ac148810-d857-441c-9679-408f346de14b", name: "A", status: "active" };
  const cases: [OrukSchemaName, object, boolean][] = [
    ["service", service, true],
    ["service", { ...service, id: "not-a-uuid" }, false],
    ["service", { id: service.id, status: "active" }, false],
    ["service", { ...service, status: "open" }, false],
    ["service", { ...service, email: "not an email" }, false],
    ["service", { ...service, last_modified: "2026-10-01 12:00" }, false],
    ["service_list", { ...service, organization: { id: service.id, name: "O" } }, false],
    ["taxonomy_term", { id: service.id, name: "T" }, false],
    ["taxonomy", { id: service.id, name: "T", description: "D", taxonomy_terms: [{}] }, false],
    ["phone", { id: service.id }, false],
  ];
  it.each(cases)("checks %s %j: valid %s", (schema, value, valid) => {
    expect(validate(schema, value).length === 0).toBe(valid);
  });
});

describe.each(TENANTS)("the feed of %s's seed content", (tenant) => {
  let feed: SeededFeed;

  beforeAll(async () => {
    feed = await seededFeed(tenant);
  }, 120_000);

  afterAll(async () => {
    await feed.database.close();
  });

  it("lists every active service once, each valid, and each valid nested whole", async () => {
    // The seed gives every nested kind the feed can send at least once.
    expect(await expectServicesValid(feed)).toEqual([
      "attributes",
      "contacts",
      "cost_options",
      "organization",
      "phones",
      "schedules",
      "service_at_locations",
    ]);
  }, 120_000);

  it("lists every service_at_location of an active service, each valid whole", async () => {
    await expectServiceAtLocationsValid(feed);
  }, 120_000);

  it("lists every taxonomy and term, each valid alone too", async () => {
    await expectTaxonomiesValid(feed);
  }, 120_000);

  // The probes the ORUK validator makes of a feed's parameters, with values from the feed.
  it("answers the validator's probes with valid pages that honour them", async () => {
    const { contents } = await feed.read("/services?per_page=200");
    // One at a time, as the validator reads them: a pooled database is not flooded.
    const details: Body[] = [];
    for (const service of contents)
      details.push(await feed.read(`/services/${String(service.id)}`));
    const first = details.find((service) => service.attributes !== undefined);
    const term = String(first.attributes[0].taxonomy_term_id);
    // The longest word of its name: no stop word.
    const word = String(first.name)
      .split(/[^A-Za-z]+/)
      .reduce((longest, next) => (next.length > longest.length ? next : longest), "");
    const probes: [string, (service: Body) => boolean][] = [
      [`/services?search=${encodeURIComponent(word)}`, () => true],
      [`/services?taxonomy_term_id=${term}`, () => true],
      ["/services?minimum_age=18", (service) => service.minimum_age >= 18],
      ["/services?maximum_age=18", (service) => service.maximum_age <= 18],
      ["/services?modified_after=2020-01-01T00:00:00Z", () => true],
    ];
    for (const [path, holds] of probes) {
      const items = await feed.walk(path, "service_list", 50);
      expect(items.length, path).toBeGreaterThan(0);
      expect(
        items.filter((item) => !holds(item)),
        path,
      ).toEqual([]);
    }
    const ids = async (path: string): Promise<string[]> =>
      (await feed.read(path)).contents.map((service: Body) => String(service.id));
    expect(await ids(`/services?search=${encodeURIComponent(word)}&per_page=200`)).toContain(
      first.id,
    );
    expect(await ids(`/services?taxonomy_term_id=${term}&per_page=200`)).toContain(first.id);
    // A day and times from one of its weekly schedules: that service, among valid pages.
    const [hoursOf, rule] =
      details.flatMap((service): [Body, Body][] =>
        (service.schedules ?? [])
          .filter((schedule: Body) => schedule.freq === "WEEKLY" && schedule.byday)
          .map((schedule: Body) => [service, schedule]),
      )[0] ?? [];
    const times = `day=${String(rule.byday)}&start_time=${String(rule.opens_at)}&end_time=${String(rule.closes_at)}`;
    expect((await feed.walk(`/services?${times}`, "service_list", 50)).length).toBeGreaterThan(0);
    expect(await ids(`/services?${times}&per_page=200`)).toContain(hoursOf.id);
    // A place's own postcode, and a distance from it: that place, among valid pages.
    const place = details
      .flatMap((service): Body[] => service.service_at_locations ?? [])
      .find((item) => item.location?.addresses?.[0]?.postal_code !== undefined);
    const postcode = encodeURIComponent(String(place.location.addresses[0].postal_code));
    const near = `/service_at_locations?postcode=${postcode}&proximity=2000`;
    const nearby = await feed.walk(near, "service_at_location_list", 50);
    expect(nearby.map((item) => item.id)).toContain(place.id);
    for (const bad of ["page=0", "page=x", "per_page=-1", "per_page=100000"]) {
      const response = await feed.app.request(`http://localhost/sutton/oruk/services?${bad}`);
      expect(response.status, bad).toBe(400);
    }
  }, 120_000);
});
