// Keeps the search's derived data in step with the rows it summarises: each active service's
// search row, points and presented document (decision 0037), each event's and page's weighted
// tsvector, the vocabulary misspellings are corrected against, and the category and place names
// a query may use. A service's search row and document hold its organisation, categories,
// eligibility, places and other relations, which live in other tables, so they are refreshed by
// whoever writes those rows (the seeder, and the server after a migration; the API writes no
// content) rather than by a generated column. See `serviceSearch` and `servicePoints` in
// schema.ts.
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { refreshServiceDocuments } from "../resources/service-documents.ts";
import { unitVector } from "../search/geo.ts";
import { searchNames } from "./schema.ts";
import type { Db } from "./types.ts";
import { qualitySql } from "./quality.ts";
import { queryRows } from "./types.ts";

type Scope = { ids?: readonly string[] };

/**
 * Merges the pending lists of the tables' GIN indexes. A GIN index takes new rows into a list
 * that every search reads through until a vacuum merges it, and PGlite never vacuums on its own
 * (decision 0038). The indexes are found in the catalog, so one a later migration adds is merged
 * too.
 */
async function mergePendingEntries(db: Db, tables: readonly string[]): Promise<void> {
  await db.execute(sql`select gin_clean_pending_list(i.indexrelid)
    from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am am on am.oid = c.relam
    where am.amname = 'gin' and i.indrelid in (${sql.join(
      tables.map((table) => sql`${table}::regclass`),
      sql`, `,
    )})`);
}

const inIds = (column: SQL, ids: readonly string[] | undefined): SQL =>
  ids === undefined
    ? sql`true`
    : ids.length === 0
      ? sql`false`
      : sql`${column} in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`;

/** `place:<name>`, folded and lower case: the token of services in a town or area. */
const placeToken = (place: SQL): SQL => sql`'place:' || search_fold(trim(${place}))`;

const vector = (text: SQL, weight: "A" | "B" | "C" | "D"): SQL =>
  sql`setweight(to_tsvector('english', search_fold(${text})), ${sql.raw(`'${weight}'`)})`;

/** Tokens as a tsvector (`'token':1A ...`), or an empty one. */
const tokens = (rows: SQL): SQL =>
  sql`coalesce((select string_agg(distinct format('%s:1%s', quote_literal(x.token), x.weight), ' ')
    from (${rows}) as x(token, weight))::tsvector, ''::tsvector)`;

/** Eligibility types whose option names say what a service is for ("Deaf or hard of hearing"). */
const DESCRIPTIVE_ELIGIBILITY = sql`('disability', 'language', 'housing')`;

/** The service's categories that no other of its categories sits below: the ones it was given. */
const ownCategory = sql`not exists (select 1 from service_taxonomies below
  join taxonomies child on child.id = below.taxonomy_id
  where below.service_id = st.service_id and child.parent_id = t.id)`;

const nameAndOrganisation = vector(
  sql`s.name || ' ' || coalesce((select o.name from organisations o where o.id = s.organisation_id), '')`,
  "A",
);
const ownCategoryTokens = tokens(sql`select 'category:' || t.slug, 'A' from service_taxonomies st
  join taxonomies t on t.id = st.taxonomy_id where st.service_id = s.id and ${ownCategory}`);
const placeTokens = tokens(sql`select ${placeToken(sql`p.place`)}, 'A'
  from service_locations sl join locations l on l.id = sl.location_id
  cross join lateral (values (l.city), (l.address_line_3)) as p(place)
  where sl.service_id = s.id and coalesce(trim(p.place), '') <> ''`);

/** A `locations` row `l` on the unit sphere, as every table of places stores it (decision 0049). */
const [unitX, unitY, unitZ] = unitVector(sql`l.lat`, sql`l.lon`);

/** Eligibility option slugs under the "Service Eligibility" root, with their type's slug. */
const ELIGIBILITY_OPTIONS = sql`select o.id, o.slug, ty.id as type_id, ty.slug as type_slug
  from taxonomies o join taxonomies ty on ty.id = o.parent_id
  join taxonomies root on root.id = ty.parent_id
  where root.parent_id is null and root.name = 'Service Eligibility'`;

