export { createSignUpRoute } from "./sign-up-route.tsx";
export type { SignUpPageProps } from "./sign-up-route.tsx";
