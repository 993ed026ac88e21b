import { createLocaleHandler } from "@hub/site/shell/locale";

import { site } from "../../site.ts";

export const POST = createLocaleHandler(site.config.i18n);
