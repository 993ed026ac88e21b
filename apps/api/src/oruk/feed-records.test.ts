// What the feed says of each record of the hand-made fixture borough: a service nested whole
// (schedules from every kind of opening hours, ages, attributes, prices), a service_at_location,
// taxonomies and terms, and ids that stay put. Response bodies are untyped JSON, read freely:
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDS, fixtureDataset } from "../test/fixture.ts";
import type { Harness } from "../test/harness.ts";
import { startHarness } from "../test/harness.ts";
import { derivedId, uuidV5 } from "./ids.ts";

const FEED = "http://localhost/sutton/oruk";
const UUID = expect.stringMatching(
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
);

let h: Harness;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const read = async (path: string): Promise<any> => {
  const { status, body } = await h.call(FEED + path);
  expect(status).toBe(200);
  return body;
};

beforeAll(async () => {
  h = await startHarness(fixtureDataset());
}, 60_000);

afterAll(async () => {
  await h.close();
});

/** Every value in a body, with its path: none may be null or empty (decision 0064). */
function emptyValues(value: unknown, path = ""): string[] {
  if (value === null || value === "") return [path];
  if (Array.isArray(value)) {
    return value.length === 0
      ? [path]
      : value.flatMap((item, i) => emptyValues(item, `${path}[${i}]`));
  }
  if (typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => emptyValues(item, `${path}.${key}`));
  }
  return [];
}

describe("a service nested whole", () => {
  it("has its schedules from every kind of opening hours, each naming its place", async () => {
    const debt = await read(`/services/${IDS.debtAdvice}`);
    expect(debt.schedules).toEqual([
      expect.objectContaining({
        service_id: IDS.debtAdvice,
        service_at_location_id: IDS.slDebtTownHall,
        freq: "MONTHLY",
        interval: 1,
        bymonthday: "1",
        opens_at: "10:00:00",
        closes_at: "12:00:00",
      }),
      expect.objectContaining({
        service_at_location_id: IDS.slDebtTownHall,
        freq: "WEEKLY",
        interval: 1,
        byday: "TU",
        opens_at: "09:00:00",
        closes_at: "17:00:00",
        description: expect.stringContaining("Tuesday"),
      }),
      expect.objectContaining({
        service_at_location_id: IDS.slDebtLibrary,
        freq: "WEEKLY",
        byday: "TH",
      }),
      {
        id: UUID,
        service_id: IDS.debtAdvice,
        service_at_location_id: IDS.slDebtTownHall,
        valid_from: "2026-12-24",
        valid_to: "2026-12-26",
        description: expect.stringMatching(/^Closed .*24th December 2026.*26th December 2026/),
      },
    ]);
    const money = await read(`/services/${IDS.moneyMatters}`);
    expect(money.schedules.map((s: { byday: string }) => s.byday).sort()).toEqual(["2TU", "4TU"]);
    expect(money.schedules[0]).toMatchObject({ freq: "MONTHLY", interval: 1 });
    const housing = await read(`/services/${IDS.housingHelp}`);
    expect(housing.schedules).toEqual([
      expect.objectContaining({
        dtstart: "2026-11-10",
        freq: "WEEKLY",
        interval: 2,
        byday: "TU",
        description: expect.stringContaining("Fortnightly"),
      }),
    ]);
  });

  it("has its ages, organisation, prices, attributes and places", async () => {
    const debt = await read(`/services/${IDS.debtAdvice}`);
    expect(debt).toMatchObject({
      id: IDS.debtAdvice,
      organization_id: IDS.orgAlpha,
      name: "Debt Advice",
      description: "All about Debt Advice.",
      status: "active",
      minimum_age: 16,
      maximum_age: 18,
      last_modified: "2026-10-01T12:00:00Z",
      organization: {
        id: IDS.orgAlpha,
        name: "Alpha Org",
        email: "hello@alpha-org.example.org",
        website: "https://alpha-org.example.org",
        logo: `http://localhost/sutton/core/v1/images/${IDS.fileLogo}.svg`,
      },
      cost_options: [
        { id: derivedId(IDS.debtAdvice, "cost-option"), service_id: IDS.debtAdvice, amount: 0 },
      ],
    });
    const terms = debt.attributes.map(
      (a: { taxonomy_term: { name: string } }) => a.taxonomy_term.name,
    );
    // By taxonomy, then depth, then name.
    expect(terms).toEqual(["Advice", "Benefits", "Debt", "Housing", "16 - 18 years", "Homeless"]);
    expect(debt.attributes).toContainEqual({
      id: derivedId(IDS.debtAdvice, `attribute:${IDS.debt}`),
      link_id: IDS.debtAdvice,
      link_type: "category",
      link_entity: "service",
      taxonomy_term_id: IDS.debt,
      taxonomy_term: {
        id: IDS.debt,
        name: "Debt",
        description: "Debt",
        parent_id: IDS.advice,
        taxonomy: "Category",
        taxonomy_id: IDS.rootCategory,
      },
    });
    expect(debt.service_at_locations.map((s: { id: string }) => s.id)).toEqual([
      IDS.slDebtTownHall,
      IDS.slDebtLibrary,
    ]);
  });

  it.each([IDS.debtAdvice, IDS.housingHelp, IDS.benefitsClinic, IDS.footballClub])(
    "leaves out every empty field of %s",
    async (id) => {
      expect(emptyValues(await read(`/services/${id}`))).toEqual([]);
    },
  );

  it("says a service without a price in words is free or leaves prices out", async () => {
    const football = await read(`/services/${IDS.footballClub}`);
    expect(football.cost_options).toHaveLength(1);
    expect(football).not.toHaveProperty("minimum_age");
    expect(football).not.toHaveProperty("contacts");
    expect(football).not.toHaveProperty("phones");
  });
});

