import { createSignUpRoute } from "@hub/site/routes/sign-up";

import { site } from "../../../../../site.ts";

export const POST = createSignUpRoute(site).POST;
