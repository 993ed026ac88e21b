// Services of one collection (contract §4.10.2, §7.2), ranked by the taxonomies they share.
import { sql } from "drizzle-orm";
import type { Db } from "../db/types.ts";
import { pageOfHits } from "./paging.ts";
import type { HitPage } from "./paging.ts";

/** Active services sharing taxonomies with the collection, more shared first (§7.2). */
export async function searchCollectionServices(
  db: Db,
  collectionId: string,
  pagination: { page: number; perPage: number },
): Promise<HitPage> {
  const hits = sql`select s.service_id as id, null::float8 as km, s.sort_name,
      count(*) * s.quality as score
    from service_facets s join service_taxonomies st on st.service_id = s.service_id
    where st.taxonomy_id in (
      select ct.taxonomy_id from collection_taxonomies ct where ct.collection_id = ${collectionId})
    group by s.service_id, s.sort_name, s.quality`;
  return pageOfHits(db, hits, sql`h.score desc, h.sort_name asc, h.id asc`, pagination);
}
