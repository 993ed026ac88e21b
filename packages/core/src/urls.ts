/** Path and link builders for every route of the site (spec §2) and the external links it uses. */

export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number)[];
export type QueryParams = Readonly<Record<string, QueryValue>>;

export type LatLon = { readonly lat: number; readonly lon: number };

/** Encodes each segment of a slug that may span several path segments, keeping the slashes. */
export function encodeSegments(slug: string | readonly string[]): string {
  const parts =
    typeof slug === "string" ? slug.split("/") : slug.flatMap((part) => part.split("/"));
  return parts
    .filter((part) => part.length > 0)
    .map((part) => encodeURIComponent(part))
    .join("/");
}

/**
 * Serialises query parameters: arrays are joined with commas (as the API and the old site expect),
 * `true` becomes "true", and `false`, `null`, `undefined`, "" and empty arrays are left out.
 */
export function queryString(params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === false || value === "") continue;
    if (typeof value === "object") {
      if (value.length > 0) search.set(key, value.join(","));
      continue;
    }
    search.set(key, String(value));
  }
  const serialised = search.toString();
  return serialised === "" ? "" : `?${serialised}`;
}

/** Appends query parameters to a path that may already carry some. */
export function withQuery(path: string, params: QueryParams = {}): string {
  const query = queryString(params);
  if (query === "") return path;
  return path.includes("?") ? `${path}&${query.slice(1)}` : `${path}${query}`;
}

/** Query parameters of `/results` (frontend-features §2.2). */
export type ResultsQuery = {
  readonly query?: string;
  readonly postcode?: string;
  readonly distance?: number;
  readonly category?: string;
  readonly persona?: string;
  readonly is_free?: boolean;
  readonly wait_time?: string;
  readonly order?: "relevance" | "distance";
  readonly page?: number;
  readonly view?: "grid" | "map";
  readonly age?: readonly string[];
  readonly income?: readonly string[];
  readonly disability?: readonly string[];
  readonly language?: readonly string[];
  readonly gender?: readonly string[];
  readonly ethnicity?: readonly string[];
  readonly housing?: readonly string[];
};

/** Query parameters of `/events`. */
export type EventsQuery = {
  readonly query?: string;
  readonly category?: string;
  readonly postcode?: string;
  readonly distance?: number;
  readonly starts_after?: string;
  readonly ends_before?: string;
  readonly is_free?: boolean;
  readonly is_virtual?: boolean;
  readonly has_wheelchair_access?: boolean;
  readonly has_induction_loop?: boolean;
  readonly has_accessible_toilet?: boolean;
  readonly page?: number;
};

/** Site paths, one builder per route of spec §2. Slugs are URL-encoded segment by segment. */
export const paths = {
  home: (): string => "/",
  about: (): string => "/about",
  accessibilityStatement: (): string => "/accessibility-statement",
  contact: (): string => "/contact",
  cookiePolicy: (): string => "/cookie-policy",
  privacyPolicy: (): string => "/privacy-policy",
  termsAndConditions: (): string => "/terms-and-conditions",
  getInvolved: (): string => "/get-involved",
  getInvolvedSignUp: (): string => "/get-involved/sign-up",
  sitemap: (): string => "/sitemap",
  /** What the offline worker shows for a page not saved on the device, while offline. */
  offline: (): string => "/offline",
  category: (slug: string | readonly string[], query?: QueryParams): string =>
    withQuery(`/categories/${encodeSegments(slug)}`, query),
  categoryAll: (slug: string | readonly string[]): string =>
    `/categories/${encodeSegments(slug)}/all`,
  persona: (slug: string, query?: QueryParams): string =>
    withQuery(`/personas/${encodeSegments(slug)}`, query),
  results: (query: ResultsQuery = {}): string => withQuery("/results", query),
  service: (slug: string): string => `/services/${encodeSegments(slug)}`,
  serviceReferral: (slug: string): string => `/services/${encodeSegments(slug)}/referral`,
  events: (query: EventsQuery = {}): string => withQuery("/events", query),
  event: (slug: string): string => `/events/${encodeSegments(slug)}`,
  organisation: (slug: string): string => `/organisations/${encodeSegments(slug)}`,
  /** `/pages/{parent}` or `/pages/{parent}/{slug…}`. */
  page: (slug: string | readonly string[]): string => `/pages/${encodeSegments(slug)}`,
  pagesSearch: (query?: string): string => withQuery("/pages/search", { query }),
  locations: (): string => "/locations",
  location: (id: string): string => `/locations/${encodeSegments(id)}`,
  /** Saved favourites, or a shared list when `ids` is given (`/favourites?ids=a,b`). */
  favourites: (ids: readonly string[] = []): string => withQuery("/favourites", { ids }),
  /** The feedback form; `from` is the page the visitor came from. */
  feedback: (from?: string): string => withQuery("/feedback", { from }),
} as const;

/** Whether `href` leaves the site (has a scheme such as https: or mailto:, or is protocol-relative). */
export function isExternalUrl(href: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith("//");
}

/** Schemes a link from the API or the CMS may use; anything else could run script or fetch data. */
const SAFE_LINK_PROTOCOLS = new Set(["http:", "https:", "mailto:", "tel:"]);

/**
 * `href` when following it is safe (a relative path, or http(s), mailto or tel), else undefined.
 * It is read as browsers read it (tabs, newlines and leading control characters dropped, any
 * case), so `JaVaScRiPt:`, `java\tscript:` and ` javascript:` are all refused.
 */
