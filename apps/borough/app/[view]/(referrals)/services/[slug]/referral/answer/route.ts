import { createReferralRoute } from "@hub/site/routes/referral";

import { site } from "../../../../../../../src/site.ts";

export const POST = createReferralRoute(site).POST;
