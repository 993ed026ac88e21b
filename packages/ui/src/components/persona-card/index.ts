export { PersonaCard } from "./persona-card.tsx";
export type { PersonaCardProps } from "./persona-card.tsx";
