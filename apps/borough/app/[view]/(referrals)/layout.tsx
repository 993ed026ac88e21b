import { createGroupLayout } from "@hub/site/routes/group-layout";

import { site } from "../../../src/site.ts";

export default createGroupLayout(site, "referrals");
