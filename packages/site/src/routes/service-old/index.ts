export { createServiceOldRoute } from "./service-old-route.tsx";
