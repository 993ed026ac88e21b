// Start-up of each server: a context per request and, with SENTRY_DSN, error reporting.
export { onRequestError, register } from "@hub/site/instrumentation";
