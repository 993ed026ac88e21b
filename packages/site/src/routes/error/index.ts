export { errorPageCategories, ErrorScreen } from "./error-page.tsx";
export type { ErrorScreenProps } from "./error-page.tsx";
