// The profile's own example responses (src/oruk/profile/examples/, vendored with their licence)
// read by the import as a saved feed (decision 0074): laid out in the folder's layout, with the
// metadata the examples do not include, and imported into a fresh tenant on PGlite or PostgreSQL.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.ts";
import {
  locations,
  organisations,
  regularOpeningHours,
  serviceEligibilities,
  serviceLocations,
  serviceTaxonomies,
  services,
  taxonomies,
} from "../db/schema.ts";
import { openTestDatabase } from "../test/harness.ts";
import { EXAMPLE_SERVICE_ID as SERVICE, writeExampleFeed } from "../oruk/profile/example-feed.ts";
import { orukSource } from "./oruk/read.ts";
import { runImport, type ImportReport } from "./run.ts";

let folder: string;
let database: Database;
let report: ImportReport;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "oruk-examples-"));
  writeExampleFeed(folder);
  database = await openTestDatabase();
  const source = orukSource(folder);
  report = await runImport({ db: database.db, tenant: "sutton", source }).finally(() =>
    source.close(),
  );
}, 60_000);

afterAll(async () => {
  await database.close();
  rmSync(folder, { recursive: true, force: true });
});

describe("the profile's example feed, imported from a folder", () => {
  it("checks every record and skips none", () => {
    expect(report.skipped).toEqual([]);
    expect(report.source).toBe(folder);
    expect(report.kinds).toMatchObject({
      services: { created: 1 },
      organisations: { created: 1 },
      locations: { created: 1 },
      service_locations: { created: 1 },
      // The example's taxonomy and term, and the Age Group option its ages make.
      taxonomies: { created: 4 },
    });
  });

  it("keeps what our records have a place for", async () => {
    const [service] = await database.db.select().from(services);
    expect(service).toMatchObject({
      id: SERVICE,
      organisationId: "d9d5e0f5-d3ce-4f73-9a2f-4dd0ecc6c610",
      name: "Community Counselling",
      slug: "community-counselling",
      status: "active",
      url: "http://example.com/counselling",
      contactEmail: "email@example.com",
      contactName: "Ann Persona",
      isFree: false,
      feesText: "fees_description",
      assuredDate: "2005-01-01",
    });
    expect(service?.description).toMatch(/^Counselling Services provided by trained professionals/);
    expect(service?.lastModifiedAt.toISOString()).toBe("2023-03-15T10:30:45.123Z");
    const [organisation] = await database.db.select().from(organisations);
    expect(organisation).toMatchObject({
      name: "Example Organization Inc.",
      url: "http://example.com",
      email: "email@example.com",
    });
    const [location] = await database.db.select().from(locations);
    expect(location).toMatchObject({
      addressLine1: "1-30 Main Street",
      city: "MyCity",
      county: "MyState",
      postcode: "ABC 1234",
      country: "US",
      hasInductionLoop: false,
    });
    expect(location?.accessibilityInfo).toContain("Switch hearing aid to T-coil");
    const [place] = await database.db.select().from(serviceLocations);
    expect(place).toMatchObject({
      id: "e94c9f38-1e8f-4564-91d4-d53501ab1765",
      name: "MyCity Civic Center",
    });
  });

  it("reads the example's schedule as opening hours on Thursdays and Fridays", async () => {
    const hours = await database.db.select().from(regularOpeningHours);
    expect(
      hours.map((hour) => [hour.frequency, hour.weekday, hour.opensAt, hour.closesAt]).sort(),
    ).toEqual([
      ["weekly", 4, "10:00:00", "18:00:00"],
      ["weekly", 5, "10:00:00", "18:00:00"],
    ]);
  });

  it("files the example's taxonomy and term under Category, and the service under its term", async () => {
    const nodes = await database.db.select().from(taxonomies);
    const byId = new Map(nodes.map((node) => [node.id, node]));
    const taxonomy = byId.get("5c4d79d7-cc55-470e-9f1f-8cad074e4892");
    const term = byId.get("3f7b145d-84af-42d7-8fae-eaca714b02b2");
    const category = nodes.find((node) => node.parentId === null && node.name === "Category");
    expect(taxonomy).toMatchObject({ parentId: category?.id, depth: 1 });
    // Its parent is in no list, and its taxonomy is named by no taxonomy: it hangs under Category.
    expect(term).toMatchObject({ parentId: category?.id, depth: 1 });
    expect(await database.db.select().from(serviceTaxonomies)).toEqual([
      { serviceId: SERVICE, taxonomyId: term?.id },
    ]);
  });

  it("keeps the example's ages, 12 to 100, as an Age Group option", async () => {
    const nodes = await database.db.select().from(taxonomies);
    const [link] = await database.db.select().from(serviceEligibilities);
    const option = nodes.find((node) => node.id === link?.taxonomyId);
    const type = nodes.find((node) => node.id === option?.parentId);
    const root = nodes.find((node) => node.id === type?.parentId);
    expect(option?.name).toBe("12 - 100 years");
    expect(type).toMatchObject({ name: "Age Group", slug: "age-group" });
    expect(root).toMatchObject({ name: "Service Eligibility", parentId: null });
  });

  it("a second run finds the folder unchanged", async () => {
    const source = orukSource(folder);
    const again = await runImport({ db: database.db, tenant: "sutton", source });
    const changed = Object.values(again.kinds).reduce(
      (sum, counts) => sum + counts.created + counts.updated + counts.deactivated,
      0,
    );
    expect(changed).toBe(0);
    expect(again.kinds.services.unchanged).toBe(1);
  });
});
