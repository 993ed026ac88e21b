export { ServiceCard, serviceTags, serviceTypeIcons } from "./service-card.tsx";
export type { ServiceCardProps, ServiceType } from "./service-card.tsx";
export { distanceText } from "../../lib/distance.ts";
export type { ResultDistance } from "../../lib/distance.ts";
