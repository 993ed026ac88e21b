// A small, hand-made borough whose every row is known, so HTTP tests can assert exact results.
// The clock is pinned to Tuesday 24 November 2026, 10:30 in London (GMT).
import type { BoroughDataset } from "../seed/types.ts";
import { pages, collections, events } from "./fixture/content.ts";
import { IDS, stamps, TODAY } from "./fixture/ids.ts";
import { locations, serviceLocations } from "./fixture/places.ts";
import { file, organisation, services } from "./fixture/services.ts";
import { taxonomies } from "./fixture/taxonomies.ts";

export { id, IDS, NOW } from "./fixture/ids.ts";

const banner = { title: null, content: null, button_text: null, button_url: null };

export function fixtureDataset(): BoroughDataset {
  return {
    tenant: "sutton",
    referenceDate: TODAY,
    files: [
      file(IDS.fileLogo, "service", "Debt Advice logo"),
      file(IDS.fileCategory, "collection-category", null),
      file(IDS.fileGallery, "gallery-item", "A drop-in session"),
      file(IDS.fileBanner, "banner", null),
    ],
    taxonomies,
    collections,
    tags: [
      { id: IDS.tagFamily, slug: "family", label: "Family", ...stamps },
      { id: IDS.tagYouth, slug: "youth", label: "Youth", ...stamps },
    ],
    organisations: [
      organisation(IDS.orgAlpha, "alpha-org", "Alpha Org", {
        logo_file_id: IDS.fileLogo,
        category_taxonomy_ids: [IDS.advice],
        social_medias: [{ type: "twitter", url: "https://twitter.com/alpha" }],
      }),
      organisation(IDS.orgBeta, "beta-trust", "Beta Trust"),
      organisation(IDS.orgGamma, "gamma", "Gamma"),
    ],
    locations,
    services,
    service_locations: serviceLocations,
    organisation_events: events,
    pages,
    settings: {
      cms: {
        frontend: {
          global: {
            footer_title: "Sutton Information Hub",
            footer_content: "Run by the council.",
            contact_phone: "020 8770 5000",
            contact_email: "hub@sutton.example.org",
            facebook_handle: "suttonhub",
            twitter_handle: "suttonhub",
          },
          home: {
            search_title: "Find support",
            categories_title: "Categories",
            personas_title: "Who are you?",
            personas_content: "Pick one.",
            banners: [banner],
          },
          terms_and_conditions: { title: "Terms", content: "Terms." },
          privacy_policy: { title: "Privacy", content: "Privacy." },
          cookie_policy: { title: "Cookies", content: "Cookies." },
          accessibility_statement: { title: "Accessibility", content: null },
          about: { title: "About", content: "About.", video_url: null },
          contact: { title: "Contact", content: "Contact." },
          get_involved: { title: "Get involved", content: "Volunteer." },
          favourites: { title: "Favourites", content: "Saved." },
          banner: { ...banner, title: "Winter", image_file_id: IDS.fileBanner },
        },
      },
    },
    postcodes: {
      districts: [{ outward_code: "SM1", area: "Sutton", lat: 51.3656, lon: -0.1963 }],
      sectors: [{ sector: "SM1 1", area: "Sutton", lat: 51.3618, lon: -0.1945 }],
      postcodes: [{ postcode: "SM1 1EA", lat: 51.3618, lon: -0.1945 }],
    },
    thesaurus: [{ terms: ["debt", "arrears"], expandsTo: null }],
    stopWords: [],
  };
}
