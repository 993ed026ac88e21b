// Events search (contract §4.10.3, §7.3).
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { Db } from "../db/types.ts";
import type { Circle } from "./geo.ts";
import { distanceKm, insideBox, proximityFactor } from "./geo.ts";
import { pageOfHits } from "./paging.ts";
import type { HitPage } from "./paging.ts";
import type { WallClock } from "./open-at.ts";
import type { MatchMode } from "./score.ts";
import type { TextQuery } from "./text.ts";

export const ACCESSIBILITY_FLAGS = [
  "has_wheelchair_access",
  "has_induction_loop",
  "has_accessible_toilet",
] as const;
type AccessibilityFlag = (typeof ACCESSIBILITY_FLAGS)[number];

export type EventSearch = {
  text: TextQuery | null;
  /** Organisation-event collection slugs: events in any of them. */
  categories?: readonly string[] | undefined;
  isFree?: boolean | undefined;
  isVirtual?: boolean | undefined;
  /** Flags of the event's location; virtual events never match. */
  accessibility: Partial<Record<AccessibilityFlag, boolean>>;
  /** `YYYY-MM-DD[ HH:MM[:SS]]`, London wall-clock like the stored dates and times. */
  startsAfter?: string | undefined;
  endsBefore?: string | undefined;
  /** `YYYY-MM-DD` in London: without `endsBefore`, only events ending today or later. */
  today: string;
  area?: Circle | undefined;
  /** Only events on at this London wall-clock moment, their start and end included. */
  happeningAt?: WallClock | undefined;
  order: "relevance" | "distance" | "start_date" | "end_date";
};

/** What each of the event's taxonomies in the requested collections adds to its score. */
const CATEGORY_BOOST = 0.2;

export async function searchEvents(
  db: Db,
  search: EventSearch,
  pagination: { page: number; perPage: number },
): Promise<HitPage> {
  const all = await searchEventsMatching(db, search, pagination, "all");
  if (all.total > 0 || !search.text?.canBroaden) return all;
  return searchEventsMatching(db, search, pagination, "any");
}

async function searchEventsMatching(
  db: Db,
  search: EventSearch,
  pagination: { page: number; perPage: number },
  mode: MatchMode,
): Promise<HitPage> {
  const conditions: SQL[] = [];
  if (search.text) conditions.push(search.text.matches(sql`e.search_vector`, mode));
  let boost: SQL = sql`0`;
  if (search.categories) {
    const taxonomyIds = sql`(select ct.taxonomy_id from collection_taxonomies ct
      join collections c on c.id = ct.collection_id
      where c.type = 'organisation-event' and c.slug in (${sql.join(
        search.categories.map((slug) => sql`${slug}`),
        sql`, `,
      )}))`;
    conditions.push(sql`e.id in (select et.organisation_event_id from organisation_event_taxonomies et
      where et.taxonomy_id in ${taxonomyIds})`);
    boost = sql`${sql.raw(String(CATEGORY_BOOST))} * (select count(*) from organisation_event_taxonomies et
      where et.organisation_event_id = e.id and et.taxonomy_id in ${taxonomyIds})`;
  }
  if (search.isFree !== undefined) conditions.push(sql`e.is_free = ${search.isFree}`);
  if (search.isVirtual !== undefined) conditions.push(sql`e.is_virtual = ${search.isVirtual}`);
  for (const flag of ACCESSIBILITY_FLAGS) {
    const value = search.accessibility[flag];
    if (value !== undefined) {
      conditions.push(sql`not e.is_virtual and locations.${sql.identifier(flag)} = ${value}`);
    }
  }
  if (search.startsAfter !== undefined) {
    conditions.push(sql`e.start_date + e.start_time >= ${search.startsAfter}::timestamp`);
  }
  conditions.push(
    search.endsBefore === undefined
      ? sql`e.end_date >= ${search.today}::date`
      : sql`e.end_date + e.end_time <= ${search.endsBefore}::timestamp`,
  );
  if (search.happeningAt !== undefined) {
    const at = sql`${`${search.happeningAt.date} ${search.happeningAt.time}`}::timestamp`;
    conditions.push(sql`e.start_date + e.start_time <= ${at} and ${at} <= e.end_date + e.end_time`);
  }
  const km = search.area ? distanceKm(search.area) : null;
  if (search.area && km) {
    conditions.push(
      sql`not e.is_virtual and ${insideBox(search.area)} and ${km} <= ${search.area.km}`,
    );
  }
  const base = search.text ? search.text.rank(sql`e.search_vector`, mode) : sql`0`;
  const score = sql`(${base} + ${boost})${km ? sql` * ${proximityFactor(km)}` : sql``}`;
  const hits = sql`select e.id, ${km ?? sql`null::float8`} as km, ${score} as score,
      e.start_date + e.start_time as starts, e.end_date + e.end_time as ends,
      lower(e.title) as sort_title
    from organisation_events e left join locations on locations.id = e.location_id
    where ${sql.join(conditions, sql` and `)}`;
  const orders: Record<EventSearch["order"], SQL> = {
    relevance: sql`h.score desc, h.starts asc`,
    distance: sql`h.km asc, h.score desc, h.starts asc`,
    start_date: sql`h.starts asc`,
    end_date: sql`h.ends asc`,
  };
  return pageOfHits(db, hits, sql`${orders[search.order]}, h.sort_title asc, h.id asc`, pagination);
}
