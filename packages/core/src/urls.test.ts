import { describe, expect, it } from "vitest";

import {
  absoluteUrl,
  addressLine,
  encodeSegments,
  googleCalendarUrl,
  googleMapsSearchUrl,
  isExternalUrl,
  isPlaceholderUrl,
  mailtoUrl,
  outlookCalendarUrl,
  paths,
  queryString,
  safeHref,
  smsUrl,
  withMaxDimension,
  withQuery,
} from "./urls.ts";

describe("paths", () => {
  it.each([
    [paths.home(), "/"],
    [paths.about(), "/about"],
    [paths.accessibilityStatement(), "/accessibility-statement"],
    [paths.contact(), "/contact"],
    [paths.cookiePolicy(), "/cookie-policy"],
    [paths.privacyPolicy(), "/privacy-policy"],
    [paths.termsAndConditions(), "/terms-and-conditions"],
    [paths.getInvolved(), "/get-involved"],
    [paths.getInvolvedSignUp(), "/get-involved/sign-up"],
    [paths.sitemap(), "/sitemap"],
    [paths.offline(), "/offline"],
    [paths.category("health"), "/categories/health"],
    [paths.category("health/mental-health"), "/categories/health/mental-health"],
    [paths.category(["health", "mental health"]), "/categories/health/mental%20health"],
    [paths.category("health", { page: 2 }), "/categories/health?page=2"],
    [paths.categoryAll("health"), "/categories/health/all"],
    [paths.persona("carers"), "/personas/carers"],
    [paths.persona("carers", { query: "food" }), "/personas/carers?query=food"],
    [paths.results(), "/results"],
    [
      paths.results({ query: "food bank", postcode: "SM1 1AA", distance: 3, is_free: true }),
      "/results?query=food+bank&postcode=SM1+1AA&distance=3&is_free=true",
    ],
    [paths.results({ is_free: false, age: ["18 - 25", "26+"] }), "/results?age=18+-+25%2C26%2B"],
    [paths.service("food-bank"), "/services/food-bank"],
    [paths.serviceReferral("food-bank"), "/services/food-bank/referral"],
    [paths.events(), "/events"],
    [paths.events({ category: "sport", page: 2 }), "/events?category=sport&page=2"],
    [paths.event("fun-run"), "/events/fun-run"],
    [paths.organisation("age-uk"), "/organisations/age-uk"],
    [paths.page("advice"), "/pages/advice"],
    [paths.page(["advice", "money/debt"]), "/pages/advice/money/debt"],
    [paths.pagesSearch(), "/pages/search"],
    [paths.pagesSearch("debt"), "/pages/search?query=debt"],
    [paths.locations(), "/locations"],
    [paths.location("l1"), "/locations/l1"],
    [paths.favourites(), "/favourites"],
    [paths.favourites(["a", "b"]), "/favourites?ids=a%2Cb"],
    [paths.feedback(), "/feedback"],
    [paths.feedback("/services/x"), "/feedback?from=%2Fservices%2Fx"],
  ])("%s is %s", (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe("query helpers", () => {
  it.each([
    [{}, ""],
    [{ a: undefined, b: null, c: false, d: "", e: [] }, ""],
    [{ a: 0 }, "?a=0"],
    [{ a: [1, 2] }, "?a=1%2C2"],
  ])("queryString(%j) is %j", (params, expected) => {
    expect(queryString(params)).toBe(expected);
  });

  it.each([
    ["/x", {}, "/x"],
    ["/x", { a: 1 }, "/x?a=1"],
    ["/x?b=2", { a: 1 }, "/x?b=2&a=1"],
  ])("withQuery(%s, %j) is %s", (path, params, expected) => {
    expect(withQuery(path, params)).toBe(expected);
  });

  it.each([
    ["/a//b/", "a/b"],
    ["é", "%C3%A9"],
  ])("encodeSegments(%j) is %j", (slug, expected) => {
    expect(encodeSegments(slug)).toBe(expected);
  });
});

describe("absolute and external URLs", () => {
  it.each([
    ["https://hub.test", "/about", "https://hub.test/about"],
    ["https://hub.test/", "about", "https://hub.test/about"],
    ["https://hub.test//", "//about", "//about"],
    ["https://hub.test", "/", "https://hub.test/"],
    ["https://hub.test", "https://other.test/x", "https://other.test/x"],
  ])("absoluteUrl(%s, %s) is %s", (base, path, expected) => {
    expect(absoluteUrl(base, path)).toBe(expected);
  });

  it.each([
    ["https://x.test", true],
    ["mailto:a@b.c", true],
    ["//cdn.test/x", true],
    ["/about", false],
    ["about", false],
  ])("isExternalUrl(%s) is %s", (href, expected) => {
    expect(isExternalUrl(href)).toBe(expected);
  });
});

describe("maps, mail and calendar links", () => {
  it.each([
    [
      googleMapsSearchUrl({ lat: 51.36, lon: -0.19 }),
      "https://www.google.com/maps/search/?api=1&query=51.36%2C-0.19",
    ],
    [
      googleMapsSearchUrl(" 1 High St, Sutton SM1 1AA "),
      "https://www.google.com/maps/search/?api=1&query=1+High+St%2C+Sutton+SM1+1AA",
    ],
    [
      addressLine(["1 High St", null, " ", "Sutton", undefined, "SM1 1AA"]),
      "1 High St, Sutton, SM1 1AA",
    ],
    [mailtoUrl(" hub@sutton.test "), "mailto:hub@sutton.test"],
    [mailtoUrl("hub@x.test", { subject: "", body: "" }), "mailto:hub@x.test"],
    [
      mailtoUrl("hub@x.test", { subject: "Hub: Food & fun", body: "https://x.test/a?b=1" }),
      "mailto:hub@x.test?subject=Hub%3A%20Food%20%26%20fun&body=https%3A%2F%2Fx.test%2Fa%3Fb%3D1",
    ],
    [mailtoUrl("hub@x.test", { body: "Hi there" }), "mailto:hub@x.test?body=Hi%20there"],
    [
      mailtoUrl("", { subject: "Hub: Lunch", body: "https://x.test/a" }),
      "mailto:?subject=Hub%3A%20Lunch&body=https%3A%2F%2Fx.test%2Fa",
    ],
    [
      smsUrl("Food & fun: https://x.test/services/a?b=1#c"),
      "sms:?&body=Food%20%26%20fun%3A%20https%3A%2F%2Fx.test%2Fservices%2Fa%3Fb%3D1%23c",
    ],
    [
      smsUrl("Café + tea\nhttps://x.test"),
      "sms:?&body=Caf%C3%A9%20%2B%20tea%0Ahttps%3A%2F%2Fx.test",
    ],
    [
      withMaxDimension("https://api.test/img.png", 150),
      "https://api.test/img.png?max_dimension=150",
    ],
    [
      withMaxDimension("https://api.test/img.png?v=2#top", 1000),
      "https://api.test/img.png?v=2&max_dimension=1000#top",
    ],
  ])("%s is %s", (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([0, 1001, 1.5])("withMaxDimension rejects %s", (size) => {
    expect(() => withMaxDimension("https://api.test/img.png", size)).toThrow(RangeError);
  });

  const summerEvent = {
    title: "Fun run",
    details: "5k round the park",
    location: "Manor Park, Sutton",
    start: "2026-07-04T10:00:00+01:00",
    end: "2026-07-04T12:30:00+01:00",
  };
  const winterOnline = {
    title: "Carers' hour",
    details: " ",
    location: null,
    start: "2026-11-23T19:00:00+00:00",
    end: "2026-11-23T20:00:00+00:00",
  };

  it.each([
    [
      googleCalendarUrl(summerEvent),
      "https://calendar.google.com/calendar/render?action=TEMPLATE&text=Fun+run&dates=20260704T090000Z%2F20260704T113000Z&details=5k+round+the+park&location=Manor+Park%2C+Sutton",
    ],
    [
      googleCalendarUrl(winterOnline),
      "https://calendar.google.com/calendar/render?action=TEMPLATE&text=Carers%27+hour&dates=20261123T190000Z%2F20261123T200000Z",
    ],
    [
      outlookCalendarUrl(summerEvent),
      "https://outlook.office.com/calendar/0/deeplink/compose?path=%2Fcalendar%2Faction%2Fcompose&rru=addevent&subject=Fun+run&startdt=2026-07-04T09%3A00%3A00Z&enddt=2026-07-04T11%3A30%3A00Z&body=5k+round+the+park&location=Manor+Park%2C+Sutton",
    ],
    [
      outlookCalendarUrl(winterOnline),
      "https://outlook.office.com/calendar/0/deeplink/compose?path=%2Fcalendar%2Faction%2Fcompose&rru=addevent&subject=Carers%27+hour&startdt=2026-11-23T19%3A00%3A00Z&enddt=2026-11-23T20%3A00%3A00Z",
    ],
  ])("calendar link %s is %s", (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([googleCalendarUrl, outlookCalendarUrl])(
    "%o rejects a start that is no date",
    (build) => {
      expect(() => build({ ...winterOnline, start: "soon" })).toThrow(RangeError);
    },
  );
});

describe("isPlaceholderUrl", () => {
  it.each([
    {
      href: "https://video.example.com/embed/sutton-information-hub-introduction",
      placeholder: true,
    },
    { href: "https://example.org/", placeholder: true },
    { href: "http://EXAMPLE.NET./x", placeholder: true },
    { href: "https://hub.test/a", placeholder: true },
    { href: "https://site.invalid", placeholder: true },
    { href: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", placeholder: false },
    { href: "https://vimeo.com/76979871", placeholder: false },
    { href: "https://counterexample.com/", placeholder: false },
    { href: "https://example.org.uk/", placeholder: false },
    { href: "/relative", placeholder: false },
    { href: "not a url", placeholder: false },
  ])("$href: $placeholder", ({ href, placeholder }) => {
    expect(isPlaceholderUrl(href)).toBe(placeholder);
  });
});

describe("safeHref", () => {
  it.each([
    "https://example.org/a?b=c",
    "http://example.org",
    "mailto:help@example.org",
    "tel:+442079460000",
    "/services/x",
    "#main",
    "?page=2",
    // Entity and percent spellings are inert: browsers read them as relative paths.
    "&#106;avascript:alert(1)",
    "%6A%61vascript:alert(1)",
  ])("keeps %j", (href) => {
    expect(safeHref(href)).toBe(href);
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "  javascript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "\u0001javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "https://exa mple.org:99999",
    "",
    "   ",
    null,
    undefined,
  ])("refuses %j", (href) => {
    expect(safeHref(href)).toBeUndefined();
  });

  it("trims the spaces browsers ignore", () => {
    expect(safeHref("  https://example.org/ ")).toBe("https://example.org/");
  });
});
