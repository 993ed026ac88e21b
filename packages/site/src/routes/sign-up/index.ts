export { createSignUpRoute } from "./sign-up-route.tsx";
export type { SignUpPageProps } from "./sign-up-route.tsx";
export { signUpAnswerHref, signUpStepHref } from "./links.ts";
