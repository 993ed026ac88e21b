export { COOKIE_SETTINGS_ID, createCookiesRoute, lifetimeText } from "./cookies-route.tsx";
export type { CookiesPageProps } from "./cookies-route.tsx";
