import { createFeedbackRoute } from "@hub/site/routes/feedback";

import { site } from "../../../../src/site.ts";

const route = createFeedbackRoute(site);
// Reads the answers cookie and `?from=`: render per request, never from the full-route cache.
export const dynamic = "force-dynamic";
export default route.Page;
export const generateMetadata = route.generateMetadata;
