import { createFeedbackRoute } from "@hub/site/routes/feedback";

import { site } from "../../../site.ts";

const route = createFeedbackRoute(site);
// Reads the request (its query, session cookie or Referer): rendered per request.
export const dynamic = "force-dynamic";
export default route.Page;
export const generateMetadata = route.generateMetadata;
