import { createOfflineWorkerRoute } from "@hub/site/routes/offline-worker";

// Reads the running build's id: answered per request, never from a cache.
export const dynamic = "force-dynamic";
export const GET = createOfflineWorkerRoute().GET;
