// Everything that makes this council's site differ from the shared one. Change the values, keep
// the names: `pnpm build` stops with a message naming any setting that is missing or wrong.
// Colours and fonts are in `theme.css`; the logo and favicon in `public/brand/`.
import { defineSiteConfig } from "@hub/config/site-config";

export default defineSiteConfig({
  // The site's name: page titles, the footer and what people see when they share a page.
  appName: "Example Information Hub",
  // A short id (lower-case letters, digits, dashes): names the theme and, unless APP_API_URL
  // says otherwise, the local API's tenant the site reads.
  variant: "example",
  // Where the site lives, without a trailing slash: canonical links and sitemaps use it.
  publicUrl: "https://example-information-hub.example.org",
  // The team's inbox, shown where residents are asked to get in touch.
  contactEmail: "hub@example-information-hub.example.org",
  // The borough's name as residents say it.
  boroughName: "Example",
  // The header menu, in order. `kind: "favourites"` shows how many items a visitor has saved.
  headerMenu: [
    { label: "Home", href: "/" },
    { label: "Events", href: "/events" },
    { label: "About", href: "/about" },
    { label: "Add a listing", href: "/get-involved" },
    { label: "My favourites", href: "/favourites", kind: "favourites" },
  ],
  // The footer's links.
  footerLinks: [
    { label: "Privacy policy", href: "/privacy-policy" },
    { label: "Terms and conditions", href: "/terms-and-conditions" },
    { label: "Accessibility statement", href: "/accessibility-statement" },
    { label: "Cookie policy", href: "/cookie-policy" },
    { label: "Sitemap", href: "/sitemap" },
  ],
  // Also put a "Give feedback" link in the footer.
  footerFeedbackLink: false,
  // Links to the council's social media accounts, shown in the footer (type: facebook, twitter,
  // instagram, youtube, tiktok, snapchat or other; url; label for screen readers).
  socialLinks: [],
  // Where maps open: latitude, longitude and zoom (1 = the world, 20 = a building).
  map: { centre: { lat: 51.5072, lon: -0.1276, zoom: 12 } },
  // How some pages are laid out.
  theme: {
    // What the error page offers: a "Return to homepage" link ("homeLink") or the categories.
    errorPage: "homeLink",
    // Where related information pages sit on the search results page: "top" or "bottom".
    relatedPagesPosition: "top",
    // Show coming events on the home page.
    homeEventsFeed: false,
    // Show a category's side boxes as cards.
    categorySideboxesAsCards: true,
  },
  // The cookie banner. With `enabled: false` nobody is asked, and no analytics load.
  consent: { enabled: true },
  // Where a visitor's favourites are kept in their browser: "local" (until cleared), "session"
  // (until the tab closes) or "cookie".
  clientStorage: "local",
  // The referral form's wording: how long a service takes to reply, and the form to fill in.
  referral: {
    replyTime: "10 working days",
    disclaimerTime: "2 weeks",
    formDuration: "5 minutes",
    friendsAndFamilyTaxonomy: "family-friend",
  },
  // Old addresses sent elsewhere, e.g. { "/old-page": { redirect: "/about", status: 301 } }.
  routeRules: {},
  // Search engines show these under each page's title: one or two sentences each.
  seo: {
    descriptions: {
      home: "Example Information Hub helps people find activities, clubs, support and local services in Example.",
      favourites:
        "The services you have saved on Example Information Hub, to find them again or share them.",
      events: "There are a wide range of community events in Example, many of which are free.",
      referral:
        "Ask a service in Example to get in touch with you, or with someone you are helping.",
      feedback:
        "Tell the Example Information Hub team about a mistake or anything we could do better.",
      contact: "How to get in touch with the Example Information Hub team.",
      about: "What Example Information Hub is, who runs it and how listings are checked.",
      getInvolved:
        "List your organisation, service, group or event on Example Information Hub for free.",
      privacy: "How Example Information Hub collects, uses and protects your information.",
      terms: "The terms on which Example Information Hub and its partners offer this site.",
      accessibility: "How accessible Example Information Hub is, and how to report a problem.",
      results: "Search results for services, groups and activities in Example.",
    },
  },
  // Also possible: `analytics: { type: "ga" | "gtm", id }` (loaded only after consent) and
  // `translate: { provider: "google", pageLanguage: "en" }` (a Google Translate menu).
});
