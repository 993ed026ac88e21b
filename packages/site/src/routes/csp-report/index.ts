export { createCspReportRoute } from "./csp-report-route.ts";
