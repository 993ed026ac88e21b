import { describe, expect, it } from "vitest";

import type { Service } from "@hub/api-client/schemas";

import {
  API_BASE,
  ELIGIBILITY_IDS,
  eligibilityTree,
  organisation,
  service,
} from "../test/api-stub.ts";
import {
  cqcLocationId,
  eligibilityGroups,
  headerTags,
  serviceLogo,
  socialLinks,
  waitTimeText,
} from "./services.ts";

const noCustom = service().eligibility_types.custom;

describe("service mapping", () => {
  it.each([
    {
      name: "the service's own logo",
      subject: service({
        id: "0e000000-0000-4000-8000-000000000001",
        has_logo: true,
        organisation: organisation({ has_logo: true }),
      }),
      expected: /\/services\/0e000000-0000-4000-8000-000000000001\/logo\?max_dimension=160/,
    },
    {
      name: "the organisation's logo when the service has none",
      subject: service({
        organisation: organisation({ id: "0e000000-0000-4000-8000-000000000002", has_logo: true }),
      }),
      expected: /\/organisations\/0e000000-0000-4000-8000-000000000002\/logo\?max_dimension=160/,
    },
    { name: "no logo at all", subject: service({ organisation: organisation() }), expected: null },
  ])("logo: $name", ({ subject, expected }) => {
    const logo = serviceLogo(API_BASE, subject);
    if (expected === null) expect(logo).toBeNull();
    else expect(logo?.src).toMatch(expected);
  });

  it.each([
    {
      name: "chosen options in the tree's order, then custom words, types in order",
      eligibility: {
        custom: { ...noCustom, age_group: "Over 60s", language: "  " },
        taxonomies: [ELIGIBILITY_IDS.welsh, ELIGIBILITY_IDS.youngAdult, ELIGIBILITY_IDS.under5],
      },
      expected: [
        { title: "Age Group", values: ["0 - 4 years", "19 - 25 years", "Over 60s"] },
        { title: "Language", values: ["Welsh"] },
      ],
    },
    {
      name: "custom words alone, and 'Other' last",
      eligibility: { custom: { ...noCustom, language: "BSL", other: "Carers" }, taxonomies: [] },
      expected: [
        { title: "Language", values: ["BSL"] },
        { title: "Other", values: ["Carers"] },
      ],
    },
    { name: "nothing to say", eligibility: { custom: noCustom, taxonomies: [] }, expected: [] },
  ])("eligibility: $name", ({ eligibility, expected }) => {
    expect(eligibilityGroups(eligibility, eligibilityTree())).toEqual(expected);
  });

  it.each([
    {
      name: "the service's own accounts first",
      subject: service({
        social_medias: [{ type: "youtube", url: "https://youtube.test/s" }],
        organisation: organisation(),
      }),
      expected: ["https://youtube.test/s"],
    },
    {
      name: "the organisation's when the service has none",
      subject: service({ organisation: organisation() }),
      expected: ["https://facebook.com/ageuk"],
    },
    { name: "none without an organisation", subject: service(), expected: [] },
  ])("social links: $name", ({ subject, expected }) => {
    expect(socialLinks(subject).map((link) => link.url)).toEqual(expected);
  });

  it.each([
    { wait: null, expected: null },
    { wait: "one_week", expected: "Average wait time: Up to 1 week" },
    { wait: "month", expected: "Average wait time: Up to 1 month" },
    { wait: "longer", expected: "Average wait time: Longer" },
  ] satisfies { wait: Service["wait_time"]; expected: string | null }[])(
    "wait time $wait",
    ({ wait, expected }) => {
      expect(waitTimeText(wait)).toBe(expected);
    },
  );

  it("puts type and cost before the wait time and the provider's tags", () => {
    const tags = headerTags(
      service({
        type: "club",
        is_free: false,
        wait_time: "two_weeks",
        tags: [
          {
            id: "0c000000-0000-4000-8000-000000000009",
            slug: "drop-in",
            label: "Drop-in",
            created_at: "2026-01-01T00:00:00+0000",
            updated_at: "2026-01-01T00:00:00+0000",
          },
        ],
      }),
    );
    expect(tags.map((tag) => tag.label)).toEqual([
      "Club",
      "Cost",
      "Average wait time: Up to 2 weeks",
      "Drop-in",
    ]);
  });

  it.each([
    { value: "1-123456789", expected: "1-123456789" },
    { value: " 1-2 ", expected: "1-2" },
    { value: "12-34", expected: null },
    { value: "RX1-23", expected: null },
    { value: null, expected: null },
  ])("CQC location id $value", ({ value, expected }) => {
    expect(cqcLocationId(service({ cqc_location_id: value }))).toBe(expected);
  });
});
