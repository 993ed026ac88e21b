export { RelatedServices } from "./related-services.tsx";
export type { RelatedService, RelatedServicesProps } from "./related-services.tsx";