/** The tokens of a search vector that filters test: categories and eligibility. */
const facetTokens = (vector: SQL): SQL => sql`array_to_tsvector(array(
  select u.lexeme from unnest(${vector}) u
  where u.lexeme ^@ 'category:' or u.lexeme ^@ 'eligibility:' or u.lexeme ^@ 'eligibility-all:'))`;

/** Each lexeme of the scope's search rows, and how many of them hold it. */
const lexemesOf = (scope: Scope): SQL => sql`select u.lexeme, count(*)::int as services
  from service_search s cross join unnest(s.vector) u
  where ${inIds(sql`s.service_id`, scope.ids)} group by u.lexeme`;

export async function refreshServiceSearch(db: Db, scope: Scope = {}): Promise<void> {
  // The lexeme counts lose the rows about to go, and gain the new ones below (decision 0047).
  if (scope.ids !== undefined) {
    await db.execute(sql`update search_lexeme_counts c set services = c.services - gone.services
      from (${lexemesOf(scope)}) gone where c.lexeme = gone.lexeme`);
  }
  await db.execute(sql`delete from service_search where ${inIds(sql`service_id`, scope.ids)}`);
  await db.execute(sql`delete from service_points where ${inIds(sql`service_id`, scope.ids)}`);
  await db.execute(sql`delete from service_facets where ${inIds(sql`service_id`, scope.ids)}`);
  await insertSearchRows(db, scope);
  await insertPoints(db, scope);
  await insertFacets(db, scope);
  await addLexemeCounts(db, scope);
  await mergePendingEntries(db, ["service_search", "service_facets"]);
  await refreshServiceDocuments(db, scope.ids);
}

/**
 * Each active service's search row: its weighted vector (A name and organisation, B introduction
 * and offerings, C description, D own category names, stated eligibility that says what a
 * service is for, places and "free", with category, place and eligibility tokens), the parts of
 * it that searches test apart, its quality factor, filters and places.
 */
async function insertSearchRows(db: Db, scope: Scope): Promise<void> {
  await db.execute(sql`
    with eligibility as (${ELIGIBILITY_OPTIONS}),
      eligibility_type as (select distinct type_id, type_slug from eligibility)
    insert into service_search
      (service_id, vector, head, body, intro, lat, lon, lats, lons, unit_x, unit_y, unit_z, units,
        quality, sort_name, is_free, wait_time, eligibilities)
    select v.service_id, v.vector, v.head, ts_filter(v.vector, '{b,c}'),
      ts_filter(v.vector, '{b}'), v.lat, v.lon, v.lats, v.lons, v.unit_x, v.unit_y, v.unit_z,
      v.units, v.quality, v.sort_name, v.is_free, v.wait_time, v.eligibilities
    from (select s.id as service_id,
      ${nameAndOrganisation}
      || ${vector(sql`s.intro || ' ' || coalesce((select string_agg(f.offering, ' ') from offerings f where f.service_id = s.id), '')`, "B")}
      || ${vector(sql`s.description`, "C")}
      || ${vector(
        sql`coalesce((select string_agg(t.name, ' ') from service_taxonomies st
            join taxonomies t on t.id = st.taxonomy_id where st.service_id = s.id and ${ownCategory}), '')
          || ' ' || coalesce((select string_agg(o.name, ' ') from service_eligibilities se
            join taxonomies o on o.id = se.taxonomy_id join taxonomies ty on ty.id = o.parent_id
            where se.service_id = s.id and lower(ty.name) in ${DESCRIPTIVE_ELIGIBILITY}), '')
          || ' ' || coalesce((select string_agg(concat_ws(' ', l.address_line_3, l.city), ' ')
            from service_locations sl join locations l on l.id = sl.location_id
            where sl.service_id = s.id), '')
          || case when s.is_free then ' free' else '' end`,
        "D",
      )}
      || ${tokens(sql`select 'category:' || t.slug, case when ${ownCategory} then 'A' else 'D' end
          from service_taxonomies st join taxonomies t on t.id = st.taxonomy_id
          where st.service_id = s.id`)}
      || ${placeTokens}
      || ${tokens(sql`select 'eligibility:' || e.slug, 'D' from service_eligibilities se
          join eligibility e on e.id = se.taxonomy_id where se.service_id = s.id
          union all
          select 'eligibility-all:' || ty.type_slug, 'D' from eligibility_type ty
          where not (ty.type_id = any(array(select mine.type_id from service_eligibilities se
            join eligibility mine on mine.id = se.taxonomy_id where se.service_id = s.id)))`)}
        as vector,
      ${nameAndOrganisation} || ${ownCategoryTokens} || ${placeTokens} as head,
      ${qualitySql(sql`s.score`)} as quality,
      lower(s.name) as sort_name,
      s.is_free,
      s.wait_time,
      coalesce(array(select e.slug from service_eligibilities se
        join eligibility e on e.id = se.taxonomy_id where se.service_id = s.id order by e.slug), '{}')
        as eligibilities,
      place.lat,
      place.lon,
      place.lats,
      place.lons,
      place.unit_x,
      place.unit_y,
      place.unit_z,
      place.units
    from services s
    cross join lateral (select case when count(*) = 1 then min(l.lat) end as lat,
        case when count(*) = 1 then min(l.lon) end as lon,
        case when count(*) > 1 then array_agg(l.lat order by l.lat, l.lon, l.id) end as lats,
        case when count(*) > 1 then array_agg(l.lon order by l.lat, l.lon, l.id) end as lons,
        case when count(*) = 1 then min(${unitX}) end as unit_x,
        case when count(*) = 1 then min(${unitY}) end as unit_y,
        case when count(*) = 1 then min(${unitZ}) end as unit_z,
        case when count(*) > 1
          then array_agg(array[${unitX}, ${unitY}, ${unitZ}] order by l.lat, l.lon, l.id) end as units
      from service_locations sl join locations l on l.id = sl.location_id
      where sl.service_id = s.id) place
    where s.status = 'active' and ${inIds(sql`s.id`, scope.ids)}
    -- A fence: flattened into the outer select, the vector would be built once per use.
    offset 0) v`);
}

