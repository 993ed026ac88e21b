// The one `Site` every route of Connected Bexley receives.
import { createSite } from "@hub/site";

import config from "../site.config.ts";

export const site = createSite(config, {
  envDefaults: { APP_API_URL: "http://localhost:4000/bexley/core/v1" },
});
