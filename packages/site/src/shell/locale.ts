// The language switcher's handler (`POST /language`, `@hub/ui/language-switcher`): stores the
// chosen locale in the `i18n_redirected` cookie (spec §9: 365 days, path /) and sends the visitor
// to the page they were on, in that locale's path. Works without JavaScript.
import { localeCookie, localisePath } from "@hub/core/locale";
import type { I18n } from "@hub/config/site-config";

import { refererPath } from "../forms/http.ts";

/** The switcher's route handler (`app/[view]/language/route.ts`). */
export const LANGUAGE_PATH = "/language";

export function createLocaleHandler(i18n: I18n) {
  const codes = i18n.locales.map((locale) => locale.code);
  return async function POST(request: Request): Promise<Response> {
    const form = await request.formData().catch(() => null);
    const locale = form?.get("locale");
    const from = refererPath(request.headers) ?? "/";
    const headers = new Headers({ "cache-control": "no-store" });
    if (typeof locale !== "string" || !codes.includes(locale)) {
      headers.set("location", from);
      return new Response(null, { status: 303, headers });
    }
    const secure = new URL(request.url).protocol === "https:";
    headers.set("set-cookie", localeCookie(locale, { secure }));
    headers.set(
      "location",
      localisePath(from, locale, {
        strategy: i18n.strategy,
        defaultLocale: i18n.defaultLocale,
        locales: codes,
      }),
    );
    return new Response(null, { status: 303, headers });
  };
}
