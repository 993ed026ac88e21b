export { bookingDetails, createEventRoute, eventBreadcrumbs } from "./event-route.tsx";
export type { EventPageProps, EventRouteOptions } from "./event-route.tsx";
export { eventJsonLd } from "./event-json-ld.ts";
