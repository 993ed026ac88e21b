// Runs the judged searches against a seeded tenant and measures them: precision of the first five
// results, whether the first result is relevant, recall against every service the judgement
// accepts, searches that found nothing although something was relevant, and searches that should
// have found nothing but did.
import { sql } from "drizzle-orm";
import { queryRows } from "../../db/types.ts";
import type { Db } from "../../db/types.ts";
import type { ServiceProfile } from "./concepts.ts";
import type { JudgedQuery, QueryKind } from "./queries.ts";

/** The ids a search returned, best first (every page), and its total. */
export type SearchResult = { ids: readonly string[]; total: number };
export type Search = (query: string) => Promise<SearchResult>;

export type QueryFigures = {
  query: string;
  kind: QueryKind;
  /** Services the judgement accepts. */
  relevant: number;
  total: number;
  /**
   * Relevant share of the first five results; of the first k when only k < 5 services are
   * relevant or came back (a perfect ranking scores 1 however few there are). Null when n/a.
   */
  precisionAt5: number | null;
  firstRelevant: boolean | null;
  recall: number | null;
  /** Nothing came back although something was relevant. */
  zeroWithRelevant: boolean;
  /** Something came back for a search that should find nothing. */
  foundForNothing: boolean;
  /** The first five names, relevant ones marked ✓, for reading a failure. */
  top: string[];
  /** Up to five relevant services the search did not return. */
  missed: string[];
};

export type RelevanceSummary = {
  queries: number;
  /** Searches with relevant services, over which the means are taken. */
  judged: number;
  /** Searches whose judgement accepts nothing in this tenant, and not meant to find nothing. */
  unjudged: number;
  meanPrecisionAt5: number;
  firstRelevantShare: number;
  meanRecall: number;
  zeroWithRelevant: number;
  nothingQueries: number;
  foundForNothing: number;
};

export const TARGETS = {
  meanPrecisionAt5: 0.9,
  firstRelevantShare: 0.95,
  meanRecall: 0.93,
  zeroWithRelevant: 0,
  foundForNothing: 0,
} as const;

/** Every active service with what the concepts look at, in one query per kind of fact. */
export async function loadProfiles(db: Db): Promise<ServiceProfile[]> {
  const services = await queryRows<{
    id: string;
    name: string;
    type: string;
    intro: string;
    description: string;
    organisation: string;
  }>(
    db,
    sql`select s.id, s.name, s.type, s.intro, s.description, o.name as organisation
      from services s join organisations o on o.id = s.organisation_id
      where s.status = 'active'`,
  );
  const taxonomies = await queryRows<{ service_id: string; slug: string; parent_slug: string }>(
    db,
    sql`select st.service_id, t.slug, coalesce(p.slug, '') as parent_slug
      from service_taxonomies st join taxonomies t on t.id = st.taxonomy_id
      left join taxonomies p on p.id = t.parent_id`,
  );
  const eligibilities = await queryRows<{ service_id: string; slug: string }>(
    db,
    sql`select se.service_id, t.slug from service_eligibilities se
      join taxonomies t on t.id = se.taxonomy_id`,
  );
  const offerings = await queryRows<{ service_id: string; offering: string }>(
    db,
    sql`select service_id, offering from offerings order by "order"`,
  );
  const places = await queryRows<{ service_id: string; line: string }>(
    db,
    sql`select sl.service_id, concat_ws(', ', l.address_line_1, l.address_line_2,
        l.address_line_3, l.city, l.postcode) as line
      from service_locations sl join locations l on l.id = sl.location_id`,
  );
  const group = <Row extends { service_id: string }, Value>(
    rows: readonly Row[],
    value: (row: Row) => Value,
  ): Map<string, Value[]> => {
    const map = new Map<string, Value[]>();
    for (const row of rows)
      map.set(row.service_id, [...(map.get(row.service_id) ?? []), value(row)]);
    return map;
  };
  const taxonomiesOf = group(taxonomies, (row) => row);
  const eligibilitiesOf = group(eligibilities, (row) => row.slug);
  const offeringsOf = group(offerings, (row) => row.offering);
  const placesOf = group(places, (row) => row.line);
  return services.map((service) => {
    const own = taxonomiesOf.get(service.id) ?? [];
    const all = new Set(own.map((row) => row.slug));
    // The most specific ones: those no other of the service's taxonomies sits below.
    const parents = new Set(own.map((row) => row.parent_slug));
    return {
      ...service,
      offerings: offeringsOf.get(service.id) ?? [],
      ownTaxonomies: new Set([...all].filter((slug) => !parents.has(slug))),
      allTaxonomies: all,
      eligibilities: new Set(eligibilitiesOf.get(service.id) ?? []),
      places: placesOf.get(service.id) ?? [],
    };
  });
}

const PER_PAGE = 100;
/** Recall looks this deep; no judged search has more relevant services. */
const MAX_PAGES = 3;

/** A tenant's `/core/v1` as `app.request` (or fetch) answers it: path below `/core/v1`. */
export type Fetch = (path: string, init: RequestInit) => Response | Promise<Response>;

