export { createSentryTestRoute, SENTRY_SERVER_ERROR_PATH } from "./sentry-test-route.tsx";
