import type { BoroughProfile } from "../boroughs.ts";
import { email, handleFor, landline, socialUrl, website } from "../lib/contact.ts";
import type { FileRegistry } from "../lib/files.ts";
import { seedUuid } from "../lib/ids.ts";
import { hash32 } from "../lib/prng.ts";
import { slugify } from "../lib/slug.ts";
import { stampsFor } from "../lib/stamps.ts";
import { monogramSvg } from "../svg.ts";
import type { TaxonomyIndex } from "../taxonomies/build.ts";
import type { IsoDate, SeedOrganisation } from "../types.ts";
import type { AuthoredOrganisation, OrganisationKind } from "./types.ts";

const KIND_PARAGRAPHS: Record<OrganisationKind, string[]> = {
  council: [
    "As part of the council, we work closely with local voluntary groups and the NHS. If we can't help you ourselves, we'll point you to someone who can.",
    "Our services are free for residents. You can contact us by phone, by email or in person.",
  ],
  nhs: [
    "This is an NHS service and is free at the point of use. In most cases you can refer yourself without seeing your GP first.",
    "We are regulated by the Care Quality Commission and follow NHS confidentiality rules.",
  ],
  charity: [
    "We are a registered charity and rely on grants, donations and the time of our brilliant volunteers. Our support is free and confidential.",
    "Everything we do is shaped by the people we support. If you'd like to volunteer or donate, we'd love to hear from you.",
  ],
  community: [
    "We're run by local volunteers and everyone is welcome. New members and helpers are always appreciated.",
    "We're a small, friendly group. If it's your first time, just come along and say hello.",
  ],
  faith: [
    "We're a faith-based project but welcome people of all faiths and none. There is no pressure to take part in anything religious.",
  ],
  "social-enterprise": [
    "We're a not-for-profit social enterprise: any surplus we make goes back into our community work.",
  ],
  education: ["Our staff are qualified and DBS-checked, and we are inspected by Ofsted."],
  club: [
    "We're a volunteer-run club. All our coaches are DBS-checked and first-aid trained. Come and try a session for free.",
  ],
};

/** The organisation's markdown description: its summary, what it does, and a kind-specific note. */
export function organisationDescription(org: AuthoredOrganisation, borough: string): string {
  const slug = org.slug ?? slugify(org.name);
  const paragraphs = KIND_PARAGRAPHS[org.kind];
  const note = paragraphs[hash32(slug) % paragraphs.length] ?? "";
  const where = org.area
    ? `Based in ${org.area}, we work across the whole of ${borough}.`
    : `We work across the whole of ${borough}.`;
  const since = org.founded ? ` We have been supporting local people since ${org.founded}.` : "";
  return [
    org.summary,
    `## What we do\n\n${org.activities.map((a) => `- ${a}`).join("\n")}`,
    `${where}${since} ${note}`,
  ].join("\n\n");
}

export function buildOrganisations(
  authored: readonly AuthoredOrganisation[],
  profile: BoroughProfile,
  referenceDay: IsoDate,
  taxonomies: TaxonomyIndex,
  files: FileRegistry,
): SeedOrganisation[] {
  const tenant = profile.tenant;
  return authored.map((org, i) => {
    const slug = org.slug ?? slugify(org.name);
    const without = new Set(org.without ?? []);
    return {
      id: seedUuid(tenant, "organisation", slug),
      logo_file_id: without.has("logo")
        ? null
        : files.add(
            "organisation",
            slug,
            `${org.name} logo`,
            monogramSvg({ slug, name: org.name, palette: profile.palette }),
          ),
      slug,
      name: org.name,
      description: organisationDescription(org, profile.borough),
      url: without.has("url") ? null : website(slug),
      email: without.has("email") ? null : email(i % 2 === 0 ? "info" : "hello", slug),
      phone: without.has("phone") ? null : landline(profile.numberBlock, 1 + i),
      social_medias: (org.socials ?? []).map((type) => ({
        type,
        url: socialUrl(type, handleFor(slug)),
      })),
      category_taxonomy_ids: taxonomies.withAncestors(org.taxonomies),
      ...stampsFor(referenceDay, `${tenant}:organisation:${slug}`, 400),
    };
  });
}
