// The settings a tenant answers before any are written (decision 0084): a directory imported from
// an Open Referral UK feed, which has no CMS copy, or one started empty. The upstream API's install
// writes a settings row of placeholder copy; these are plain defaults instead, so a council's site
// shows honest pages until its own copy is imported (`settings.json` of a folder, or a `/core/v1`).
// The home page's optional titles are left out: the site then uses its own wording.
import type { StoredCms } from "./settings.ts";

/** In the stored `cms` value's shape, with no banner image. */
export const DEFAULT_CMS: StoredCms = {
  frontend: {
    global: {
      footer_title: "About this directory",
      footer_content:
        "This directory lists local services, activities, events and organisations that can help.",
      contact_phone: "",
      contact_email: "",
      facebook_handle: "",
      twitter_handle: "",
    },
    home: { banners: [] },
    terms_and_conditions: {
      title: "Terms and conditions",
      content: "The council running this directory has not published its terms and conditions yet.",
    },
    privacy_policy: {
      title: "Privacy policy",
      content: "The council running this directory has not published its privacy policy yet.",
    },
    accessibility_statement: { title: "Accessibility statement", content: null },
    about: {
      title: "About",
      content:
        "This directory lists local services, activities, events and organisations. Search it, or browse by category.",
      video_url: null,
    },
    contact: {
      title: "Contact us",
      content: "The council running this directory has not published its contact details yet.",
    },
    get_involved: {
      title: "Get involved",
      content: "Organisations can ask to add their services to this directory.",
    },
    favourites: {
      title: "Favourites",
      content: "Services you save appear here, on this device only.",
    },
    banner: {
      title: null,
      content: null,
      button_text: null,
      button_url: null,
      image_file_id: null,
    },
  },
};
