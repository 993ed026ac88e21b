// `POST /api/revalidate`: purges Next's data cache by tag when content changes in the API, e.g.
// `{"tags": ["service:age-uk-lunch-club", "services"]}`, with the shared secret in
// `Authorization: Bearer …` (or `x-revalidate-secret`). Without `REVALIDATE_SECRET` it is off.
// The purge reaches every replica through the shared cache; while this replica cannot reach it,
// the tags are purged here alone and the answer is a 503, so the caller sends them again.
import { timingSafeEqual } from "node:crypto";

import { revalidateTag } from "next/cache";
import { z } from "zod";

import { sharedStateReachable } from "../../state/redis.ts";

/** How soon a caller whose purge did not reach every replica should send it again, in seconds. */
export const PURGE_RETRY_AFTER_SECONDS = 5;

const BodySchema = z.object({
  tags: z.array(z.string().min(1).max(256)).min(1).max(100),
});

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function givenSecret(request: Request): string {
  const authorization = request.headers.get("authorization") ?? "";
  const bearer = /^Bearer\s+(.+)$/i.exec(authorization)?.[1];
  return bearer ?? request.headers.get("x-revalidate-secret") ?? "";
}

export type RevalidateOptions = {
  /** The environment to read the secret from; default `process.env`. */
  env?: Readonly<Record<string, string | undefined>>;
  /** Purges one tag; default Next's `revalidateTag` (expire at once). */
  purge?: (tag: string) => void;
  /** Whether the cache every replica shares can be reached; default the site's Redis client. */
  sharedCacheReachable?: () => boolean;
};

export function createRevalidateRoute(options: RevalidateOptions = {}) {
  const purge =
    options.purge ??
    ((tag: string) => {
      revalidateTag(tag, { expire: 0 });
    });
  return {
    POST: async (request: Request): Promise<Response> => {
      const env = options.env ?? process.env;
      const secret = env.REVALIDATE_SECRET ?? "";
      if (secret === "")
        return Response.json({ message: "Revalidation is not configured." }, { status: 404 });
      if (!sameSecret(givenSecret(request), secret)) {
        return Response.json({ message: "Unauthorised." }, { status: 401 });
      }
      const parsed = BodySchema.safeParse(await request.json().catch(() => null));
      if (!parsed.success) {
        return Response.json(
          { message: 'Send {"tags": ["…"]} with 1 to 100 tags.' },
          { status: 422 },
        );
      }
      const reachable = (options.sharedCacheReachable ?? (() => sharedStateReachable(env)))();
      for (const tag of parsed.data.tags) purge(tag);
      if (!reachable) {
        return Response.json(
          {
            message:
              "The cache every replica shares cannot be reached: the tags were purged on this replica only. Send them again.",
          },
          { status: 503, headers: { "retry-after": String(PURGE_RETRY_AFTER_SECONDS) } },
        );
      }
      return Response.json({ revalidated: parsed.data.tags, now: Date.now() });
    },
  };
}
