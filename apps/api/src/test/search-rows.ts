// Whether the rows a search reads agree with what they are made from: the narrow filter rows,
// the places' unit vectors and the lexemes' counts. Each returns how many rows are apart (0 when
// they agree).
import { sql } from "drizzle-orm";

import type { Database } from "../db/database.ts";
import { queryRows } from "../db/types.ts";
import { unitVector } from "../search/geo.ts";

/**
 * Search rows whose filter tokens and columns differ from their narrow row (decision 0044), and
 * narrow rows of no search row: none, when filters read the narrow rows and find what they did.
 */
export async function facetsApart(database: Database): Promise<number> {
  const projection = (table: string, tokens: string) =>
    sql.raw(`select service_id, ${tokens} as tokens, quality, sort_name, is_free, wait_time,
      eligibilities from ${table}`);
  const searchTokens = `array_to_tsvector(array(select u.lexeme from unnest(vector) u
    where u.lexeme like 'category:%' or u.lexeme like 'eligibility:%'
      or u.lexeme like 'eligibility-all:%'))`;
  const [row] = await queryRows<{ apart: number }>(
    database.db,
    sql`select count(*)::int as apart from (
      (${projection("service_search", searchTokens)} except ${projection("service_facets", "tokens")})
      union all
      (${projection("service_facets", "tokens")} except ${projection("service_search", searchTokens)})
    ) apart`,
  );
  return row?.apart ?? Number.NaN;
}

/**
 * Search rows and points whose unit vectors are not their places' (decision 0049): a search
 * row's from its own coordinates, a later point's earlier ones from those points' rows; and
 * points whose score is not their service's (decision 0067). None, when a circle tested on
 * either finds the same services, and each level of quality holds its own points.
 */
export async function placesApart(database: Database): Promise<number> {
  const [x, y, z] = unitVector(sql`e.lat`, sql`e.lon`);
  const [row] = await queryRows<{ apart: number }>(
    database.db,
    sql`select (select count(*)::int from service_search s
        cross join lateral (select array_agg(array[${x}, ${y}, ${z}] order by e.o) as units
          from unnest(coalesce(s.lats, array[s.lat]), coalesce(s.lons, array[s.lon]))
            with ordinality as e(lat, lon, o)) own
        where (case when s.lat is not null then array[[s.unit_x, s.unit_y, s.unit_z]] else s.units end)
          is distinct from own.units
          or (s.lat is null) <> (s.unit_x is null) or (s.lats is null) <> (s.units is null))
      + (select count(*)::int from service_points p
        where p.earlier_units is distinct from coalesce((select
            array_agg(array[q.unit_x, q.unit_y, q.unit_z] order by q.ordinal)
          from service_points q where q.service_id = p.service_id and q.ordinal < p.ordinal), '{}'))
      + (select count(*)::int from service_points p join services sv on sv.id = p.service_id
        where p.score is distinct from sv.score)
      as apart`,
  );
  return row?.apart ?? Number.NaN;
}

/**
 * Lexemes whose count differs from the number of search rows holding them, and counts of
 * lexemes no row holds: none, when a keyword's count may start from its commonest term's.
 */
export async function lexemeCountsApart(database: Database): Promise<number> {
  const held = sql`select word as lexeme, ndoc as services
    from ts_stat('select vector from service_search')`;
  const kept = sql`select lexeme, services from search_lexeme_counts`;
  const [row] = await queryRows<{ apart: number }>(
    database.db,
    sql`select count(*)::int as apart from ((${held} except ${kept})
      union all (${kept} except ${held})) apart`,
  );
  return row?.apart ?? Number.NaN;
}
