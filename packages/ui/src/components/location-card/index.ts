export { LocationCard, googleMapsLinks } from "./location-card.tsx";
export type {
  LocationAccessibility,
  LocationAddress,
  LocationCardProps,
} from "./location-card.tsx";
