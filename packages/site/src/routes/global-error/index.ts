export { GlobalErrorPage } from "./global-error.tsx";
