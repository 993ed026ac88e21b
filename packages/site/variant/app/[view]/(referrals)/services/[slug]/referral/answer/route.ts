import { createReferralRoute } from "@hub/site/routes/referral";

import { site } from "../../../../../../site.ts";

export const POST = createReferralRoute(site).POST;
