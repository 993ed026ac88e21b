// Legal and policy copy shared by both boroughs, worded with each site's name and contacts.
import type { BoroughProfile } from "../boroughs.ts";
import type { CmsTitledContent } from "../types.ts";

export function termsAndConditions(p: BoroughProfile): CmsTitledContent {
  return {
    title: "Terms and conditions",
    content: `These terms explain how you may use ${p.siteName} (${p.siteUrl}), which is run by the ${p.councilName}.

## Using this website

${p.siteName} is a directory of services, activities and events provided by organisations in ${p.borough}. We check listings before they are published, but we cannot guarantee that every detail is accurate or up to date. Please contact the organisation directly to confirm opening times and eligibility before you travel.

Listing a service on ${p.siteName} does not mean the council recommends or endorses it.

## Referrals

When you make a connection to a service through this website, your details are sent securely to that organisation so they can contact you. The organisation is responsible for the service it provides.

## Links to other websites

We are not responsible for the content of external websites linked from ${p.siteName}.

## Changes to these terms

We may update these terms from time to time. The version on this page always applies.

## Contact

Email [${p.hubEmail}](mailto:${p.hubEmail}) or call ${p.hubPhone}.`,
  };
}

export function privacyPolicy(p: BoroughProfile): CmsTitledContent {
  return {
    title: "Privacy policy",
    content: `We are committed to protecting and respecting your privacy. This policy explains what personal information ${p.siteName} collects and how it is used. The ${p.councilName} is the data controller.

## What we collect

- **Referrals:** your name, contact details, postcode area and any comments you choose to give, so the service you chose can contact you.
- **Feedback:** the page you were on, your feedback and, if you give them, your name and contact details.
- **Favourites:** stored only in your browser. We do not receive them.
- **Usage:** anonymous statistics about how the site is used, only if you accept analytics cookies.

## How long we keep it

Completed referrals are deleted six months after they were last updated. Feedback is deleted after six months.

## Your rights

You can ask to see, correct or delete your information. Email [${p.hubEmail}](mailto:${p.hubEmail}).

## Complaints

If you are unhappy with how we have handled your information, you can complain to the Information Commissioner's Office.`,
  };
}

export function cookiePolicy(p: BoroughProfile): CmsTitledContent {
  return {
    title: "Cookie policy",
    content: `Cookies are small files saved on your phone, tablet or computer when you visit a website. ${p.siteName} uses as few as possible: the ones it needs to work, and analytics cookies only if you accept them.

The tables below list every cookie the site sets. You can change your choice about analytics cookies at any time on this page.`,
  };
}

export function accessibilityStatement(p: BoroughProfile): { title: string; content: string } {
  return {
    title: "Accessibility statement",
    content: `${p.siteName} is run by the ${p.councilName}. We want as many people as possible to be able to use this website. You should be able to:

- change colours, contrast levels and fonts using your browser or device settings
- zoom in up to 400% without the text spilling off the screen
- navigate the whole website using just a keyboard or speech recognition software
- listen to the website using a screen reader

## How accessible this website is

We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. Some content provided by listed organisations, such as images and videos, may not have text alternatives.

## Feedback and contact information

If you find a problem or need information in a different format, email [${p.hubEmail}](mailto:${p.hubEmail}) or call ${p.hubPhone}. We'll reply within 10 working days.

## Enforcement procedure

The Equality and Human Rights Commission is responsible for enforcing the accessibility regulations. If you're not happy with how we respond to your complaint, contact the Equality Advisory and Support Service.`,
  };
}
