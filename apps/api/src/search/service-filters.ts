// A services search's filters (contract §7.1): categories and personas, eligibility, wait time,
// price and this project's "open at" and organisation, resolved once for both match modes. Categories, personas
// and eligibility are tokens of the search rows' vectors, so each is one full-text condition;
// the rest are conditions on the service's columns, which its points hold too.
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { WAIT_TIMES } from "../db/schema.ts";
import { queryRows } from "../db/types.ts";
import type { Db } from "../db/types.ts";
import { ROOTS } from "../resources/taxonomies.ts";
import { quoted } from "./forms.ts";
import { servicesOpenAt, servicesWithHours } from "./open-at.ts";
import type { ServiceSearch } from "./services.ts";
import { textArray } from "./sql.ts";

/** What each explicitly matched eligibility option adds to the base score. */
const ELIGIBILITY_BOOST = 0.2;

/** Everything but the text, resolved once for both match modes. */
export type Filters = {
  /** Tokens every hit's vector must match (categories, personas, eligibility), or null. */
  tokens: string | null;
  /** Conditions on `s` (service_search, or service_facets, which has the same columns). */
  conditions: SQL[];
  /** The same conditions on a `service_points` row `p`, which holds those columns too. */
  pointConditions: SQL[];
  /** The explicit-eligibility boost, and its largest value. */
  boost: SQL;
  maxBoost: number;
  /** Nothing can match (an unknown category, say). */
  none: boolean;
  /**
   * With a moment to be open at, the conditions once more with "gives no opening times" in place
   * of "open then": what the search left out for want of hours.
   */
  withoutHours: { conditions: SQL[]; pointConditions: SQL[] } | null;
};

const anyToken = (tokens: readonly string[]): string => `(${tokens.map(quoted).join(" | ")})`;

export async function filtersOf(db: Db, search: ServiceSearch): Promise<Filters> {
  const parts: string[] = [];
  let none = false;
  for (const [type, slugs] of [
    ["category", search.categories],
    ["persona", search.personas],
  ] as const) {
    if (!slugs) continue;
    const taxonomies = await collectionTaxonomies(db, type, slugs);
    if (taxonomies.length === 0) none = true;
    else parts.push(anyToken(taxonomies.map((slug) => `category:${slug}`)));
  }
  let boost: SQL = sql`0`;
  let maxBoost = 0;
  if (search.eligibilities && search.eligibilities.length > 0) {
    const options = await eligibilityOptions(db, search.eligibilities);
    const byType = new Map<string, string[]>();
    for (const option of options) {
      byType.set(option.type_slug, [...(byType.get(option.type_slug) ?? []), option.slug]);
    }
    // The "Type All" rule (§7.1): one of the options asked for, or no option of that type.
    for (const [type, slugs] of byType) {
      parts.push(
        anyToken([...slugs.map((slug) => `eligibility:${slug}`), `eligibility-all:${type}`]),
      );
    }
    if (options.length > 0) {
      const slugs = options.map((option) => option.slug);
      // How many of the options the service states, one test each rather than a set operation
      // per row.
      const stated = [...new Set(slugs)].map(
        (slug) => sql`case when ${slug} = any(s.eligibilities) then 1 else 0 end`,
      );
      boost = sql`${sql.raw(String(ELIGIBILITY_BOOST))}::float8 * (${sql.join(stated, sql` + `)})`;
      maxBoost = ELIGIBILITY_BOOST * slugs.length;
    }
  }
  const { openAt } = search;
  // Read once, not once for each of the search's statements (its page, its count, both modes).
  const openServices =
    openAt === undefined
      ? null
      : (await queryRows<{ service_id: string }>(db, servicesOpenAt(openAt))).map(
          (row) => row.service_id,
        );
  const open = (alias: Alias) =>
    openServices === null
      ? []
      : // As text, a filter: as uuids the planner probes the id index once per open service.
        [sql`${column(alias, "service_id")}::text = any(${textArray(openServices)})`];
  const withoutHours = (alias: Alias) => [
    ...serviceColumns(search, alias),
    sql`${column(alias, "service_id")} not in (${servicesWithHours()})`,
  ];
  return {
    tokens: parts.length === 0 ? null : parts.join(" & "),
    conditions: [...serviceColumns(search, "s"), ...open("s")],
    pointConditions: [...serviceColumns(search, "p"), ...open("p")],
    boost,
    maxBoost,
    none,
    withoutHours:
      openAt === undefined
        ? null
        : { conditions: withoutHours("s"), pointConditions: withoutHours("p") },
  };
}

/** `s`: a search or narrow row; `p`: a point. Each holds the service's filter columns. */
type Alias = "s" | "p";

const column = (alias: Alias, name: string) => sql.raw(`${alias}.${name}`);

/** The price, wait and organisation filters, on the columns of the rows named `alias`. */
function serviceColumns(search: ServiceSearch, alias: Alias): SQL[] {
  const conditions: SQL[] = [];
  if (search.organisations !== undefined) {
    // The search rows hold no organisation: its services' ids, compared as text (an id that is
    // not a uuid matches nothing rather than failing the statement).
    conditions.push(sql`${column(alias, "service_id")} in (select o.id from services o
      where o.organisation_id::text = any(${textArray(search.organisations)}))`);
  }
  if (search.waitTime !== undefined) {
    const allowed = WAIT_TIMES.slice(0, WAIT_TIMES.indexOf(search.waitTime) + 1);
    conditions.push(sql`${column(alias, "wait_time")} = any(${textArray(allowed)})`);
  }
  if (search.isFree !== undefined) {
    conditions.push(sql`${column(alias, "is_free")} = ${search.isFree}`);
  }
  return conditions;
}

/** Taxonomy slugs of the named collections of that type (unknown slugs: none). */
async function collectionTaxonomies(
  db: Db,
  type: "category" | "persona",
  slugs: readonly string[],
): Promise<string[]> {
  const rows = await queryRows<{ slug: string }>(
    db,
    sql`select distinct t.slug from collections c
      join collection_taxonomies ct on ct.collection_id = c.id
      join taxonomies t on t.id = ct.taxonomy_id
      where c.type = ${type} and c.slug = any(${textArray(slugs)})`,
  );
  return rows.map((row) => row.slug);
}

/** The eligibility options named (case-insensitively), with their type; other names are ignored. */
async function eligibilityOptions(
  db: Db,
  names: readonly string[],
): Promise<{ slug: string; type_slug: string }[]> {
  return queryRows<{ slug: string; type_slug: string }>(
    db,
    sql`select o.slug, ty.slug as type_slug from taxonomies o
      join taxonomies ty on ty.id = o.parent_id
      join taxonomies root on root.id = ty.parent_id
      where root.parent_id is null and root.name = ${ROOTS.serviceEligibility}
        and lower(o.name) = any(${textArray(names.map((name) => name.trim().toLowerCase()))})`,
  );
}
