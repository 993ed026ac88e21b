// CMS copy (`settings.cms.frontend`) for Connected Bexley.
import { BOROUGHS } from "../boroughs.ts";
import type { SeedSettings } from "../types.ts";
import {
  accessibilityStatement,
  cookiePolicy,
  privacyPolicy,
  termsAndConditions,
} from "./shared.ts";

const p = BOROUGHS.bexley;

export function bexleySettings(bannerImageId: string | null): SeedSettings {
  return {
    cms: {
      frontend: {
        global: {
          footer_title: "Connected Bexley",
          footer_content:
            "Connected Bexley helps residents find local support, activities and events. It is run by the London Borough of Bexley in partnership with local voluntary organisations.",
          contact_phone: p.hubPhone,
          contact_email: p.hubEmail,
          facebook_handle: p.socialHandle,
          twitter_handle: p.socialHandle,
        },
        home: {
          search_title: "What are you looking for?",
          categories_title: "Explore services",
          personas_title: "Find help that's right for you",
          personas_content:
            "Choose the description that fits you best to see services picked for you.",
          banners: [
            {
              title: "Money worries?",
              content:
                "Free, confidential help with benefits, debt and bills from local advice services.",
              button_text: "Find money help",
              button_url: `${p.siteUrl}/pages/money-and-cost-of-living`,
            },
            {
              title: "What's on in Bexley",
              content: "Festivals, walks, workshops and family days out. Many are free.",
              button_text: "See events",
              button_url: `${p.siteUrl}/events`,
            },
          ],
        },
        terms_and_conditions: termsAndConditions(p),
        privacy_policy: privacyPolicy(p),
        cookie_policy: cookiePolicy(p),
        accessibility_statement: accessibilityStatement(p),
        about: {
          title: "About Connected Bexley",
          content: `Connected Bexley is your guide to local services, groups, activities and events across the borough, from Thamesmead to Sidcup.

Everything is in one place, so you can find support for yourself or someone you care about, or simply discover something new to do.

## Our partners

Connected Bexley is run by the London Borough of Bexley with local charities, community groups, the NHS and faith organisations, who keep their own listings up to date.`,
          video_url: null,
        },
        contact: {
          title: "Contact us",
          content: `Questions about Connected Bexley, or spotted something that needs updating?

- **Email:** [${p.hubEmail}](mailto:${p.hubEmail})
- **Phone:** ${p.hubPhone}

Our team is available Monday to Friday, 9am to 5pm. We can't give advice on individual problems, but we can help you find the right service.`,
        },
        get_involved: {
          title: "Get involved",
          content: `## Add your listing

Run a group, club, service or event in Bexley? List it on Connected Bexley for free and reach more residents.

## Volunteer locally

Find volunteering opportunities in the *Community and faith* category, or contact Volunteer Bexley.

## Share your ideas

Tell us how we can make Connected Bexley better using the feedback link at the bottom of every page.`,
        },
        favourites: {
          title: "My favourites",
          content:
            "Your saved services appear here. Favourites are kept on this device, so they'll still be here next time you visit from the same browser.",
        },
        banner: {
          title: null,
          content: null,
          button_text: null,
          button_url: null,
          image_file_id: bannerImageId,
        },
      },
    },
  };
}
