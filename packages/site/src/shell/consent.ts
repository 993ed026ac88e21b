// The GOV.UK cookie banner without JavaScript: the banner's form posts here, the answer is kept
// in one first-party cookie, and the visitor is sent back to the page they were on (303, by the
// form's `returnTo` or else the `Referer`), which then shows the confirmation, and after "Hide cookie message" nothing.
import type { CookieBannerState } from "@hub/ui/cookie-banner";

import { refererPath } from "../forms/http.ts";

export const CONSENT_COOKIE = "hub_cookie_consent";
/** A year, as GOV.UK sites keep the choice. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

type Choice = "accepted" | "rejected";
const HIDDEN_SUFFIX = ":hidden";

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

/** Whether analytics may load: only after "Accept analytics cookies". */
export function analyticsAllowed(value: string | undefined): boolean {
  return choiceOf(value) === "accepted";
}

/** The cookie value after the banner's button `action`, or null for an unknown button. */
export function nextConsentValue(current: string | undefined, action: string): string | null {
  if (action === "accept") return "accepted";
  if (action === "reject") return "rejected";
  if (action !== "hide") return null;
  const choice = choiceOf(current);
  return choice === null ? null : `${choice}${HIDDEN_SUFFIX}`;
}

/** Only a path on this site: never another origin ("//evil", "https://…") or a backslash trick. */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/")) return "/";
  if (value.startsWith("//") || value.includes("\\")) return "/";
  return value;
}

/** `POST /cookie-consent`: records the choice and redirects back (works with JavaScript off). */
export async function handleConsentPost(request: Request): Promise<Response> {
  const form = await request.formData().catch(() => null);
  const action = form?.get("cookies");
  const returnTo = safeReturnPath(form?.get("returnTo") ?? refererPath(request.headers));
  const current = request.headers
    .get("cookie")
    ?.split(/;\s*/)
    .find((pair) => pair.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1);
  const value = typeof action === "string" ? nextConsentValue(current, action) : null;
  const headers = new Headers({ location: returnTo, "cache-control": "no-store" });
  if (value !== null) {
    const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
    headers.append(
      "set-cookie",
      `${CONSENT_COOKIE}=${value}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax; HttpOnly${secure}`,
    );
  }
  return new Response(null, { status: 303, headers });
}
