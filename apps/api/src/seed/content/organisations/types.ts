import type { SocialMediaType } from "../types.ts";

export const ORGANISATION_KINDS = [
  "council",
  "nhs",
  "charity",
  "community",
  "faith",
  "social-enterprise",
  "education",
  "club",
] as const;
export type OrganisationKind = (typeof ORGANISATION_KINDS)[number];

/**
 * A hand-written organisation. `summary` opens its description and `activities` list what it
 * does; `taxonomies` are category slugs.
 */
export type AuthoredOrganisation = {
  name: string;
  slug?: string;
  kind: OrganisationKind;
  summary: string;
  /** Short bullet points for "What we do"; two to four. */
  activities: string[];
  taxonomies: string[];
  socials?: SocialMediaType[];
  /** Contact routes the organisation does not publish. */
  without?: ("url" | "email" | "phone" | "logo")[];
};
