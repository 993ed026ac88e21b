export { createNotFoundRoute } from "./not-found-route.tsx";
export type { MissingCollection } from "./not-found-route.tsx";
