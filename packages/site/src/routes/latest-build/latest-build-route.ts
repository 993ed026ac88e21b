// `GET /builds/latest.json`: the build id the server runs, which open pages compare with their
// own (integrations/build-update.ts). It sits outside `[view]` and the proxy leaves it alone
// (`apps/*/proxy.ts` matcher), so it is never cached as a page: every answer is fresh.
import { runningBuildId } from "../../next-internals/index.ts";

export type LatestBuild = { buildId: string };

export function createLatestBuildRoute(buildId: () => Promise<string | null> = runningBuildId) {
  async function GET(): Promise<Response> {
    const id = await buildId();
    const headers = { "cache-control": "no-store" };
    if (id === null) return Response.json({ error: "no build" }, { status: 404, headers });
    return Response.json({ buildId: id } satisfies LatestBuild, { headers });
  }
  return { GET };
}
