// CMS copy (`settings.cms.frontend`) for the Sutton Information Hub.
import { BOROUGHS } from "../boroughs.ts";
import type { SeedSettings } from "../types.ts";
import {
  accessibilityStatement,
  cookiePolicy,
  privacyPolicy,
  termsAndConditions,
} from "./shared.ts";

const p = BOROUGHS.sutton;

export function suttonSettings(bannerImageId: string | null): SeedSettings {
  return {
    cms: {
      frontend: {
        global: {
          footer_title: "More from the Sutton Information Hub",
          footer_content:
            "The Sutton Information Hub is a directory of local services, activities and groups, run by the London Borough of Sutton with the voluntary and community sector.",
          contact_phone: p.hubPhone,
          contact_email: p.hubEmail,
          facebook_handle: p.socialHandle,
          twitter_handle: p.socialHandle,
        },
        home: {
          search_title: "Find local services, groups and activities",
          categories_title: "Browse by category",
          personas_title: "Support for people like you",
          personas_content:
            "Not sure where to start? Choose the option that sounds most like you and we'll show you services that can help.",
          banners: [
            {
              title: "Help with the cost of living",
              content:
                "Find free advice on benefits, bills and debt, plus food support and warm spaces near you.",
              button_text: "Get help now",
              button_url: `${p.siteUrl}/pages/cost-of-living`,
            },
            {
              title: "Are you looking after someone?",
              content:
                "Carers can get advice, breaks and support. Find out what's available in Sutton.",
              button_text: "Support for carers",
              button_url: `${p.siteUrl}/pages/supporting-carers`,
            },
            {
              title: "List your service for free",
              content:
                "Run a group, club or service in Sutton? Add it to the Hub so residents can find you.",
              button_text: "Get involved",
              button_url: `${p.siteUrl}/get-involved`,
            },
          ],
        },
        terms_and_conditions: termsAndConditions(p),
        privacy_policy: privacyPolicy(p),
        cookie_policy: cookiePolicy(p),
        accessibility_statement: accessibilityStatement(p),
        about: {
          title: "About the Sutton Information Hub",
          content: `The Sutton Information Hub helps people who live or work in Sutton find local services, activities and support, from lunch clubs and youth groups to benefits advice and counselling.

It brings together listings from the council, the NHS, charities, community groups and local businesses in one place, so you can find what you need quickly.

## Who runs it

The Hub is run by the London Borough of Sutton's information and advice team, working with local voluntary and community organisations.

## How listings are checked

Organisations add and update their own listings. Our team checks every listing before it is published and asks organisations to confirm their details regularly.`,
          video_url: "https://video.example.com/embed/sutton-information-hub-introduction",
        },
        contact: {
          title: "Contact us",
          content: `We'd love to hear from you, whether you've spotted a mistake, have a question about a listing or want to add your own service.

- **Email:** [${p.hubEmail}](mailto:${p.hubEmail})
- **Phone:** ${p.hubPhone} (Monday to Friday, 9am to 5pm)

We aim to reply within five working days.

Please note we can't give advice about individual circumstances. For help with a specific problem, contact one of the services listed on the Hub.`,
        },
        get_involved: {
          title: "Get involved",
          content: `## List your organisation

If your organisation offers services, activities or support to people in Sutton, you can list it on the Hub for free. Charities, community groups, faith groups, social enterprises and public services are all welcome.

## Volunteer

Local organisations are always looking for volunteers. Browse the *Community and volunteering* category to find opportunities near you.

## Tell us what you think

Help us improve the Hub by using the feedback link at the bottom of any page.`,
        },
        favourites: {
          title: "My favourites",
          content:
            "Save services to your favourites to find them again quickly. Your favourites are stored on this device only. You can print them or share a link with someone else.",
        },
        banner: {
          title: "Winter warmth: free warm spaces across Sutton",
          content:
            "Libraries and community centres are welcoming everyone for a hot drink and a chat.",
          button_text: "Find a warm space",
          button_url: `${p.siteUrl}/categories/housing`,
          image_file_id: bannerImageId,
        },
      },
    },
  };
}
