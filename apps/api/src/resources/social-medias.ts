import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";

export type SocialMedia = { type: string; url: string };

/** One owner's social medias as a JSON array, oldest first. */
export function socialMediasSql(type: "services" | "organisations", ownerId: SQL): SQL {
  return sql`coalesce((
    select json_agg(json_build_object('type', social.type, 'url', social.url)
      order by social.created_at, social.id)
    from social_medias social
    where social.sociable_type = ${type} and social.sociable_id = ${ownerId}
  ), '[]'::json)`;
}
