// Contract-valid collections and settings for the shell's unit tests.
import type { CollectionCategory, CollectionPersona, Settings } from "@hub/api-client/schemas";

import { id } from "./api-stub.ts";

const STAMP = "2026-05-01T10:00:00+0000";

export function category(overrides: Partial<CollectionCategory> = {}): CollectionCategory {
  return {
    id: id(),
    slug: "health",
    name: "Health",
    intro: "Health services.",
    image_file_id: null,
    image: null,
    order: 1,
    enabled: true,
    homepage: true,
    sideboxes: [],
    category_taxonomies: [],
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

export function persona(overrides: Partial<CollectionPersona> = {}): CollectionPersona {
  return {
    id: id(),
    slug: "carers",
    name: "Carers",
    intro: "For carers.",
    subtitle: null,
    order: 1,
    enabled: true,
    homepage: true,
    sideboxes: [],
    image: null,
    category_taxonomies: [],
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

const page = (title: string) => ({ title, content: `About ${title}.` });

export function settings(): Settings {
  return {
    cms: {
      frontend: {
        global: {
          footer_title: "More from the hub",
          footer_content: "Run by the council.",
          contact_phone: "020 7946 0000",
          contact_email: "hub@council.test",
          facebook_handle: "HubPage",
          twitter_handle: "#",
        },
        home: {
          search_title: "Find local services",
          categories_title: "Browse by category",
          banners: [],
        },
        terms_and_conditions: page("Terms and conditions"),
        privacy_policy: page("Privacy policy"),
        accessibility_statement: { title: "Accessibility statement", content: null },
        about: { ...page("About us"), video_url: null },
        contact: page("Contact us"),
        get_involved: page("Get involved"),
        favourites: page("Favourites"),
        banner: {
          title: null,
          content: null,
          button_text: null,
          button_url: null,
          has_image: false,
        },
      },
    },
  };
}