/** Each active service's places, with the unit vectors of the ones before it. */
async function insertPoints(db: Db, scope: Scope): Promise<void> {
  await db.execute(sql`
    with located as (
      select sl.service_id, l.lat, l.lon, s.is_free, s.wait_time, s.score,
        ${unitX} as x, ${unitY} as y, ${unitZ} as z,
        row_number() over (partition by sl.service_id order by l.lat, l.lon, l.id) - 1 as ordinal
      from service_locations sl join locations l on l.id = sl.location_id
      join services s on s.id = sl.service_id
      where s.status = 'active' and ${inIds(sql`s.id`, scope.ids)}
    )
    insert into service_points (service_id, lat, lon, position, unit_x, unit_y, unit_z, ordinal,
      earlier_units, is_free, wait_time, score)
    select service_id, lat, lon, point(lon, lat), x, y, z, ordinal,
      coalesce(array_agg(array[x, y, z]) over earlier, '{}'), is_free, wait_time, score
    from located
    window earlier as (partition by service_id order by ordinal
      rows between unbounded preceding and 1 preceding)`);
}

/** The narrow rows filters alone read, written from the search rows (decision 0044). */
async function insertFacets(db: Db, scope: Scope): Promise<void> {
  await db.execute(sql`
    insert into service_facets
      (service_id, tokens, quality, sort_name, is_free, wait_time, eligibilities)
    select service_id, ${facetTokens(sql`vector`)}, quality, sort_name, is_free, wait_time,
      eligibilities
    from service_search where ${inIds(sql`service_id`, scope.ids)}`);
}

/** How many search rows hold each lexeme: recounted, or the scope's new rows added. */
async function addLexemeCounts(db: Db, scope: Scope): Promise<void> {
  if (scope.ids === undefined) {
    await db.execute(sql`delete from search_lexeme_counts`);
    await db.execute(sql`insert into search_lexeme_counts (lexeme, services)
      select word, ndoc from ts_stat('select vector from service_search')`);
  } else {
    // In lexeme order, so refreshes of different services lock shared counts in the same order.
    await db.execute(sql`insert into search_lexeme_counts (lexeme, services)
      select lexeme, services from (${lexemesOf(scope)}) added order by lexeme
      on conflict (lexeme) do update set services = search_lexeme_counts.services + excluded.services`);
    await db.execute(sql`delete from search_lexeme_counts where services = 0`);
  }
}