describe("a service_at_location", () => {
  it("nests its location with its address and accessibility, and its service", async () => {
    const place = await read(`/service_at_locations/${IDS.slDebtTownHall}`);
    expect(place).toMatchObject({
      id: IDS.slDebtTownHall,
      service_id: IDS.debtAdvice,
      location_id: IDS.townHall,
      location: {
        id: IDS.townHall,
        location_type: "physical",
        name: "Town hall drop-in",
        latitude: 51.3618,
        longitude: -0.1945,
        addresses: [
          {
            id: derivedId(IDS.townHall, "address"),
            location_id: IDS.townHall,
            address_1: "Civic Offices, St Nicholas Way",
            city: "Sutton",
            state_province: "Greater London",
            postal_code: "SM1 1EA",
            country: "GB",
            address_type: "physical",
          },
        ],
        accessibility: [
          {
            id: derivedId(IDS.townHall, "accessibility"),
            location_id: IDS.townHall,
            description: "Step-free entrance.",
            details: "Wheelchair access, Accessible toilet",
          },
        ],
      },
      service: { id: IDS.debtAdvice, name: "Debt Advice" },
    });
    expect(place.service).not.toHaveProperty("service_at_locations");
    expect(emptyValues(place)).toEqual([]);
  });

  it("lists each with its location's and service's own fields", async () => {
    const { contents } = await read("/service_at_locations?per_page=200");
    expect(contents).toHaveLength(5);
    expect(contents).toContainEqual({
      id: IDS.slFootball,
      service_id: IDS.footballClub,
      location_id: IDS.library,
      location: {
        id: IDS.library,
        location_type: "physical",
        name: "Central Library, St Nicholas Way",
        latitude: 51.3655,
        longitude: -0.1932,
      },
      service: expect.objectContaining({ id: IDS.footballClub, organization: expect.any(Object) }),
    });
  });
});

describe("taxonomies and terms", () => {
  it("lists each root of the tree as a taxonomy", async () => {
    const body = await read("/taxonomies");
    expect(body.contents.map((t: { name: string }) => t.name)).toEqual([
      "Category",
      "Organisation",
      "Service Eligibility",
    ]);
    expect(await read(`/taxonomies/${IDS.rootCategory}`)).toEqual({
      id: IDS.rootCategory,
      name: "Category",
      description: "The categories services are filed under.",
    });
  });

  it("lists every other node as a term of its root", async () => {
    const body = await read("/taxonomy_terms?per_page=200");
    expect(body.total_items).toBe(14);
    expect(await read(`/taxonomy_terms/${IDS.lga}`)).toEqual({
      id: IDS.lga,
      name: "LGA Standards",
      description: "LGA Standards",
      taxonomy: "Category",
      taxonomy_id: IDS.rootCategory,
    });
    expect(await read(`/taxonomy_terms/${IDS.age16to18}`)).toMatchObject({
      parent_id: IDS.ageGroup,
      taxonomy: "Service Eligibility",
      taxonomy_id: IDS.rootEligibility,
    });
  });
});

describe("derived ids", () => {
  it("are RFC 9562 UUID v5", () => {
    // The RFC's own example: the DNS namespace and www.example.com.
    expect(uuidV5("6ba7b810-9dad-11d1-80b4-00c04fd430c8", "www.example.com")).toBe(
      "2ed6657d-e927-568b-95e1-2665a8aea6a2",
    );
  });

  it("stay put and differ by role", async () => {
    expect(derivedId(IDS.debtAdvice, "phone")).toBe("0e774e79-c062-5c31-92ea-2c0b2647cf0a");
    expect(derivedId(IDS.debtAdvice.toUpperCase(), "phone")).toBe(
      derivedId(IDS.debtAdvice, "phone"),
    );
    expect(derivedId(IDS.debtAdvice, "contact")).not.toBe(derivedId(IDS.debtAdvice, "phone"));
    const [first, second] = await Promise.all([
      read(`/services/${IDS.debtAdvice}`),
      read(`/services/${IDS.debtAdvice}`),
    ]);
    expect(first).toEqual(second);
  });
});
