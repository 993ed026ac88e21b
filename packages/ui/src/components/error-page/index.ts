export { ErrorPage } from "./error-page.tsx";
export type { ErrorPageProps } from "./error-page.tsx";
