// What the shell needs to know about the current request. The proxy copies the path into a
// request header because layouts, unlike pages, are not given the URL.
import { cookies, headers } from "next/headers";

import type { CookieBannerState } from "@hub/ui/cookie-banner";

import { CONSENT_COOKIE, consentBannerState } from "./consent.ts";
import { NOT_FOUND_HEADER, PATH_HEADER } from "./headers.ts";

/** The requested path with its query ("/results?query=x"), or "/" when unknown. */
export async function requestPath(): Promise<string> {
  const value = (await headers()).get(PATH_HEADER);
  return value?.startsWith("/") ? value : "/";
}

/** The requested path without its query. */
export async function requestPathname(): Promise<string> {
  return (await requestPath()).split("?")[0] ?? "/";
}

export async function cookieBannerState(): Promise<CookieBannerState> {
  return consentBannerState((await cookies()).get(CONSENT_COOKIE)?.value);
}

/** The proxy's not-found message for this request, if it gave one. */
export async function proxyNotFoundMessage(): Promise<string | null> {
  const value = (await headers()).get(NOT_FOUND_HEADER);
  return value === null || value === "" ? null : decodeURIComponent(value);
}
