export { ExitThisPage } from "./exit-this-page.tsx";
export type { ExitThisPageProps } from "./exit-this-page.tsx";
export { ExitThisPageButton } from "./exit-this-page-button.tsx";
export type { ExitThisPageButtonProps } from "./exit-this-page-button.tsx";
