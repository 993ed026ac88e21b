export { createUnavailableRoute, unavailablePageStatus } from "./unavailable-route.tsx";
