import { createSignUpRoute } from "@hub/site/routes/sign-up";

import { site } from "../../../../site.ts";

const route = createSignUpRoute(site);
// Reads the request (its query, session cookie or Referer): rendered per request.
export const dynamic = "force-dynamic";
export default route.Page;
export const generateMetadata = route.generateMetadata;