/** The ids of every result of `POST /search`, page by page. */
export function searchOverHttp(fetch: Fetch): Search {
  return async (query) => {
    const ids: string[] = [];
    let total = 0;
    for (let page = 1; page <= MAX_PAGES; page++) {
      const response = await fetch("/search", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query, page, per_page: PER_PAGE }),
      });
      if (response.status !== 200) throw new Error(`${query}: ${response.status}`);
      const body = (await response.json()) as { data: { id: string }[]; meta: { total: number } };
      total = body.meta.total;
      ids.push(...body.data.map((service) => service.id));
      if (ids.length >= total) break;
    }
    return { ids, total };
  };
}

const TOP = 5;

export function judge(
  judged: JudgedQuery,
  profiles: readonly ServiceProfile[],
  result: SearchResult,
): QueryFigures {
  const byId = new Map(profiles.map((profile) => [profile.id, profile]));
  const relevant = new Set(
    profiles.filter((profile) => judged.relevant(profile)).map((profile) => profile.id),
  );
  const window = Math.min(TOP, relevant.size, result.ids.length);
  const top = result.ids.slice(0, window);
  const applies = relevant.size > 0;
  const hits = top.filter((id) => relevant.has(id)).length;
  const returned = new Set(result.ids);
  const found = result.ids.filter((id) => relevant.has(id)).length;
  return {
    query: judged.query,
    kind: judged.kind,
    relevant: relevant.size,
    total: result.total,
    precisionAt5: applies ? (top.length === 0 ? 0 : hits / top.length) : null,
    firstRelevant: applies ? relevant.has(result.ids[0] ?? "") : null,
    recall: applies ? found / relevant.size : null,
    zeroWithRelevant: applies && result.total === 0,
    foundForNothing: judged.kind === "nothing" && result.total > 0,
    top: result.ids
      .slice(0, TOP)
      .map((id) => `${relevant.has(id) ? "✓ " : ""}${byId.get(id)?.name ?? id}`),
    missed: [...relevant]
      .filter((id) => !returned.has(id))
      .slice(0, TOP)
      .map((id) => byId.get(id)?.name ?? id),
  };
}

const mean = (values: readonly number[]): number =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;

export function summarise(figures: readonly QueryFigures[]): RelevanceSummary {
  const judged = figures.filter((figure) => figure.precisionAt5 !== null);
  const nothing = figures.filter((figure) => figure.kind === "nothing");
  return {
    queries: figures.length,
    judged: judged.length,
    unjudged: figures.length - judged.length - nothing.length,
    meanPrecisionAt5: mean(judged.map((figure) => figure.precisionAt5 ?? 0)),
    firstRelevantShare: mean(judged.map((figure) => (figure.firstRelevant ? 1 : 0))),
    meanRecall: mean(judged.map((figure) => figure.recall ?? 0)),
    zeroWithRelevant: figures.filter((figure) => figure.zeroWithRelevant).length,
    nothingQueries: nothing.length,
    foundForNothing: nothing.filter((figure) => figure.foundForNothing).length,
  };
}

/** Whether each target is met, by name. */
export function verdicts(summary: RelevanceSummary): Record<keyof typeof TARGETS, boolean> {
  return {
    meanPrecisionAt5: summary.meanPrecisionAt5 >= TARGETS.meanPrecisionAt5,
    firstRelevantShare: summary.firstRelevantShare >= TARGETS.firstRelevantShare,
    meanRecall: summary.meanRecall >= TARGETS.meanRecall,
    zeroWithRelevant: summary.zeroWithRelevant <= TARGETS.zeroWithRelevant,
    foundForNothing: summary.foundForNothing <= TARGETS.foundForNothing,
  };
}

export async function runRelevance(
  queries: readonly JudgedQuery[],
  profiles: readonly ServiceProfile[],
  search: Search,
): Promise<{ figures: QueryFigures[]; summary: RelevanceSummary }> {
  const figures: QueryFigures[] = [];
  for (const judged of queries) figures.push(judge(judged, profiles, await search(judged.query)));
  return { figures, summary: summarise(figures) };
}

const fixed = (value: number | null): string => (value === null ? "–" : value.toFixed(2));

/** A plain-text table of the searches that missed, then the summary, for a failing run's log. */
export function formatRelevance(
  label: string,
  figures: readonly QueryFigures[],
  summary: RelevanceSummary,
): string {
  const misses = figures.filter(
    (figure) =>
      (figure.precisionAt5 ?? 1) < 1 ||
      figure.firstRelevant === false ||
      (figure.recall ?? 1) < 1 ||
      figure.foundForNothing,
  );
  return [
    `Relevance, ${label}: P@5 ${summary.meanPrecisionAt5.toFixed(3)}, first relevant ${(
      summary.firstRelevantShare * 100
    ).toFixed(1)}%, recall ${summary.meanRecall.toFixed(3)}, zero-result with relevant ${
      summary.zeroWithRelevant
    }, found for nothing ${summary.foundForNothing}/${summary.nothingQueries} (${summary.judged} judged, ${summary.unjudged} without relevant services)`,
    ...misses.map(
      (figure) =>
        `  ${figure.query} [${figure.kind}] P@5 ${fixed(figure.precisionAt5)} R ${fixed(
          figure.recall,
        )} of ${figure.relevant}, total ${figure.total}: ${figure.top.join(" | ")}${
          figure.missed.length > 0 ? ` — missed: ${figure.missed.join(" | ")}` : ""
        }`,
    ),
  ].join("\n");
}
