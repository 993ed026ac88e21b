export { createRootLayout, websiteJsonLd } from "./root-layout.tsx";
