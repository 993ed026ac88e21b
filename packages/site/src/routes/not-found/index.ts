export { createNotFoundRoute, notFoundText } from "./not-found-route.tsx";
