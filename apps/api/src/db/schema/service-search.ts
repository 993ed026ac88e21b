// The rows a service search reads, refreshed from the services by `refreshServiceSearch()`.
import {
  boolean,
  doublePrecision,
  index,
  integer,
  json,
  pgTable,
  point,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { SCORE_LEVELS, scoreIs } from "../quality.ts";
import { tsvector } from "./columns.ts";
import { services } from "./services.ts";

/**
 * The filters that are columns rather than tokens, on `service_points` too, so a circle's
 * services are counted under them from their points alone (decision 0063).
 */
const priceAndWaitColumns = () => ({
  isFree: boolean("is_free").notNull(),
  waitTime: text("wait_time"),
});

/**
 * What filters and the ranking of their matches test, named alike on `service_search` and
 * `service_facets` so a condition reads either (fresh builders for each table).
 */
const filterColumns = () => ({
  /** Upstream's quality multiplier, `1 + 0.1 × (score + 1)` (1 without a score). */
  quality: doublePrecision("quality").notNull(),
  sortName: text("sort_name").notNull(),
  ...priceAndWaitColumns(),
  /** Slugs of the eligibility options it states, for the explicit-match boost. */
  eligibilities: text("eligibilities").array().notNull(),
});

/**
 * What a search needs of each active service, in one narrow row (`refreshServiceSearch()`):
 * a wide `services` row is mostly description, which ranking no longer reads. `vector`: A name
 * and organisation, B introduction and offerings, C description, D own category names, stated
 * eligibility, towns and "free", plus tokens — `category:<slug>` (A own, D above), `place:<town>`,
 * `eligibility:<option>` and `eligibility-all:<type>` (no option of that type) — so filters are
 * full-text conditions on the same index. `head`: what ranks highest (name, organisation, own
 * categories, places), indexed on its own so a broad search can rank those rows first. `body`:
 * the B and C parts (introduction, offerings, description), indexed on their own so a search can
 * find the rows whose description holds a phrase without reading every row whose category names
 * do (decision 0035). `intro`: the B part alone, so the rows whose introduction holds a word are
 * found without reading those whose description does (decision 0036).
 */
export const serviceSearch = pgTable(
  "service_search",
  {
    serviceId: uuid("service_id")
      .primaryKey()
      .references(() => services.id, { onDelete: "cascade" }),
    vector: tsvector("vector").notNull(),
    head: tsvector("head").notNull(),
    body: tsvector("body").notNull(),
    intro: tsvector("intro").notNull(),
    /** The service's place when it has exactly one (most do), so a radius measures it inline. */
    lat: doublePrecision("lat"),
    lon: doublePrecision("lon"),
    /**
     * Every place of a service with several (null otherwise), so a radius measures them on the
     * row too, rather than in a look-up of `service_points` for each row.
     */
    lats: doublePrecision("lats").array(),
    lons: doublePrecision("lons").array(),
    /**
     * The same places as unit vectors, as `service_points` stores them: one place in `unit_x`,
     * `unit_y`, `unit_z`, several in `units` (one `[x, y, z]` row each, in the order of `lats`),
     * so whether a service is inside a circle is three products a place (decision 0049).
     */
    unitX: doublePrecision("unit_x"),
    unitY: doublePrecision("unit_y"),
    unitZ: doublePrecision("unit_z"),
    units: doublePrecision("units").array(),
    ...filterColumns(),
  },
  (t) => [
    index("service_search_vector_index").using("gin", t.vector),
    index("service_search_head_index").using("gin", t.head),
    index("service_search_body_index").using("gin", t.body),
    index("service_search_intro_index").using("gin", t.intro),
    index("service_search_order_index").on(t.quality.desc(), t.sortName, t.serviceId),
  ],
);

/**
 * What a search without a keyword or a place reads of each active service (decision 0044): the
 * filter tokens of its `service_search` vector (`category:`, `eligibility:`, `eligibility-all:`)
 * and the columns filters and their ranking test, in a row a tenth as wide. Counting the up to
 * 10 000 services a filter matches then reads a tenth of the pages. Refreshed with the search rows.
 */
export const serviceFacets = pgTable(
  "service_facets",
  {
    serviceId: uuid("service_id")
      .primaryKey()
      .references(() => services.id, { onDelete: "cascade" }),
    tokens: tsvector("tokens").notNull(),
    ...filterColumns(),
  },
  (t) => [
    index("service_facets_tokens_index").using("gin", t.tokens),
    index("service_facets_order_index").on(t.quality.desc(), t.sortName, t.serviceId),
  ],
);

/**
 * How many search rows hold each lexeme of their vector, in any field (decision 0047): a
 * keyword's matches number at least as many as its commonest single-word form's, so a broad
 * one is counted to upstream's 10 000 without reading its rows. Kept exact by
 * `refreshServiceSearch()` with the rows, in whatever transaction its caller holds.
 */
export const searchLexemeCounts = pgTable("search_lexeme_counts", {
  lexeme: text("lexeme").primaryKey(),
  services: integer("services").notNull(),
});

/**
 * Where each active service runs, one row per location, for radius and distance searches:
 * `position` is `(lon, lat)` under a GiST index, and `unit_x`, `unit_y`, `unit_z` its position on
 * the unit sphere, so whether it is inside a circle is three products (decision 0043).
 * `ordinal` numbers a service's points; a point after the first carries the earlier ones' unit
 * vectors (`earlier_units`, one `[x, y, z]` row each, in order), so "the first of its service
 * inside a circle" is decided row by row, by products alone, and services are counted without
 * de-duplicating (decision 0049). Each level of quality's points have a position index of their
 * own, so the best services near a place are read level by level (decision 0067).
 */
export const servicePoints = pgTable(
  "service_points",
  {
    serviceId: uuid("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    lat: doublePrecision("lat").notNull(),
    lon: doublePrecision("lon").notNull(),
    position: point("position", { mode: "xy" }).notNull(),
    unitX: doublePrecision("unit_x").notNull(),
    unitY: doublePrecision("unit_y").notNull(),
    unitZ: doublePrecision("unit_z").notNull(),
    ordinal: integer("ordinal").notNull(),
    earlierUnits: doublePrecision("earlier_units").array().notNull(),
    ...priceAndWaitColumns(),
    /** Its service's score, whose level of quality has a position index of its own. */
    score: integer("score"),
  },
  (t) => [
    index("service_points_position_index").using("gist", t.position),
    index("service_points_service_id_index").on(t.serviceId),
    ...SCORE_LEVELS.map((score) =>
      index(`service_points_position_score_${score ?? "none"}_index`)
        .using("gist", t.position)
        .where(scoreIs(t.score, score)),
    ),
  ],
);

/**
 * Each active service as search results present it, stored when its search row is (decision
 * 0037): `resource` is the service resource without its organisation, its URLs without the
 * API's base; `locations` its service locations with their location and opening hours as
 * stored, whose meaning at the request's time (`is_open_now`, `next_occurs`) is worked out
 * when read. Refreshed with the search rows; a write to any table it holds something of drops
 * every document (migration 0007's triggers), and results are presented from the rows until then.
 */
export const serviceDocuments = pgTable("service_documents", {
  serviceId: uuid("service_id")
    .primaryKey()
    .references(() => services.id, { onDelete: "cascade" }),
  resource: json("resource").notNull(),
  locations: json("locations").notNull(),
});
