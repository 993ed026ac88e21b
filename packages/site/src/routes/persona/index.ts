export { createPersonaRoute } from "./persona-route.tsx";
export type { PersonaPageProps } from "./persona-route.tsx";
