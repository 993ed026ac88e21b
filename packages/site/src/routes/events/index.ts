export { createEventsRoute } from "./events-route.tsx";
export type { EventsPageProps, EventsRouteOptions } from "./events-route.tsx";
