export { createIconsRoute, ICONS_PATH } from "./icons-route.tsx";
