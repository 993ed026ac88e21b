import { createFeedbackRoute } from "@hub/site/routes/feedback";

import { site } from "../../../../../src/site.ts";

export const POST = createFeedbackRoute(site).POST;