export async function refreshEventSearch(db: Db, scope: Scope = {}): Promise<void> {
  await db.execute(sql`
    update organisation_events e set search_vector =
      ${vector(sql`e.title || ' ' || coalesce((select o.name from organisations o where o.id = e.organisation_id), '')`, "A")}
      || ${vector(
        sql`e.intro || ' ' || coalesce((select string_agg(t.name, ' ') from organisation_event_taxonomies et
          join taxonomies t on t.id = et.taxonomy_id where et.organisation_event_id = e.id), '')`,
        "B",
      )}
      || ${vector(sql`e.description`, "C")}
    where ${inIds(sql`e.id`, scope.ids)}`);
  await mergePendingEntries(db, ["organisation_events"]);
}

/** Text of a page's sections: titles, copy, call-to-action titles and descriptions, video titles. */
const pageText = (path: string): SQL =>
  sql`coalesce((select string_agg(value, ' ') from jsonb_array_elements_text(
    jsonb_path_query_array(p.content, ${sql.raw(`'${path}'`)})) value), '')`;

export async function refreshPageSearch(db: Db, scope: Scope = {}): Promise<void> {
  await db.execute(sql`
    update pages p set search_vector =
      ${vector(sql`p.title`, "A")}
      || ${vector(
        sql`coalesce(p.excerpt, '') || ' ' || ${pageText("$.introduction.title")} || ' '
          || ${pageText("$.introduction.content[*].value")}`,
        "B",
      )}
      || ${vector(
        sql`${pageText("$.*.title")} || ' ' || ${pageText("$.*.content[*].value")} || ' '
          || ${pageText("$.*.content[*].title")} || ' ' || ${pageText("$.*.content[*].description")}`,
        "C",
      )}
    where ${inIds(sql`p.id`, scope.ids)}`);
  await mergePendingEntries(db, ["pages"]);
}

/**
 * Rebuilds the vocabulary: every word of the searchable text and of the thesaurus as written
 * (folded), its stem, and the stem's inverse document frequency among active services,
 * `ln(1 + N / df)`. The thesaurus's words are in it so a misspelling is corrected to a term the
 * content never uses but the thesaurus leads to ("fodbank" → "foodbank" → "food bank").
 */
