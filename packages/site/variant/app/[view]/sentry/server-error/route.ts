import { createSentryTestRoute } from "@hub/site/routes/sentry-test";

import { site } from "../../../site.ts";

export const dynamic = "force-dynamic";
export const GET = createSentryTestRoute(site).GET;
