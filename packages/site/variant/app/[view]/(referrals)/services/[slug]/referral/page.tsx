import { createReferralRoute } from "@hub/site/routes/referral";

import { site } from "../../../../../site.ts";

const route = createReferralRoute(site);
// Reads the request (its query, session cookie or Referer): rendered per request.
export const dynamic = "force-dynamic";
export default route.Page;
export const generateMetadata = route.generateMetadata;
