// The "view": what a cacheable page shows besides its own content, carried as the first path
// segment of the app's routes (`app/[view]/…`). The proxy rewrites `/events/x` to
// `/accepted.m1/events/x` (consent cookie "accepted", menu item 1 is current) and `?page=2` on
// a paged list to `….p2`, so each page is cached once per view instead of rendering per request
// to read the cookie and the address (docs/decisions/0004-cached-pages-and-the-view-segment.md).
// No Next imports: the proxy bundle includes this file.
import type { CookieBannerState } from "@hub/ui/cookie-banner";

import { consentBannerState } from "./consent.ts";

/** The consent states a page can be rendered for; "off" when the variant asks nobody. */
export const CONSENT_VIEWS = [
  "undecided",
  "accepted",
  "rejected",
  "accepted-hidden",
  "rejected-hidden",
  "off",
] as const;
export type ConsentView = (typeof CONSENT_VIEWS)[number];

export type View = {
  consent: ConsentView;
  /** The index of the header menu item the page belongs to, if any. */
  section: number | null;
  page: number;
};

/** Page numbers past this are not cached as views; the list answers them by going to page 1. */
export const MAX_VIEW_PAGE = 1000;

/** The consent view for a consent cookie value. */
export function consentView(cookieValue: string | undefined, consentEnabled: boolean): ConsentView {
  if (!consentEnabled) return "off";
  const state = consentBannerState(cookieValue);
  if (state !== "hidden") return state;
  return cookieValue?.startsWith("accepted") ? "accepted-hidden" : "rejected-hidden";
}

/** Which form of the cookie banner a view shows. */
export function bannerState(consent: ConsentView): CookieBannerState {
  if (consent === "accepted-hidden" || consent === "rejected-hidden" || consent === "off") {
    return "hidden";
  }
  return consent;
}

/** Whether non-essential scripts may load: after "Accept", or when the variant asks nobody. */
export function analyticsAllowedIn(consent: ConsentView): boolean {
  return consent === "accepted" || consent === "accepted-hidden" || consent === "off";
}

export function viewSegment(view: View): string {
  const section = view.section === null ? "" : `.m${view.section}`;
  return `${view.consent}${section}${view.page > 1 ? `.p${view.page}` : ""}`;
}

const SEGMENT = /^([a-z-]+)(?:\.m(0|[1-9][0-9]?))?(?:\.p([2-9]|[1-9][0-9]{1,3}))?$/;

/** The view a segment names, or null for anything the proxy would not have written. */
export function parseViewSegment(segment: string): View | null {
  const match = SEGMENT.exec(segment);
  const consent = CONSENT_VIEWS.find((name) => name === match?.[1]);
  if (match === null || consent === undefined) return null;
  const page = match[3] === undefined ? 1 : Number(match[3]);
  if (page > MAX_VIEW_PAGE) return null;
  return { consent, section: match[2] === undefined ? null : Number(match[2]), page };
}
