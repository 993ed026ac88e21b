export { CostCard } from "./cost-card.tsx";
export type { CostCardProps } from "./cost-card.tsx";
