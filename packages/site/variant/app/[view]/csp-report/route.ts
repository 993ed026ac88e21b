import { createCspReportRoute } from "@hub/site/routes/csp-report";

import { site } from "../../site.ts";

export const POST = createCspReportRoute(site).POST;
