// `GET /offline-worker.js`: the offline worker's script for the running build
// (docs/decisions/0076). It sits outside `[view]` and the proxy leaves it alone
// (`UNPROXIED_PATHS`): it needs no view, and it carries its own headers. The browser asks for it
// again on every visit (`no-cache`, and the page registers it with `updateViaCache: "none"`), so
// a new build's worker is installed at the next visit; its scope is the whole site, which
// `Service-Worker-Allowed` states.
import { runningBuildId } from "../../next-internals/index.ts";
import { offlineWorkerScript } from "../../offline/worker-script.ts";
import { workerHeaders } from "../../security/security-headers.ts";

/** The build id of `next dev`, which has none: its worker changes only with the code. */
const DEVELOPMENT_BUILD = "development";

export function createOfflineWorkerRoute(buildId: () => Promise<string | null> = runningBuildId) {
  async function GET(): Promise<Response> {
    const id = (await buildId()) ?? DEVELOPMENT_BUILD;
    return new Response(offlineWorkerScript(id), { headers: workerHeaders() });
  }
  return { GET };
}
