// The one `Site` every route of Sutton Information Hub receives.
import { createSite } from "@hub/site";

import config from "../site.config.ts";

export const site = createSite(config, {
  envDefaults: { APP_API_URL: "http://localhost:4000/sutton/core/v1" },
});
