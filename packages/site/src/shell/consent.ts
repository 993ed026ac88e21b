// The GOV.UK cookie banner and cookies page without JavaScript: their forms post here, the answer
// is kept in one first-party cookie, and the visitor is sent back to the page they were on (303,
// by the form's `returnTo` or else the `Referer`), which then shows the confirmation, and after
// "Hide cookie message" nothing. A choice saved on the cookies page is final: the banner does not
// come back. The cookie is read only through `consentValue`, so the proxy (which picks the cached
// view) and this form never disagree about it (docs/decisions/0007).
import { parseCookies, sameSitePath, singleCookie } from "@hub/core/request";
import type { Cookies } from "@hub/core/request";
import type { CookieBannerState } from "@hub/ui/cookie-banner";

import { SITE_COOKIES } from "../cookies/site-cookies.ts";
import {
  forbidden,
  isSameOriginPost,
  isSecureRequest,
  readForm,
  refererPath,
} from "../forms/http.ts";

export const CONSENT_COOKIE = SITE_COOKIES.consent.name;
/** A year, as GOV.UK sites keep the choice. */
export const CONSENT_MAX_AGE_SECONDS = SITE_COOKIES.consent.lifetime;
/** The cookies page's choices (`cookies=` values): saved without bringing the banner back. */
export const SETTINGS_ACTIONS = { accept: "save-accept", reject: "save-reject" } as const;
/** The banner's form posts two short fields; anything longer is not from it. */
export const CONSENT_FORM_MAX_BYTES = 2048;

type Choice = "accepted" | "rejected";
const HIDDEN_SUFFIX = ":hidden";
/** Exactly the values this site writes: anything else, however it decodes, is no choice. */
const CONSENT_VALUE = /^(accepted|rejected)(:hidden)?$/;

/**
 * The consent cookie's value when it is one the site wrote, sent once; undefined otherwise. A
 * repeated, percent-encoded or malformed cookie reads as "not decided", never as a choice.
 */
export function consentValue(cookies: Cookies): string | undefined {
  const value = singleCookie(cookies, CONSENT_COOKIE);
  return value !== undefined && CONSENT_VALUE.test(value) ? value : undefined;
}

function choiceOf(value: string | undefined): Choice | null {
  const choice = value?.replace(HIDDEN_SUFFIX, "");
  return choice === "accepted" || choice === "rejected" ? choice : null;
}

/** Which form of the banner a visitor with this cookie value sees. */
export function consentBannerState(value: string | undefined): CookieBannerState {
  const choice = choiceOf(value);
  if (choice === null) return "undecided";
  return value?.endsWith(HIDDEN_SUFFIX) ? "hidden" : choice;
}

/**
 * The cookie value after the banner's button or the cookies page's choice (`action`), or null
 * for an unknown one.
 */
export function nextConsentValue(current: string | undefined, action: string): string | null {
  if (action === "accept") return "accepted";
  if (action === "reject") return "rejected";
  if (action === SETTINGS_ACTIONS.accept) return `accepted${HIDDEN_SUFFIX}`;
  if (action === SETTINGS_ACTIONS.reject) return `rejected${HIDDEN_SUFFIX}`;
  if (action !== "hide") return null;
  const choice = choiceOf(current);
  return choice === null ? null : `${choice}${HIDDEN_SUFFIX}`;
}

/**
 * `POST /cookie-consent`: records the choice and redirects back (works with JavaScript off). Only
 * the site's own pages may post it (another site must not choose for a visitor), with a small
 * body, and it only ever sends the visitor back to a path on this site.
 */
export async function handleConsentPost(request: Request): Promise<Response> {
  if (!isSameOriginPost(request)) return forbidden();
  const read = await readForm(request, CONSENT_FORM_MAX_BYTES);
  if (!read.ok) return read.response;
  const action = read.form.get("cookies");
  const returnTo = sameSitePath(read.form.get("returnTo")) ?? refererPath(request.headers) ?? "/";
  const current = consentValue(parseCookies(request.headers.get("cookie")));
  const value = typeof action === "string" ? nextConsentValue(current, action) : null;
  const headers = new Headers({ location: returnTo, "cache-control": "no-store" });
  if (value !== null) {
    const secure = isSecureRequest(request) ? "; Secure" : "";
    headers.append(
      "set-cookie",
      `${CONSENT_COOKIE}=${value}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax; HttpOnly${secure}`,
    );
  }
  return new Response(null, { status: 303, headers });
}
