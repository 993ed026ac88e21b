// Connected Bexley: everything that makes this variant differ from the shared site.
import { defineSiteConfig } from "@hub/config/site-config";

export default defineSiteConfig({
  appName: "Connected Bexley",
  variant: "bexley",
  publicUrl: "https://connected-bexley.example.org",
  contactEmail: "hello@connected-bexley.example.org",
  boroughName: "Bexley",
  headerMenu: [
    { label: "Home", href: "/" },
    { label: "Events", href: "/events" },
    { label: "About", href: "/about" },
    { label: "Contact us", href: "/contact" },
    { label: "Get Involved", href: "/get-involved" },
    { label: "My Favourites", href: "/favourites", kind: "favourites" },
  ],
  footerLinks: [
    { label: "Privacy policy", href: "/privacy-policy" },
    { label: "Terms and conditions", href: "/terms-and-conditions" },
    { label: "Accessibility statement", href: "/accessibility-statement" },
    { label: "Cookie policy", href: "/cookie-policy" },
    { label: "Sitemap", href: "/sitemap" },
  ],
  footerFeedbackLink: true,
  translate: { provider: "google", pageLanguage: "en" },
  map: { centre: { lat: 51.4363444, lon: 0.1045023, zoom: 12 } },
  theme: {
    errorPage: "homeLink",
    relatedPagesPosition: "bottom",
    homeEventsFeed: true,
    categorySideboxesAsCards: true,
  },
  seo: {
    descriptions: {
      home: "Connected Bexley helps residents find local support, activities, groups and events in Bexley.",
      favourites:
        "The services you have saved on Connected Bexley, to find them again or share them.",
      events: "There are a wide range of community events in Bexley, many of which are free.",
      referral: "Ask a Bexley service to get in touch with you, or with someone you are helping.",
      feedback: "Tell the Connected Bexley team about a mistake or anything we could do better.",
      contact: "How to get in touch with the Connected Bexley team.",
      about: "What Connected Bexley is, who runs it and how listings are checked.",
      getInvolved: "List your organisation, service, group or event on Connected Bexley for free.",
      privacy: "We are committed to protecting and respecting your privacy",
      terms:
        "This page (together with the documents referred to on it) outlines the terms and conditions on which we and our partners offer services to you",
      accessibility: "How accessible Connected Bexley is, and how to report a problem.",
      results: "Search results for services, groups and activities in Bexley.",
    },
  },
});
