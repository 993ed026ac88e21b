// Sutton Information Hub: everything that makes this variant differ from the shared site.
import { defineSiteConfig } from "@hub/config/site-config";

export default defineSiteConfig({
  appName: "Sutton Information Hub",
  variant: "sutton",
  publicUrl: "https://sutton-information-hub.example.org",
  contactEmail: "hub@sutton-information-hub.example.org",
  boroughName: "Sutton",
  headerMenu: [
    { label: "Home", href: "/" },
    { label: "Events", href: "/events" },
    { label: "About", href: "/about" },
    { label: "Add a listing", href: "/get-involved" },
    { label: "My favourites", href: "/favourites", kind: "favourites" },
  ],
  footerLinks: [
    { label: "Privacy policy", href: "/privacy-policy" },
    { label: "Terms and conditions", href: "/terms-and-conditions" },
    { label: "Accessibility statement", href: "/accessibility-statement" },
    { label: "Cookie policy", href: "/cookie-policy" },
    { label: "Sitemap", href: "/sitemap" },
  ],
  // Sutton's map shows the borough (the old site's was hard-coded to another one).
  map: { centre: { lat: 51.3618, lon: -0.1945, zoom: 13 } },
  theme: {
    errorPage: "homeLink",
    relatedPagesPosition: "top",
    homeEventsFeed: false,
    categorySideboxesAsCards: true,
  },
  seo: {
    descriptions: {
      home: "Sutton Information Hub is a site dedicated to helping people find activities, join clubs, and navigate local services in Sutton",
      favourites:
        "The services you have saved on Sutton Information Hub, to find them again or share them.",
      events: "There are a wide range of community events in Sutton, many of which are free.",
      referral: "Ask a Sutton service to get in touch with you, or with someone you are helping.",
      feedback:
        "Tell the Sutton Information Hub team about a mistake or anything we could do better.",
      contact: "How to get in touch with the Sutton Information Hub team.",
      about: "What the Sutton Information Hub is, who runs it and how listings are checked.",
      getInvolved:
        "List your organisation, service, group or event on Sutton Information Hub for free.",
      privacy: "We are committed to protecting and respecting your privacy",
      terms:
        "This page (together with the documents referred to on it) outlines the terms and conditions on which we and our partners offer services to you",
      accessibility: "How accessible Sutton Information Hub is, and how to report a problem.",
      results: "Search results for services, groups and activities in Sutton.",
    },
  },
});
