import { createFeedbackRoute } from "@hub/site/routes/feedback";

import { site } from "../../../../src/site.ts";

const route = createFeedbackRoute(site);
export default route.Page;
export const generateMetadata = route.generateMetadata;
