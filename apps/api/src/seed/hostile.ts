// The hostile dataset (`API_SEED=hostile`): the borough's normal dataset with XSS and injection
// payloads in every text, markdown, URL, email and alt-text field, so a test can walk every page
// type and prove nothing a provider or CMS editor types can run script in a resident's browser.
// Every script payload calls the `CANARY` global, which the browser tests define and watch.
import type { BoroughDataset, SeedFile, SeedPage, SeedSettings } from "./types.ts";

/** The global every script payload calls: its being called means injected code ran. */
export const CANARY = "__pwned";

const call = (label: string) => `${CANARY}('${label}')`;

/** Markup and template payloads; each tries a different way out of text into code. */
export const TEXT_PAYLOADS = [
  `<script>${call("script")}</script>`,
  `"><img src=x onerror=${call("img")}>`,
  `'><svg onload=${call("svg")}>`,
  `</script><script>${call("json-ld")}</script>`,
  `<iframe src="javascript:${call("iframe")}"></iframe>`,
  `<a href="javascript:${call("raw-a")}">raw link</a>`,
  `' OR 1=1 --`,
  `{{7*7}} \${7*7} #{7*7} <%= 7*7 %>`,
  // Right-to-left override, zero-width characters and emoji: text that looks different from what it is.
  "\u202Eexe.txt\u202C zero\u200Bwidth\u200D\uFEFFjoin",
  "🧪 👩🏽‍💻 🏳️‍🌈",
] as const;

/** Markdown that would produce a script link, an image or raw HTML if rendered carelessly. */
export const MARKDOWN_PAYLOADS = [
  `[markdown link](javascript:${call("md-link")})`,
  `[mixed case](JaVaScRiPt:${call("md-case")})`,
  `[entity](&#106;avascript:${call("md-entity")})`,
  `[tab](<java\tscript:${call("md-tab")}>)`,
  `![image](javascript:${call("md-image")})`,
  `<javascript:${call("md-autolink")}>`,
  `[data](data:text/html,<script>${call("md-data")}</script>)`,
  `<img src=x onerror=${call("md-html")}>`,
] as const;

/** Addresses that run script when followed, in the spellings filters tend to miss. */
export const URL_PAYLOADS = [
  `javascript:${call("url")}`,
  `JaVaScRiPt:${call("url-case")}`,
  `  javascript:${call("url-space")}`,
  `java\tscript:${call("url-tab")}`,
  `java\nscript:${call("url-newline")}`,
  `\u0001javascript:${call("url-control")}`,
  `&#106;avascript:${call("url-entity")}`,
  `javascript&colon;${call("url-colon-entity")}`,
  `%6A%61vascript:${call("url-percent")}`,
  `data:text/html,<script>${call("url-data")}</script>`,
  `vbscript:${call("url-vbscript")}`,
  `https://example.org/"><img src=x onerror=${call("url-attribute")}>`,
] as const;

export const EMAIL_PAYLOADS = [
  `"><img src=x onerror=${call("email")}>@example.org`,
  `javascript:${call("email-scheme")}//@example.org`,
] as const;

/** Long enough to find missing truncation, unbounded layouts and per-field size limits. */
export const OVERLONG_TEXT = "overlong-".repeat(1112);

/** Added to slugs: still `a-z0-9-`, but words that mean something to the wrong parser. */
const SLUG_SUFFIX = "-script-onerror-alert-1-or-1-1";

const FULL_PAYLOAD = [...TEXT_PAYLOADS, ...MARKDOWN_PAYLOADS].join("\n\n");
const SHORT_PAYLOAD = `${TEXT_PAYLOADS[1]} ${TEXT_PAYLOADS[0]} ${TEXT_PAYLOADS[6]} {{7*7}} \u202E🧪`;

/** Columns with a length limit in the schema (`varchar(n)`). */
const MAX_LENGTH: Record<string, number> = { intro: 300, excerpt: 150 };

/** Fields the site shows as a short label (names, titles): the short payload keeps pages usable. */
const SHORT_FIELDS = new Set([
  "name",
  "title",
  "label",
  "intro",
  "subtitle",
  "excerpt",
  "alt_text",
  "address_line_1",
  "address_line_2",
  "address_line_3",
  "city",
  "county",
  "contact_name",
  "organiser_name",
  "booking_title",
  "booking_cta",
  "referral_button_text",
  "button_text",
  "buttonText",
  "offering",
  "fees_text",
  "phone",
  "contact_phone",
  "organiser_phone",
  "facebook_handle",
  "twitter_handle",
  "search_title",
  "categories_title",
  "personas_title",
  "footer_title",
]);

