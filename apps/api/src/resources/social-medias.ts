import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { SOCIABLE_TYPES } from "../db/schema.ts";

/** One owner's social medias as a JSON array, oldest first. */
export function socialMediasSql(type: (typeof SOCIABLE_TYPES)[number], ownerId: SQL): SQL {
  return sql`coalesce((
    select json_agg(json_build_object('type', social.type, 'url', social.url)
      order by social.created_at, social.id)
    from social_medias social
    where social.sociable_type = ${type} and social.sociable_id = ${ownerId}
  ), '[]'::json)`;
}