export function safeHref(href: string | null | undefined): string | undefined {
  if (typeof href !== "string" || href.trim() === "") return undefined;
  if (!URL.canParse(href, "https://relative.invalid/")) return undefined;
  const { protocol } = new URL(href, "https://relative.invalid/");
  return SAFE_LINK_PROTOCOLS.has(protocol) ? href.trim() : undefined;
}

/** Domains reserved for examples and tests (RFC 2606, RFC 6761): nothing real lives there. */
const PLACEHOLDER_DOMAINS = ["example.com", "example.net", "example.org"];
const PLACEHOLDER_SUFFIXES = [".example", ".invalid", ".test", ".localhost"];

/**
 * Whether an absolute address is a placeholder at a reserved example domain
 * (`https://video.example.com/…`): left by a template or demo content, never something to show
 * a resident as if it were real.
 */
export function isPlaceholderUrl(href: string): boolean {
  if (!URL.canParse(href)) return false;
  const host = new URL(href).hostname.toLowerCase().replace(/\.$/, "");
  return (
    PLACEHOLDER_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`)) ||
    PLACEHOLDER_SUFFIXES.some((suffix) => host.endsWith(suffix))
  );
}

/** Joins a base URL and a path with exactly one slash; absolute URLs are returned unchanged. */
export function absoluteUrl(base: string, path: string): string {
  if (isExternalUrl(path)) return path;
  const trimmedBase = base.replace(/\/+$/, "");
  const trimmedPath = path.replace(/^\/+/, "");
  return trimmedPath === "" ? `${trimmedBase}/` : `${trimmedBase}/${trimmedPath}`;
}

function mapsQuery(place: LatLon | string): string {
  return typeof place === "string" ? place.trim() : `${place.lat},${place.lon}`;
}

/** "View on Google Maps": a search for a point or an address. */
export function googleMapsSearchUrl(place: LatLon | string): string {
  return `https://www.google.com/maps/search/?${new URLSearchParams({ api: "1", query: mapsQuery(place) }).toString()}`;
}

/** Joins address lines, skipping empty ones, into one line for maps links. */
export function addressLine(parts: readonly (string | null | undefined)[]): string {
  return parts
    .map((part) => part?.trim() ?? "")
    .filter((part) => part !== "")
    .join(", ");
}

/** A `mailto:` link; subject and body are percent-encoded (mail clients do not read `+` as space). */
export function mailtoUrl(
  email: string,
  options: { readonly subject?: string; readonly body?: string } = {},
): string {
  const fields: string[] = [];
  if (options.subject !== undefined && options.subject !== "") {
    fields.push(`subject=${encodeURIComponent(options.subject)}`);
  }
  if (options.body !== undefined && options.body !== "") {
    fields.push(`body=${encodeURIComponent(options.body)}`);
  }
  const address = email.trim();
  return fields.length === 0 ? `mailto:${address}` : `mailto:${address}?${fields.join("&")}`;
}

/**
 * An `sms:` link that opens the phone's messaging app with `body` written and no recipient.
 * `?&body=` is the one form both platforms read: Android follows RFC 5724 (`?body=`, and the empty
 * field before `&` is skipped), iOS takes what follows the `&`. Percent-encoded like `mailtoUrl`.
 */
export function smsUrl(body: string): string {
  return `sms:?&body=${encodeURIComponent(body)}`;
}

/** An event as the calendar services need it; `start`/`end` are ISO 8601 with a UTC offset. */
export type CalendarEvent = {
  readonly title: string;
  readonly details?: string | null;
  /** The address; leave it out for an online event. */
  readonly location?: string | null;
  readonly start: string;
  readonly end: string;
};

/** "2026-11-23T19:00:00+00:00" → the same instant in UTC, without milliseconds. */
function utcInstant(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date-time: ${iso}`);
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

function calendarText(event: CalendarEvent): { details?: string; location?: string } {
  const details = event.details?.trim();
  const location = event.location?.trim();
  return { ...(details ? { details } : {}), ...(location ? { location } : {}) };
}

/**
 * Google Calendar's "add event" page. Times go in UTC (`Z`): the API's own link writes London
 * wall-clock times with a `Z`, which is an hour out in summer.
 */
export function googleCalendarUrl(event: CalendarEvent): string {
  const stamp = (iso: string) => utcInstant(iso).replace(/[-:]/g, "");
  const { details, location } = calendarText(event);
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${stamp(event.start)}/${stamp(event.end)}`,
  });
  if (details) params.set("details", details);
  if (location) params.set("location", location);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** Outlook on the web's "new event" form (Microsoft 365 and Outlook.com accounts alike). */
export function outlookCalendarUrl(event: CalendarEvent): string {
  const { details, location } = calendarText(event);
  const params = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: event.title,
    startdt: utcInstant(event.start),
    enddt: utcInstant(event.end),
  });
  if (details) params.set("body", details);
  if (location) params.set("location", location);
  return `https://outlook.office.com/calendar/0/deeplink/compose?${params.toString()}`;
}

/** Adds `max_dimension` (1–1000, contract §6) to an API image URL, keeping its other parameters. */
export function withMaxDimension(url: string, maxDimension: number): string {
  if (!Number.isInteger(maxDimension) || maxDimension < 1 || maxDimension > 1000) {
    throw new RangeError(`max_dimension must be an integer from 1 to 1000, got ${maxDimension}`);
  }
  const [beforeHash = "", hash] = url.split("#", 2);
  const separator = beforeHash.includes("?") ? "&" : "?";
  return `${beforeHash}${separator}max_dimension=${maxDimension}${hash === undefined ? "" : `#${hash}`}`;
}
