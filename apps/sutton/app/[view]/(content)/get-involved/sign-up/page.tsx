import { createSignUpRoute } from "@hub/site/routes/sign-up";

import { site } from "../../../../../src/site.ts";

const route = createSignUpRoute(site);
export default route.Page;
export const generateMetadata = route.generateMetadata;
