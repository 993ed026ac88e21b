export { createLocationRoute } from "./location-route.tsx";
export type { LocationPageProps } from "./location-route.tsx";
