export { createRootLayout, createViewLayout, websiteJsonLd } from "./root-layout.tsx";
export type { ViewLayoutProps } from "./root-layout.tsx";
