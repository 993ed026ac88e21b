export { createSiteMapRoute, mainPageLinks, pageTree } from "./site-map-route.tsx";
