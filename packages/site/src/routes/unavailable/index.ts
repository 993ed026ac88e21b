export { createUnavailableRoute, UNAVAILABLE_STATUS } from "./unavailable-route.tsx";
