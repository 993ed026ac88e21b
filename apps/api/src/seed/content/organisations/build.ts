import type { BoroughProfile } from "../boroughs.ts";
import { email, handleFor, landline, socialUrl, website } from "../lib/contact.ts";
import type { FileRegistry } from "../lib/files.ts";
import { seedUuid } from "../lib/ids.ts";
import { slugify } from "../lib/slug.ts";
import { stampsFor } from "../lib/stamps.ts";
import { monogramSvg } from "../svg.ts";
import type { TaxonomyIndex } from "../taxonomies/build.ts";
import type { IsoDate, SeedOrganisation } from "../types.ts";
import type { AuthoredOrganisation } from "./types.ts";

/** The organisation's markdown description: its own summary, then what it does. */
export function organisationDescription(org: AuthoredOrganisation): string {
  return [org.summary, `## What we do\n\n${org.activities.map((a) => `- ${a}`).join("\n")}`].join(
    "\n\n",
  );
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
    // Council services share the council's domain, each with its team's address
    // (libraries@sutton-council.example.org); everyone else has a domain of their own.
    const council = org.kind === "council";
    const team = slug.replace(new RegExp(`^(london-borough-of-)?${tenant}-?`), "") || "enquiries";
    const site = council ? `${website(`${tenant}-council`)}/${team}` : website(slug);
    const address = council
      ? email(team, `${tenant}-council`)
      : email(i % 2 === 0 ? "info" : "hello", slug);
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
      description: organisationDescription(org),
      url: without.has("url") ? null : site,
      email: without.has("email") ? null : address,
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
