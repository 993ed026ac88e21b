export { OfferingsList } from "./offerings-list.tsx";
export type { Offering, OfferingsListProps } from "./offerings-list.tsx";
