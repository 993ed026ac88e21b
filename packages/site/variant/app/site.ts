// The one `Site` every route of this variant receives, from the variant's `site.config.ts`.
import { createSite } from "@hub/site";

import config from "../site.config.ts";

export const site = createSite(config, {
  // Unless APP_API_URL says otherwise: the local API's tenant of the same name.
  envDefaults: { APP_API_URL: `http://localhost:4000/${config.variant}/core/v1` },
});
