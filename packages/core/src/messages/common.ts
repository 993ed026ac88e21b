/** App-wide wording: the shell, menus, footer and environment banners. */
export const common = {
  app: {
    titleSeparator: " | ",
  },
  nav: {
    label: "Main navigation",
    home: "Home",
    search: "Search",
    events: "Events",
    favourites: "Favourites",
    about: "About",
    contact: "Contact",
    getInvolved: "Get involved",
    sitemap: "Sitemap",
  },
  footer: {
    label: "Footer",
    getInTouch: "Get in touch with {site}",
    contactUs: "Contact us",
    giveFeedback: "Give feedback",
    facebook: "{site} on Facebook",
    twitter: "{site} on Twitter",
  },
  environment: {
    staging:
      "Important. Please do not make any changes to this site. This is a TEST environment used for demo purposes only. Any changes made here will not be reflected on the live site viewed by the public.",
    other:
      "This is a {environment} version of the site for testing. What you see here may differ from the live site.",
    backToLiveSite: "Back to live site",
  },
} as const;
