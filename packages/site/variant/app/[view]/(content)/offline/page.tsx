import { createOfflineRoute } from "@hub/site/routes/offline";

import { site } from "../../../site.ts";

// The same for everyone: cached, and kept by the offline worker for the pages not saved.
const route = createOfflineRoute(site);
export default route.Page;
export const generateMetadata = route.generateMetadata;
