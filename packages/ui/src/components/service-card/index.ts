export { ServiceCard, serviceTags, serviceTypeIcons } from "./service-card.tsx";
export type { ServiceCardProps, ServiceType } from "./service-card.tsx";
