export { createOfflineRoute } from "./offline-route.tsx";
