export { createServiceRoute, serviceMetadata } from "./service-route.tsx";
export type { ServicePageProps, ServiceParams } from "./service-route.tsx";
