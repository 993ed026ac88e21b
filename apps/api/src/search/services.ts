// Services search (contract §4.10.1, §7.1) and services of one collection (§4.10.2, §7.2).
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { WAIT_TIMES } from "../db/schema.ts";
import { queryRows } from "../db/types.ts";
import type { Db } from "../db/types.ts";
import { ROOTS } from "../resources/taxonomies.ts";
import type { Circle } from "./geo.ts";
import { distanceKm, insideBox, proximityFactor } from "./geo.ts";
import { pageOfHits } from "./paging.ts";
import type { HitPage } from "./paging.ts";
import type { MatchMode, TextQuery } from "./text.ts";

type WaitTime = (typeof WAIT_TIMES)[number];

export type ServiceSearch = {
  text: TextQuery | null;
  /** Category collection slugs: services in any of them. */
  categories?: readonly string[] | undefined;
  /** Persona collection slugs: services in any of them. */
  personas?: readonly string[] | undefined;
  /** "At most" this wait; services without a wait time never match. */
  waitTime?: WaitTime | undefined;
  isFree?: boolean | undefined;
  area?: Circle | undefined;
  /** Eligibility option names ("12 - 15 years", "Homeless"). */
  eligibilities?: readonly string[] | undefined;
  order: "relevance" | "distance";
};

/** Upstream's quality multiplier: `1 + 0.1 × (score + 1)`, ×1 without a score. */
const quality = sql`(1 + 0.1 * (coalesce(s.score, -1) + 1))`;
/** What each explicitly matched eligibility option adds to the base score. */
const ELIGIBILITY_BOOST = 0.2;

/** A page of hits; `broadened` when no service matched every word and any word was enough. */
export type ServiceHitPage = HitPage & { broadened: boolean };

export async function searchServices(
  db: Db,
  search: ServiceSearch,
  pagination: { page: number; perPage: number },
): Promise<ServiceHitPage> {
  const all = await searchServicesMatching(db, search, pagination, "all");
  if (all.total > 0 || !search.text?.canBroaden) return { ...all, broadened: false };
  return { ...(await searchServicesMatching(db, search, pagination, "any")), broadened: true };
}

async function searchServicesMatching(
  db: Db,
  search: ServiceSearch,
  pagination: { page: number; perPage: number },
  mode: MatchMode,
): Promise<HitPage> {
  const conditions: SQL[] = [sql`s.status = 'active'`];
  if (search.text) conditions.push(search.text.matches(sql`s.search_vector`, mode));
  if (search.categories) conditions.push(inCollections("category", search.categories));
  if (search.personas) conditions.push(inCollections("persona", search.personas));
  if (search.waitTime !== undefined) {
    const allowed = WAIT_TIMES.slice(0, WAIT_TIMES.indexOf(search.waitTime) + 1);
    conditions.push(
      sql`s.wait_time in (${sql.join(
        allowed.map((value) => sql`${value}`),
        sql`, `,
      )})`,
    );
  }
  if (search.isFree !== undefined) conditions.push(sql`s.is_free = ${search.isFree}`);
  let boost: SQL = sql`0`;
  if (search.eligibilities && search.eligibilities.length > 0) {
    const rule = await eligibilityRule(db, search.eligibilities);
    conditions.push(...rule.conditions);
    boost = rule.boost;
  }
  const base = search.text ? search.text.rank(sql`s.search_vector`, mode) : sql`1`;
  const near = search.area ? nearestWithin(search.area) : null;
  const score = sql`(${base} + ${boost}) * ${quality}${near ? sql` * ${proximityFactor(sql`near.km`)}` : sql``}`;
  const hits = sql`select s.id, lower(s.name) as sort_name, ${near ? sql`near.km` : sql`null::float8`} as km,
      ${score} as score
    from services s ${near ? sql`join ${near} near on near.service_id = s.id` : sql``}
    where ${sql.join(conditions, sql` and `)}`;
  const order =
    search.order === "distance"
      ? sql`h.km asc, h.score desc, h.sort_name asc, h.id asc`
      : sql`h.score desc, h.sort_name asc, h.id asc`;
  return pageOfHits(db, hits, order, pagination);
}

/** Active services sharing taxonomies with the collection, more shared first (§7.2). */
export async function searchCollectionServices(
  db: Db,
  collectionId: string,
  pagination: { page: number; perPage: number },
): Promise<HitPage> {
  const hits = sql`select s.id, null::float8 as km, lower(s.name) as sort_name,
      count(*) * ${quality} as score
    from services s join service_taxonomies st on st.service_id = s.id
    where s.status = 'active' and st.taxonomy_id in (
      select ct.taxonomy_id from collection_taxonomies ct where ct.collection_id = ${collectionId})
    group by s.id`;
  return pageOfHits(db, hits, sql`h.score desc, h.sort_name asc, h.id asc`, pagination);
}

/** Services having any taxonomy of the named collections of that type (unknown slugs: none). */
function inCollections(type: "category" | "persona", slugs: readonly string[]): SQL {
  return sql`s.id in (select st.service_id from service_taxonomies st
    join collection_taxonomies ct on ct.taxonomy_id = st.taxonomy_id
    join collections c on c.id = ct.collection_id
    where c.type = ${type} and c.slug in (${sql.join(
      slugs.map((slug) => sql`${slug}`),
      sql`, `,
    )}))`;
}

/** Each service's nearest location inside the circle: `(service_id, km)`. */
function nearestWithin(area: Circle): SQL {
  const km = distanceKm(area);
  return sql`(select sl.service_id, min(${km}) as km from service_locations sl
    join locations on locations.id = sl.location_id
    where ${insideBox(area)}
    group by sl.service_id having min(${km}) <= ${area.km})`;
}

/**
 * The "Type All" rule (§7.1): for every eligibility type the request names options of, a service
 * has one of those options or no option of that type at all. Names that are not eligibility
 * options are ignored; explicit matches add to the score.
 */
async function eligibilityRule(
  db: Db,
  names: readonly string[],
): Promise<{ conditions: SQL[]; boost: SQL }> {
  const options = await queryRows<{ id: string; type_id: string }>(
    db,
    sql`select o.id, o.parent_id as type_id from taxonomies o
      join taxonomies ty on ty.id = o.parent_id
      join taxonomies root on root.id = ty.parent_id
      where root.parent_id is null and root.name = ${ROOTS.serviceEligibility}
        and lower(o.name) in (${sql.join(
          names.map((name) => sql`${name.trim().toLowerCase()}`),
          sql`, `,
        )})`,
  );
  if (options.length === 0) return { conditions: [], boost: sql`0` };
  const idList = (ids: readonly string[]): SQL =>
    sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
  const byType = new Map<string, string[]>();
  for (const option of options)
    byType.set(option.type_id, [...(byType.get(option.type_id) ?? []), option.id]);
  const conditions = [...byType].map(
    ([typeId, ids]) => sql`(exists (select 1 from service_eligibilities se
        where se.service_id = s.id and se.taxonomy_id in (${idList(ids)}))
      or not exists (select 1 from service_eligibilities se
        join taxonomies t on t.id = se.taxonomy_id
        where se.service_id = s.id and t.parent_id = ${typeId}::uuid))`,
  );
  const boost = sql`${sql.raw(String(ELIGIBILITY_BOOST))} * (select count(*) from service_eligibilities se
    where se.service_id = s.id and se.taxonomy_id in (${idList(options.map((option) => option.id))}))`;
  return { conditions, boost };
}
