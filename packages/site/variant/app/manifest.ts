import { createManifest } from "@hub/site/routes/manifest";

import { site } from "./site.ts";

// `/manifest.webmanifest`, rendered once at the build; Next links every page to it.
export default createManifest(site);
