import { createFeedbackRoute } from "@hub/site/routes/feedback";

import { site } from "../../../../site.ts";

export const POST = createFeedbackRoute(site).POST;
