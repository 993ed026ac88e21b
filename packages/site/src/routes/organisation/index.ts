export { createOrganisationRoute, organisationJsonLd } from "./organisation-route.tsx";
export type { OrganisationPageProps } from "./organisation-route.tsx";
