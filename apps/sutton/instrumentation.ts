// Server-side error reporting: Sentry starts only when SENTRY_DSN is set (`@hub/site/sentry`).
export { onRequestError, register } from "@hub/site/sentry";
