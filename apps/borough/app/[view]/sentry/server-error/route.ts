import { createSentryTestRoute } from "@hub/site/routes/sentry-test";

import { site } from "../../../../src/site.ts";

export const dynamic = "force-dynamic";
export const GET = createSentryTestRoute(site).GET;
