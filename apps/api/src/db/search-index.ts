// Keeps the weighted tsvector columns in step with the rows they summarise. A service's vector
// also holds its organisation's name and its taxonomy names, which live in other tables, so it is
// refreshed by whoever writes those rows (the seeder, and the write endpoints) rather than by a
// generated column.
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { Db } from "./types.ts";

type Scope = { ids?: readonly string[] };

const inIds = (column: SQL, ids: readonly string[] | undefined): SQL =>
  ids === undefined
    ? sql`true`
    : ids.length === 0
      ? sql`false`
      : sql`${column} in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`;

/**
 * Adds the lexemes of the refreshed vectors to `search_terms`, the vocabulary misspelt query
 * words are corrected against. Terms are never removed: a stale one only wastes a suggestion.
 */
async function addSearchTerms(db: Db, table: SQL, scope: Scope): Promise<void> {
  await db.execute(sql`
    insert into search_terms (term)
    select distinct lexeme from ${table} r, unnest(r.search_vector)
    where ${inIds(sql`r.id`, scope.ids)}
    on conflict do nothing`);
}

export async function refreshServiceSearch(db: Db, scope: Scope = {}): Promise<void> {
  await db.execute(sql`
    update services s set search_vector =
      setweight(to_tsvector('english', s.name || ' ' || coalesce(
        (select o.name from organisations o where o.id = s.organisation_id), '')), 'A')
      || setweight(to_tsvector('english', s.intro || ' ' || coalesce(
        (select string_agg(t.name, ' ') from service_taxonomies st
          join taxonomies t on t.id = st.taxonomy_id where st.service_id = s.id), '')), 'B')
      || setweight(to_tsvector('english', s.description), 'C')
    where ${inIds(sql`s.id`, scope.ids)}`);
  await addSearchTerms(db, sql`services`, scope);
}

export async function refreshEventSearch(db: Db, scope: Scope = {}): Promise<void> {
  await db.execute(sql`
    update organisation_events e set search_vector =
      setweight(to_tsvector('english', e.title || ' ' || coalesce(
        (select o.name from organisations o where o.id = e.organisation_id), '')), 'A')
      || setweight(to_tsvector('english', e.intro || ' ' || coalesce(
        (select string_agg(t.name, ' ') from organisation_event_taxonomies et
          join taxonomies t on t.id = et.taxonomy_id where et.organisation_event_id = e.id), '')), 'B')
      || setweight(to_tsvector('english', e.description), 'C')
    where ${inIds(sql`e.id`, scope.ids)}`);
  await addSearchTerms(db, sql`organisation_events`, scope);
}

/** Text of a page's sections: titles, copy, call-to-action titles and descriptions, video titles. */
const pageText = (path: string): SQL =>
  sql`coalesce((select string_agg(value, ' ') from jsonb_array_elements_text(
    jsonb_path_query_array(p.content, ${sql.raw(`'${path}'`)})) value), '')`;

export async function refreshPageSearch(db: Db, scope: Scope = {}): Promise<void> {
  await db.execute(sql`
    update pages p set search_vector =
      setweight(to_tsvector('english', p.title), 'A')
      || setweight(to_tsvector('english', coalesce(p.excerpt, '') || ' '
        || ${pageText("$.introduction.title")} || ' '
        || ${pageText("$.introduction.content[*].value")}), 'B')
      || setweight(to_tsvector('english', ${pageText("$.*.title")} || ' '
        || ${pageText("$.*.content[*].value")} || ' '
        || ${pageText("$.*.content[*].title")} || ' '
        || ${pageText("$.*.content[*].description")}), 'C')
    where ${inIds(sql`p.id`, scope.ids)}`);
  await addSearchTerms(db, sql`pages`, scope);
}

export async function refreshAllSearch(db: Db): Promise<void> {
  await refreshServiceSearch(db);
  await refreshEventSearch(db);
  await refreshPageSearch(db);
}
