import { createGroupLayout } from "@hub/site/routes/group-layout";

import { site } from "../../site.ts";

export default createGroupLayout(site, "main");
