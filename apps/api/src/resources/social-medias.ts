import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { socialMedias } from "../db/schema.ts";
import type { PresentContext } from "./context.ts";
import { groupBy } from "./context.ts";

export type SocialMedia = { type: string; url: string };

export async function loadSocialMedias(
  ctx: PresentContext,
  type: "services" | "organisations",
  ids: readonly string[],
): Promise<Map<string, SocialMedia[]>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select({ ownerId: socialMedias.sociableId, type: socialMedias.type, url: socialMedias.url })
    .from(socialMedias)
    .where(and(eq(socialMedias.sociableType, type), inArray(socialMedias.sociableId, [...ids])))
    .orderBy(asc(socialMedias.createdAt), asc(socialMedias.id));
  const grouped = groupBy(rows, (row) => row.ownerId);
  return new Map(
    [...grouped].map(([id, group]) => [id, group.map(({ type, url }) => ({ type, url }))]),
  );
}

/** `loadSocialMedias` in SQL: one owner's social medias as a JSON array. */
export function socialMediasSql(type: "services" | "organisations", ownerId: SQL): SQL {
  return sql`coalesce((
    select json_agg(json_build_object('type', social.type, 'url', social.url)
      order by social.created_at, social.id)
    from social_medias social
    where social.sociable_type = ${type} and social.sociable_id = ${ownerId}
  ), '[]'::json)`;
}
