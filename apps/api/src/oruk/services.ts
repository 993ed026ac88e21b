// The feed's services: which are listed (active ones, under the profile's filters), a page of
// their ids, and each as the list shows it, with its organisation (service_list.json).
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { Db } from "../db/types.ts";
import { queryRows } from "../db/types.ts";
import { preparedRows } from "../db/prepared.ts";
import { prepareTextQuery } from "../search/text.ts";
import { maximumAgeSql, minimumAgeSql } from "./ages.ts";
import { asEmail, asUri, compact, pageWindow } from "./present.ts";
import type { Json } from "./present.ts";
import type { Paging, ServiceFilters } from "./query.ts";

/** `a, b, c` as SQL parameters, for `in (…)`; ids are never empty here. */
export const idList = (ids: readonly string[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** The service (`s`) has this term among its categories or eligibility options. */
const hasTerm = (termId: string): SQL => sql`(
  exists (select 1 from service_taxonomies link
    where link.service_id = s.id and link.taxonomy_id = ${termId})
  or exists (select 1 from service_eligibilities link
    where link.service_id = s.id and link.taxonomy_id = ${termId}))`;

/** The service has a term anywhere below the taxonomy (a root of our tree). */
const hasTermOf = (taxonomyId: string): SQL => sql`exists (
  select 1 from (
    select taxonomy_id from service_taxonomies where service_id = s.id
    union all select taxonomy_id from service_eligibilities where service_id = s.id
  ) link
  where link.taxonomy_id in (
    with recursive below(id) as (
      select id from taxonomies where parent_id = ${taxonomyId}
      union all select child.id from taxonomies child join below on child.parent_id = below.id
    ) select id from below))`;

/**
 * A regular opening rule (`roh`) held on the day, opening at or after `start_time` and closing at
 * or before `end_time`, as the profile words these filters. A rule's weekday is its own, or for a
 * fortnightly rule its first date's; a rule by date in the month falls on no one weekday.
 */
function hoursMatch(filters: Partial<ServiceFilters>): SQL[] {
  const matches: SQL[] = [];
  if (filters.day !== undefined) {
    matches.push(sql`(case when roh.frequency = 'fortnightly'
      then extract(isodow from roh.starts_at)::int else roh.weekday end) = ${filters.day}`);
  }
  if (filters.start_time !== undefined) {
    matches.push(sql`roh.opens_at >= ${filters.start_time}::time`);
  }
  if (filters.end_time !== undefined) matches.push(sql`roh.closes_at <= ${filters.end_time}::time`);
  return matches;
}

/**
 * What a service (`s`) must be to be listed: active, and whatever the filters ask. `search` is
 * the website's own text analysis, tested on the service's stored search vector. The day and
 * times are matched by one rule of any of its places, or with `hoursOf: "place"`, of the place
 * `sl` being listed.
 */
export async function serviceConditions(
  db: Db,
  filters: Partial<ServiceFilters>,
  hoursOf: "service" | "place" = "service",
): Promise<SQL> {
  const conditions: SQL[] = [sql`s.status = 'active'`];
  if (filters.search !== undefined) {
    const text = await prepareTextQuery(db, filters.search);
    conditions.push(sql`exists (select 1 from service_search found
      where found.service_id = s.id and ${text.matches(sql`found.vector`, "all")})`);
  }
  if (filters.taxonomy_term_id !== undefined) conditions.push(hasTerm(filters.taxonomy_term_id));
  if (filters.taxonomy_id !== undefined) conditions.push(hasTermOf(filters.taxonomy_id));
  if (filters.organization_id !== undefined) {
    conditions.push(sql`s.organisation_id = ${filters.organization_id}`);
  }
  if (filters.modified_after !== undefined) {
    conditions.push(
      sql`s.last_modified_at >= ${filters.modified_after.toISOString()}::timestamptz`,
    );
  }
  if (filters.minimum_age !== undefined) {
    conditions.push(sql`${minimumAgeSql(sql`s.id`)} >= ${filters.minimum_age}::numeric`);
  }
  if (filters.maximum_age !== undefined) {
    conditions.push(sql`${maximumAgeSql(sql`s.id`)} <= ${filters.maximum_age}::numeric`);
  }
  const hours = hoursMatch(filters);
  if (hours.length > 0) {
    const owner =
      hoursOf === "place"
        ? sql`roh.service_location_id = sl.id`
        : sql`roh.service_location_id in (select id from service_locations where service_id = s.id)`;
    conditions.push(sql`exists (select 1 from regular_opening_hours roh
      where ${owner} and ${sql.join(hours, sql` and `)})`);
  }
  return sql.join(conditions, sql` and `);
}

/** One page of the listed services' ids, by name, and how many there are in all. */
export async function servicePage(
  db: Db,
  where: SQL,
  paging: Paging,
): Promise<{ ids: string[]; total: number }> {
  const { limit, offset } = pageWindow(paging);
  const [counted, rows] = await Promise.all([
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from services s where ${where}`,
    ),
    queryRows<{ id: string }>(
      db,
      sql`select s.id from services s where ${where}
        order by s.name, s.id limit ${limit} offset ${offset}`,
    ),
  ]);
  return { ids: rows.map((row) => row.id), total: counted[0]?.total ?? 0 };
}

/** A service's own fields and its organisation's, as one row. */
export type ServiceRow = {
  id: string;
  organisation_id: string;
  name: string;
  description: string;
  url: string | null;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  status: string;
  is_free: boolean;
  fees_text: string | null;
  assured_date: string | null;
  last_modified: string;
  minimum_age: number | null;
  maximum_age: number | null;
  org_name: string;
  org_description: string;
  org_email: string | null;
  org_url: string | null;
  org_logo: string | null;
};

/** The active services with these ids, in no particular order. */
export function serviceRows(db: Db, ids: readonly string[]): Promise<ServiceRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return preparedRows<ServiceRow>(
    db,
    sql`select s.id, s.organisation_id, s.name, s.description, s.url, s.contact_name,
      s.contact_email, s.contact_phone, s.status, s.is_free, s.fees_text,
      s.assured_date::text as assured_date,
      to_char(s.last_modified_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as last_modified,
      ${minimumAgeSql(sql`s.id`)} as minimum_age, ${maximumAgeSql(sql`s.id`)} as maximum_age,
      o.name as org_name, o.description as org_description, o.email as org_email,
      o.url as org_url, logo.filename as org_logo
    from services s
    join organisations o on o.id = s.organisation_id
    left join files logo on logo.id = o.logo_file_id
    where s.status = 'active' and s.id in (${idList(ids)})`,
  );
}

/** The service's organisation; its logo is served by `/core/v1`'s images. */
export function organizationOf(row: ServiceRow, apiBase: string): Json {
  return compact({
    id: row.organisation_id,
    name: row.org_name,
    description: row.org_description,
    email: asEmail(row.org_email),
    website: asUri(row.org_url),
    logo: row.org_logo === null ? null : `${apiBase}/images/${encodeURIComponent(row.org_logo)}`,
  });
}

/** A service's one-to-one fields, in the profile's order (service_list.json). */
export function serviceFields(row: ServiceRow): Json {
  return compact({
    id: row.id,
    organization_id: row.organisation_id,
    name: row.name,
    description: row.description,
    url: asUri(row.url),
    email: asEmail(row.contact_email),
    status: row.status,
    fees: row.fees_text,
    minimum_age: row.minimum_age,
    maximum_age: row.maximum_age,
    assured_date: row.assured_date,
    last_modified: row.last_modified,
  });
}

/** As `/services` lists it: its own fields and its organisation. */
export const serviceSummary = (row: ServiceRow, apiBase: string): Json => ({
  ...serviceFields(row),
  organization: organizationOf(row, apiBase),
});

/** The listed form of each active service of `ids`, by id. */
export async function serviceSummaries(
  db: Db,
  apiBase: string,
  ids: readonly string[],
): Promise<Map<string, Json>> {
  const rows = await serviceRows(db, ids);
  return new Map(rows.map((row) => [row.id, serviceSummary(row, apiBase)]));
}
