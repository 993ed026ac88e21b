import { createSentryTestRoute } from "@hub/site/routes/sentry-test";

import { site } from "../../../site.ts";

const route = createSentryTestRoute(site);
export default route.Page;
export const metadata = route.metadata;
