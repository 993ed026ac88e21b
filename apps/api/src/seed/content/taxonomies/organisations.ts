// The "Organisation" tree: who a third-party referrer works for (§5.1). "Family/Friend" is the one
// the frontend sends for friend-or-family referrals (FRIENDS_FAMILY_TAXONOMY).
import type { TaxonomyNode } from "./tree.ts";

export function organisationTree(borough: string): TaxonomyNode[] {
  return [
    { name: "Family/Friend", slug: "family-friend" },
    { name: `${borough} Council`, slug: "council" },
    { name: "GP practice or NHS service", slug: "nhs" },
    { name: "School, college or nursery", slug: "education-provider" },
    { name: "Voluntary or community organisation", slug: "voluntary-sector" },
    { name: "Housing provider", slug: "housing-provider" },
    { name: "Jobcentre Plus", slug: "jobcentre-plus" },
    { name: "Police or probation", slug: "police-probation" },
    { name: "Other professional", slug: "other-professional" },
  ];
}