/** Keys whose values are identifiers, enums, dates or machine data: left as they are. */
const KEPT = new Set([
  "id",
  "type",
  "status",
  "kind",
  "frequency",
  "wait_time",
  "referral_method",
  "page_type",
  "root",
  "icon",
  "postcode",
  "country",
  "created_at",
  "updated_at",
  "start_date",
  "end_date",
  "start_time",
  "end_time",
  "starts_at",
  "ends_at",
  "opens_at",
  "closes_at",
  "last_modified_at",
  "assured_date",
  "cqc_location_id",
  // Eligibility taxonomy ids.
  "taxonomies",
]);

type Rotation = { next: <T>(list: readonly T[]) => T };

/** Walks through a list in order, so every payload of it lands somewhere. */
function rotation(): Rotation {
  const positions = new Map<readonly unknown[], number>();
  return {
    next(list) {
      const position = positions.get(list) ?? 0;
      positions.set(list, position + 1);
      return list[position % list.length] as (typeof list)[number];
    },
  };
}

const isUrlKey = (key: string) => key === "url" || key.endsWith("_url") || key === "video_embed";
const isEmailKey = (key: string) => key.endsWith("email");

/** Payload first, so a length limit cuts the original text rather than the attack. */
function injectText(key: string, value: string, rotate: Rotation): string {
  const payload = SHORT_FIELDS.has(key) ? SHORT_PAYLOAD : FULL_PAYLOAD;
  const injected = `${payload} ${value} ${rotate.next(TEXT_PAYLOADS)}`;
  const max = MAX_LENGTH[key];
  return max === undefined ? injected : injected.slice(0, max);
}

function injectValue(key: string, value: unknown, rotate: Rotation): unknown {
  if (typeof value === "string") {
    if (KEPT.has(key) || key.endsWith("_id")) return value;
    if (key === "slug") return `${value}${SLUG_SUFFIX}`;
    if (isUrlKey(key)) return rotate.next(URL_PAYLOADS);
    if (isEmailKey(key)) return rotate.next(EMAIL_PAYLOADS);
    return injectText(key, value, rotate);
  }
  if (Array.isArray(value)) return value.map((item: unknown) => injectValue(key, item, rotate));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([name, inner]) => [
        name,
        name.endsWith("_ids") ? inner : injectValue(name, inner, rotate),
      ]),
    );
  }
  return value;
}

/** A record with every text field injected; ids, enums, dates and numbers stay valid. */
function inject<T extends object>(record: T, rotate: Rotation): T {
  return injectValue("", record, rotate) as T;
}

/** The first record of a list also gets an overlong field, to find missing truncation. */
function overlong<T extends object>(records: T[], key: keyof T & string): T[] {
  return records.map((record, index) =>
    index === 0 ? { ...record, [key]: `${String(record[key])} ${OVERLONG_TEXT}` } : record,
  );
}

/**
 * The dataset with payloads in every field a person could type: names, descriptions, markdown,
 * CMS settings and pages, URLs (including social links), emails, phones and image alt text.
 * Structure, ids, relations, dates and coordinates are untouched, so every page type has data.
 */
export function hostileDataset(dataset: BoroughDataset): BoroughDataset {
  const rotate = rotation();
  const each = <T extends object>(records: readonly T[]): T[] =>
    records.map((record) => inject(record, rotate));
  return {
    ...dataset,
    // Only the alt text: the SVG itself is served as an image, where script does not run.
    files: dataset.files.map((file): SeedFile => ({
      ...file,
      alt_text: injectText("alt_text", file.alt_text ?? "", rotate),
    })),
    taxonomies: dataset.taxonomies.map((taxonomy) => ({
      ...taxonomy,
      name: injectText("name", taxonomy.name, rotate),
    })),
    collections: overlong(each(dataset.collections), "intro"),
    tags: dataset.tags.map((tag) => ({ ...tag, label: injectText("label", tag.label, rotate) })),
    organisations: overlong(each(dataset.organisations), "description"),
    locations: overlong(each(dataset.locations), "accessibility_info"),
    services: overlong(overlong(each(dataset.services), "description"), "name"),
    service_locations: each(dataset.service_locations),
    organisation_events: overlong(each(dataset.organisation_events), "description"),
    pages: overlong(each<SeedPage>(dataset.pages), "title"),
    settings: inject<SeedSettings>(dataset.settings, rotate),
  };
}
