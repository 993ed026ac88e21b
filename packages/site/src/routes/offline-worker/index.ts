export { createOfflineWorkerRoute } from "./offline-worker-route.ts";
