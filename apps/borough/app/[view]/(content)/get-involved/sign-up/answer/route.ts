import { createSignUpRoute } from "@hub/site/routes/sign-up";

import { site } from "../../../../../../src/site.ts";

export const POST = createSignUpRoute(site).POST;
