import { createReferralRoute } from "@hub/site/routes/referral";

import { site } from "../../../../../../src/site.ts";

const route = createReferralRoute(site);
export default route.Page;
export const generateMetadata = route.generateMetadata;
