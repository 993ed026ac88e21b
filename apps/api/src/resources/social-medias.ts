import { and, asc, eq, inArray } from "drizzle-orm";
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