export async function refreshSearchVocabulary(db: Db): Promise<void> {
  const text = (expression: string, from: string): SQL =>
    sql`select word from ts_stat(${`select to_tsvector('simple', search_fold(${expression})) from ${from}`})`;
  await db.execute(sql`delete from search_words`);
  await db.execute(sql`
    with words as (
      ${text(
        `s.name || ' ' || s.intro || ' ' || s.description || ' ' || coalesce((select string_agg(f.offering, ' ') from offerings f where f.service_id = s.id), '')`,
        "services s",
      )}
      union ${text("name", "organisations")}
      union ${text("name", "taxonomies")}
      union ${text("concat_ws(' ', address_line_3, city)", "locations")}
      union ${text("array_to_string(terms || coalesce(expands_to, '{}'), ' ')", "synonyms")}
      union ${text("title || ' ' || intro || ' ' || description", "organisation_events")}
      union ${text(
        `title || ' ' || coalesce(excerpt, '') || ' ' || coalesce((select string_agg(v #>> '{}', ' ')
          from jsonb_path_query(content, 'strict $.** ? (@.type() == "string")') v), '')`,
        "pages",
      )}
    ), stemmed as (
      select w.word, (tsvector_to_array(to_tsvector('english', w.word)))[1] as lexeme
      from words w where w.word ~ '^[[:alpha:]]'
    ), frequency as (
      select word as lexeme, ndoc from ts_stat('select vector from service_search')
    ), total as (select greatest(count(*), 1)::float8 as n from service_search)
    insert into search_words (word, lexeme, idf)
    select s.word, s.lexeme, ln(1 + total.n / greatest(coalesce(f.ndoc, 0), 1))
    from stemmed s cross join total left join frequency f on f.lexeme = s.lexeme
    where s.lexeme is not null
    on conflict (word) do nothing`);
  await mergePendingEntries(db, ["search_words"]);
}

/** Words residents add to anything ("support", "services"), which a category name can do without. */
async function optionalWords(db: Db): Promise<Set<string>> {
  const rows = await queryRows<{ word: string }>(
    db,
    sql`select word from stop_words where kind = 'optional'`,
  );
  return new Set(rows.map((row) => row.word));
}

/**
 * The ways a query may name a category (keys ignore the stop words between words, so "energy
 * and bills" is named by "energy bills"): its whole name, each part of a name joined with "and"
 * or a comma ("Arts and crafts" → "arts", "crafts"), a part in brackets ("English classes
 * (ESOL)" → "esol"), and each of those without words residents add to anything ("Dementia
 * support" → "dementia").
 */
export function categoryNames(name: string, optional: ReadonlySet<string>): string[] {
  const lower = name.toLowerCase().replace(/\+/g, " ");
  const bracketed = [...lower.matchAll(/\(([^)]*)\)/g)].map((match) => match[1] ?? "");
  const bare = lower.replace(/\([^)]*\)/g, " ");
  const parts = bare.split(/\s+and\s+|,|&/);
  const forms = [bare, ...parts, ...bracketed].map((form) => form.replace(/\s+/g, " ").trim());
  const withoutOptional = forms.map((form) =>
    form
      .split(" ")
      .filter((word) => !optional.has(word))
      .join(" "),
  );
  return [...new Set([...forms, ...withoutOptional].filter((form) => form !== ""))];
}

/**
 * Rebuilds `search_names`: each category taxonomy names itself, each category and persona
 * collection names its taxonomies (stemmed keys), and each town or area of a location names
 * itself (unstemmed keys).
 */
export async function refreshSearchNames(db: Db): Promise<void> {
  const optional = await optionalWords(db);
  const named = await queryRows<{ name: string; tokens: string[] }>(
    db,
    sql`with recursive category as (
        select t.id, t.slug, t.name from taxonomies t where t.parent_id is null and t.name = 'Category'
        union all select t.id, t.slug, t.name from taxonomies t join category c on t.parent_id = c.id
      )
      select c.name, array['category:' || c.slug] as tokens from category c where c.name <> 'Category'
      union all
      select col.name, array_agg('category:' || t.slug) from collections col
      join collection_taxonomies ct on ct.collection_id = col.id
      join taxonomies t on t.id = ct.taxonomy_id
      where col.type in ('category', 'persona')
      group by col.id, col.name`,
  );
  const pairs = named.flatMap((row) =>
    categoryNames(row.name, optional).flatMap((form) =>
      row.tokens.map((token) => ({ form, token })),
    ),
  );
  await db.execute(sql`delete from ${searchNames}`);
  await db.execute(sql`
    insert into search_names (key, token)
    select distinct regexp_replace(phraseto_tsquery('english', search_fold(p.form))::text,
      '<[0-9]+>', '<->', 'g'), p.token
    from json_to_recordset(${JSON.stringify(pairs)}::json) as p(form text, token text)
    where phraseto_tsquery('english', search_fold(p.form))::text <> ''
    on conflict do nothing`);
  // Places by their words as written: stemmed, "Welling" would be named by "well".
  await db.execute(sql`
    insert into search_names (key, token)
    select distinct phraseto_tsquery('simple', search_fold(trim(place)))::text, ${placeToken(sql`place`)}
    from locations cross join lateral (values (city), (address_line_3)) as l(place)
    where coalesce(trim(place), '') <> ''
    on conflict do nothing`);
}

export async function refreshAllSearch(db: Db): Promise<void> {
  await refreshServiceSearch(db);
  await refreshEventSearch(db);
  await refreshPageSearch(db);
  await refreshSearchVocabulary(db);
  await refreshSearchNames(db);
}
